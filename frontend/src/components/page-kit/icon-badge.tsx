import { ThemeIcon } from '@mantine/core';
import type { IconName } from '../../../../content/icon-name.ts';
import { ContentIcon } from '../content-icon.tsx';

/** The tinted square that carries a card's icon. */
export function IconBadge({ name, size = 48 }: { name: IconName; size?: number }) {
  return (
    <ThemeIcon size={size} radius="md" variant="light" aria-hidden>
      <ContentIcon name={name} size={Math.round(size * 0.55)} />
    </ThemeIcon>
  );
}
