import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { themeStorageKey } from './color-scheme-script.ts';

/** The original site stores 'system' | 'light' | 'dark'; Mantine calls 'system' 'auto'. */
export type ThemePreference = 'system' | 'light' | 'dark';

export function toMantine(value: string | null): MantineColorScheme | undefined {
  if (value === 'light' || value === 'dark') return value;
  if (value === 'system') return 'auto';
  return undefined;
}

export function toStored(value: MantineColorScheme): ThemePreference {
  return value === 'auto' ? 'system' : value;
}

/** Keeps Mantine's color scheme in localStorage under the original key and values, synced across tabs. */
export function themeColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      try {
        return toMantine(window.localStorage.getItem(themeStorageKey)) ?? defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        window.localStorage.setItem(themeStorageKey, toStored(value));
      } catch {
        // Private mode or storage disabled: the choice lasts for this page only.
      }
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        const value = event.key === themeStorageKey ? toMantine(event.newValue) : undefined;
        if (value) onUpdate(value);
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
      listener = undefined;
    },
    clear: () => {
      try {
        window.localStorage.removeItem(themeStorageKey);
      } catch {
        // Nothing stored to clear.
      }
    },
  };
}
