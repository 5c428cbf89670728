/**
 * Loads the CommonJS build of drizzle-orm (and of PGlite, which it requires), for a faster start.
 *
 * Node 24's ES module loader reads a module's package.json for each module it loads (to learn its
 * format), and each read parses the package's whole `exports` map anew: `getPackageScopeConfig`
 * in lib/internal/modules/package_json_reader.js spreads the lazily parsed fields into a new
 * object, which parses them. drizzle-orm's map is 170 KB and the server loads over a hundred of
 * its modules: on a 2-core machine, importing it took 1.2 s, a third of the start. Its CommonJS
 * build is the same code and API, compiled from the same source and shipped in the same package;
 * `require` resolves its relative files by path, reads no package.json for them, and loads it all
 * in 0.2 s.
 *
 * The hook asks the resolver for the `require` condition of these packages' exports, for every
 * importer, so each package is loaded once, in one format. PGlite is listed because drizzle-orm's
 * CommonJS driver requires it: left out, the server would load PGlite's ES build (db/pglite.ts)
 * and its CommonJS build (through drizzle) side by side. The hook is synchronous and runs in the
 * loading thread (module.registerHooks, Node 22.15+), unlike the `--import` loader hooks whose
 * cost per module ADR 003 removed. Vitest loads the ES builds; the tests that start the server as
 * a process, the journeys among them, load these.
 */
import { registerHooks } from 'node:module';

/** Packages the server loads through their CommonJS build. */
const PACKAGES = ['drizzle-orm', '@electric-sql/pglite'];

const isListed = (specifier: string) => PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

export function preferCommonJsBuilds(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (!isListed(specifier)) return nextResolve(specifier, context);
      return nextResolve(specifier, { ...context, conditions: ['require', 'node', 'node-addons'] });
    },
  });
}
