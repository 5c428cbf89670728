/**
 * mantine-styles.ts loads Mantine's style sheets one component at a time instead of the whole
 * styles.css. A component used without its sheet would render unstyled, and no other test
 * would notice: this one fails when a component imported from @mantine/core anywhere in the
 * client, or a part it is built from, has a sheet that the list does not load.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = path.join(import.meta.dirname, '..');
const stylesDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');

/** The components whose own sheet is not enough: the parts they are built from (Mantine docs). */
const PARTS: Record<string, string[]> = {
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  MultiSelect: ['Combobox', 'Input', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  TextInput: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Switch: ['InlineInput'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  Alert: ['CloseButton'],
  Card: ['Paper'],
  Notification: ['CloseButton', 'Loader'],
  Button: ['Loader', 'UnstyledButton'],
  NavLink: ['UnstyledButton'],
  Pagination: ['UnstyledButton'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every value (not type) imported from @mantine/core in the client's source. */
function importedComponents(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(sourceDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return [...names].sort();
}

const loaded = new Set(
  [
    ...fs
      .readFileSync(path.join(import.meta.dirname, 'mantine-styles.ts'), 'utf8')
      .matchAll(/'@mantine\/core\/styles\/([\w-]+)\.css'/g),
  ].map((match) => match[1]!),
);

describe('Mantine style sheets', () => {
  it('loads the sheet of every Mantine component the client uses, and of the parts it is built from', () => {
    const components = importedComponents();
    // The scan works: the staff screens use these for certain.
    expect(components).toEqual(expect.arrayContaining(['Button', 'Modal', 'Table', 'TextInput']));
    const needed = components.flatMap((name) => [name, ...(PARTS[name] ?? [])]);
    const missing = [...new Set(needed)].filter(
      (name) => fs.existsSync(path.join(stylesDir, `${name}.css`)) && !loaded.has(name),
    );
    expect(missing, 'add these to mantine-styles.ts, in the order of @mantine/core/styles.css').toEqual([]);
  });

  it('names only sheets that exist, and the global ones first', () => {
    for (const name of loaded) expect(fs.existsSync(path.join(stylesDir, `${name}.css`)), name).toBe(true);
    expect([...loaded].slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
