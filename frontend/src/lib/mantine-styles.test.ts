import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(import.meta.dirname, '..');
const stylesDir = resolve(srcDir, '../../node_modules/@mantine/core/styles');
const globalStyles = readFileSync(join(srcDir, 'lib/mantine-styles.ts'), 'utf8');

/** Components with no CSS of their own, or whose look comes from the parts they are built on (Mantine's source). */
const builtOn: Record<string, readonly string[]> = {
  Autocomplete: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  MultiSelect: ['Combobox', 'Input', 'Pill', 'PillsInput', 'Popover', 'ScrollArea'],
  NativeSelect: ['Input'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  FileInput: ['Input'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Button: ['UnstyledButton'],
  ActionIcon: ['UnstyledButton'],
  Burger: ['UnstyledButton'],
  NavLink: ['UnstyledButton'],
  Accordion: ['UnstyledButton'],
  Menu: ['Popover', 'UnstyledButton'],
  Tooltip: ['Popover'],
  Notification: ['CloseButton', 'Loader'],
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
  Switch: ['InlineInput'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

function mantineImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim();
      if (/^[A-Z]/.test(name) && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

describe('Mantine styles', () => {
  it('every Mantine component the site renders has its CSS imported globally or beside it', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const source = readFileSync(file, 'utf8');
      for (const component of mantineImports(source)) {
        for (const styled of [component, ...(builtOn[component] ?? [])]) {
          if (!existsSync(join(stylesDir, `${styled}.css`))) continue;
          const importLine = `'@mantine/core/styles/${styled}.css'`;
          if (!globalStyles.includes(importLine) && !source.includes(importLine)) missing.push(`${relative(srcDir, file)}: ${styled}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('does not pull in the whole stylesheet', () => {
    for (const file of sourceFiles(srcDir)) {
      expect(readFileSync(file, 'utf8'), relative(srcDir, file)).not.toMatch(/'@mantine\/core\/styles(\.layer)?\.css'/);
    }
  });
});
