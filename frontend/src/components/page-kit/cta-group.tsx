import { Group, type GroupProps } from '@mantine/core';
import type { Cta } from '../../../../content/types.ts';
import { CtaButton } from './cta-button.tsx';

export interface CtaGroupProps extends GroupProps {
  actions: readonly Cta[];
  size?: 'md' | 'lg';
  /** 'secondary' rows (under a hero's main pair) have no filled button. */
  emphasis?: 'primary' | 'secondary';
}

/** A row of calls to action: the first is the primary (filled) one, the rest are outlined. */
export function CtaGroup({ actions, size = 'lg', emphasis = 'primary', ...groupProps }: CtaGroupProps) {
  if (actions.length === 0) return null;
  return (
    <Group gap="md" {...groupProps}>
      {actions.map((cta, index) => (
        <CtaButton
          key={cta.label}
          cta={cta}
          size={size}
          variant={emphasis === 'secondary' ? 'subtle' : index === 0 ? 'filled' : 'outline'}
        />
      ))}
    </Group>
  );
}
