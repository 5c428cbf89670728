/**
 * Zod compiles its object parsers with `new Function` where a page allows it, and finds out by
 * trying. The staff page's Content-Security-Policy forbids that (script-src 'self'), so the
 * probe was refused and reported as a CSP violation on every page load. Jitless mode skips the
 * probe and the compiling (which the policy forbade anyway). It must be set before any schema is
 * built: main.tsx imports this module, and vite.config.ts puts it in zod's own chunk, which is
 * evaluated before the chunks that build schemas. The server keeps the compiled parsers: no
 * CSP applies there. (e2e/sign-in.spec.ts checks that staff pages report no violation.)
 */
import { z } from 'zod/mini';

z.config({ jitless: true });
