import { Group, type GroupProps } from '@mantine/core';
import type { Cta } from '../../../../content/types.ts';
import { CtaButton } from './cta-button.tsx';
import classes from './cta-group.module.css';

export interface CtaGroupProps extends GroupProps {
  actions: readonly Cta[];
  size?: 'md' | 'lg';
  /** 'secondary' rows (under a hero's main pair) are text links on the column's edge, not more buttons. */
  emphasis?: 'primary' | 'secondary';
}

/** A row of calls to action: the first is the primary (filled) one, the rest are outlined; stacked full width on phones. */
export function CtaGroup({ actions, size = 'lg', emphasis = 'primary', className, ...groupProps }: CtaGroupProps) {
  if (actions.length === 0) return null;
  const secondary = emphasis === 'secondary';
  return (
    <Group gap="md" className={`${secondary ? classes.links : classes.stack} ${className ?? ''}`} {...groupProps}>
      {actions.map((cta, index) => (
        <CtaButton key={cta.label} cta={cta} size={size} variant={secondary ? 'transparent' : index === 0 ? 'filled' : 'outline'} />
      ))}
    </Group>
  );
}
