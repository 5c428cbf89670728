import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Where Node resolves these specifiers, in a fresh process, with or without the hook. */
function resolvedPaths(withHook: boolean, specifiers: string[]): string[] {
  const script = `
    ${withHook ? "const { preferCommonJsBuilds } = await import('./src/commonjs-builds.ts'); preferCommonJsBuilds();" : ''}
    const found = [];
    for (const specifier of ${JSON.stringify(specifiers)}) found.push(import.meta.resolve(specifier));
    console.log(JSON.stringify(found));`;
  // Run in apps/server, whose package.json makes the script an ES module that resolves as server code does.
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: new URL('..', import.meta.url),
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[];
}

describe('the CommonJS builds the server loads (commonjs-builds.ts)', () => {
  const specifiers = ['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/pglite/migrator', '@electric-sql/pglite'];

  it('points drizzle-orm and PGlite at their CommonJS files, each package in one format', () => {
    const paths = resolvedPaths(true, specifiers);
    for (const path of paths) expect(path).toMatch(/\.cjs$/);
  });

  it('changes nothing else: other packages, and these without the hook, resolve as before', () => {
    expect(resolvedPaths(false, specifiers).every((path) => path.endsWith('.js'))).toBe(true);
    const [fastify] = resolvedPaths(true, ['fastify']);
    expect(fastify).toBe(resolvedPaths(false, ['fastify'])[0]);
  });
});
