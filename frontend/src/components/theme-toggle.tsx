import { useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useId } from 'react';
import { toMantine, toStored, type ThemePreference } from '../lib/color-scheme-manager.ts';
import classes from './theme-toggle.module.css';

const options = [
  { value: 'system', label: 'System theme', Icon: IconDeviceDesktop },
  { value: 'light', label: 'Light theme', Icon: IconSun },
  { value: 'dark', label: 'Dark theme', Icon: IconMoon },
] as const satisfies readonly { value: ThemePreference; label: string; Icon: unknown }[];

/**
 * The visitor's theme, 'system' | 'light' | 'dark' (spec section 2), as a native radio group: keyboard and screen
 * readers get arrow-key selection for free. Mantine's color scheme manager stores the choice (lib/color-scheme-manager.ts).
 */
export function ThemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const name = useId();
  // The prerendered HTML cannot know the stored choice: show the default until hydrated, then the real one.
  const mounted = useMounted();
  const current: ThemePreference = mounted ? toStored(colorScheme) : 'dark';
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>Color theme</legend>
      {options.map(({ value, label, Icon }) => (
        <label key={value} className={classes.option} title={label}>
          <input
            className={classes.input}
            type="radio"
            name={name}
            value={value}
            checked={current === value}
            onChange={() => setColorScheme(toMantine(value) ?? 'dark')}
            aria-label={label}
          />
          <Icon size={16} stroke={1.8} aria-hidden="true" />
        </label>
      ))}
    </fieldset>
  );
}
