/**
 * The server's entry point (`npm start`). Turns on Node's compile cache first, then loads the
 * server: about a thousand modules, whose compilation the cache (in the system's temporary
 * directory, checked against each file's content) spares every start after the first. The
 * import is dynamic because static imports would all be compiled before this line ran. Before
 * it, drizzle-orm and PGlite are pointed at their CommonJS builds, which Node loads several times
 * faster (commonjs-builds.ts).
 */
import { enableCompileCache, flushCompileCache } from 'node:module';
import { preferCommonJsBuilds } from './commonjs-builds.ts';

enableCompileCache();
preferCommonJsBuilds();
await import('./run-server.ts');
// Written now rather than at exit: a server stopped by SIGKILL would otherwise never keep it.
flushCompileCache();
