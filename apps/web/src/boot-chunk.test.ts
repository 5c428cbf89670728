/**
 * boot.ts starts the session check and the first requests, and may run only once it and every module it imports have
 * downloaded. vite.config.ts names those modules (STAFF_BOOT) so that the bundler keeps them in a
 * small chunk of their own. A module added to boot.ts's imports but not to that list would land
 * in the large shared chunk, and React and Mantine would download before the session check could
 * start, with nothing else failing: this test fails instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_BOOT } from '../vite.config.ts';

/** The modules a file imports when it runs: not `import type` (erased) nor `import(...)` (lazy). */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

/** The repository's own shared package, whose modules are files like the app's (its exports: "./*" to src/*.ts). */
const SHARED_PACKAGE = '@romtrack/shared/';
const sharedSources = path.join(import.meta.dirname, '../../../packages/shared/src');

/** Every module boot.ts loads before it runs, as files, and the packages among them. */
function bootGraph(): { files: string[]; packages: string[] } {
  const files: string[] = [];
  const packages: string[] = [];
  const visit = (file: string) => {
    for (const specifier of staticImports(file)) {
      const shared = specifier.startsWith(SHARED_PACKAGE);
      if (!specifier.startsWith('.') && !shared) {
        packages.push(specifier);
        continue;
      }
      const imported = shared
        ? path.join(sharedSources, `${specifier.slice(SHARED_PACKAGE.length)}.ts`)
        : path.resolve(path.dirname(file), specifier);
      if (files.includes(imported)) continue;
      files.push(imported);
      visit(imported);
    }
  };
  visit(path.join(import.meta.dirname, 'boot.ts'));
  return { files, packages };
}

describe("boot.ts's own chunk", () => {
  const { files, packages } = bootGraph();

  it('holds every module boot.ts loads before it runs', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(files.filter((file) => !STAFF_BOOT.test(file))).toEqual([]);
  });

  it('takes no package, which would bring its whole chunk', () => {
    expect(packages).toEqual([]);
  });
});
