import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type BuildOptions, defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { PARTICIPANT_ROUTES } from '@romtrack/shared/participant-routes';
import { SERVER_ADDRESSES } from '@romtrack/shared/server-addresses';

/** In `vite dev`, serve participant.html for participant routes, as the server does in production. */
function participantPageInDev(): Plugin {
  return {
    name: 'romtrack-participant-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && req.url && PARTICIPANT_ROUTES.test(req.url)) {
          const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
          req.url = `/participant.html${query}`;
        }
        next();
      });
    },
  };
}

/**
 * Puts the app's files (boot.ts imports main.tsx lazily, so that the session check starts first)
 * in index.html as preload links, so the browser asks for them as soon as it reads the page rather
 * than once boot.ts has run: on a phone's network, one round trip less before the first screen.
 * The style sheet is preloaded, not applied, so the page's frame still paints at once.
 */
function preloadStaffApp(): Plugin {
  return {
    name: 'romtrack-preload-staff-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          // The entry and its own imports are linked by Vite already.
          const linked = fileName === chunk.fileName || chunk.imports.includes(fileName);
          if (output?.type !== 'chunk' || scripts.has(fileName) || linked) return;
          scripts.add(fileName);
          for (const css of output.viteMetadata?.importedCss ?? []) styles.add(css);
          output.imports.forEach(visit);
        };
        const app = chunk.dynamicImports.find((fileName) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' && /[\\/]src[\\/]main\.tsx$/.test(output.facadeModuleId ?? '');
        });
        if (!app) throw new Error('index.html: boot.ts no longer imports src/main.tsx');
        visit(app);
        const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs,
          injectTo: 'head',
        });
        return [
          ...[...styles].map((href) => link({ rel: 'preload', as: 'style', crossorigin: true, href: `/${href}` })),
          ...[...scripts].map((href) => link({ rel: 'modulepreload', crossorigin: true, href: `/${href}` })),
        ];
      },
    },
  };
}

/**
 * Writes, beside the manifest, how many bytes of each chunk every module takes once bundled and
 * minified (Rolldown's renderedLength): `npm run size` (scripts/measure-size.ts) sums them by package
 * to say what a page's up-front script is made of. Not served: the server sends no dot-folder.
 */
function moduleWeights(fileName: string): Plugin {
  return {
    name: 'romtrack-module-weights',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const weights: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        weights[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [path.relative(root, id), module.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(weights) });
    },
  };
}

/** Staff source folders whose modules, when two or more chunks share them, travel in one chunk. */
const STAFF_SHARED =
  /apps[\\/]web[\\/]src[\\/](app|lib|api|components[\\/](?!graphs|score-chart)|features[\\/](?!graphs|participant-progress))|node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/;

/**
 * What boot.ts runs itself (the early requests, their addresses and deadlines, the route table and its
 * matcher, Vite's helper for lazy imports): it must stay tiny, so none of it may go into the shared
 * chunk, which would then have to arrive before the session check could start.
 */
export const STAFF_BOOT =
  /apps[\\/]web[\\/]src[\\/](api[\\/]paths|lib[\\/](api-fetch|deadline|next-task|session-token)|app[\\/](preload-route|route-table))\.ts$|packages[\\/]shared[\\/]src[\\/]page-sizes\.ts$|vite[\\/]preload-helper/;

/**
 * The staff page. Few, large chunks: on a phone's network each request costs a round trip, and
 * HTTP/1.1 sends six at a time (npm run audit:pages); left to itself the bundler cut the app into
 * some forty small shared chunks. React and its router in one chunk (they change least, so stay
 * cached longest); zod in one of its own, with its setting for this page; Mantine's parts used by
 * four or more screens in another; the staff code two or more chunks share in a fourth. The
 * graphs' code stays with the graph screens, and the screens stay lazy, one chunk each.
 */
const STAFF_BUNDLE: BuildOptions['rollupOptions'] = {
  input: { index: fileURLToPath(new URL('./index.html', import.meta.url)) },
  output: {
    codeSplitting: {
      groups: [
        { name: 'boot', test: STAFF_BOOT, priority: 3 },
        { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
        // Zod, and the module that configures it: in this chunk, its setting is made before the
        // shared chunk, which imports this one, builds any schema (lib/zod-without-eval.ts).
        { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-without-eval\.ts$/, priority: 2 },
        {
          name: 'mantine',
          test: /node_modules[\\/]@mantine[\\/](core|hooks|notifications)[\\/]/,
          priority: 1,
          minShareCount: 4,
        },
        { name: 'shared', test: STAFF_SHARED, minShareCount: 2 },
      ],
    },
  },
};

/** The participant page: survey links, demo, consent. */
const PARTICIPANT_BUNDLE: BuildOptions['rollupOptions'] = {
  input: { participant: fileURLToPath(new URL('./participant.html', import.meta.url)) },
};

/**
 * The two pages are built one after the other (`npm run build`): the staff app (index.html), then,
 * with `--mode participant`, the light participant page (survey links, demo, consent). Separate
 * builds, because they share no code but React: in one build, grouping the staff modules into
 * large chunks pulled what they import (zod, the shared contracts) into those chunks, and the
 * participant page with them.
 */
export default defineConfig(({ mode }) => {
  const participant = mode === 'participant';
  return {
    plugins: [
      react(),
      participantPageInDev(),
      ...(participant ? [] : [preloadStaffApp()]),
      moduleWeights(participant ? '.vite/participant-module-weights.json' : '.vite/module-weights.json'),
      // Brotli and gzip copies beside each script, style sheet and page, made once at build time;
      // the server sends the one the browser accepts (@fastify/static preCompressed), so a phone on
      // a slow network downloads a quarter of the bytes and the server compresses nothing per request.
      compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
    ],
    build: {
      outDir: 'dist',
      // The participant build adds its files beside the staff build's.
      emptyOutDir: !participant,
      sourcemap: false,
      // dist/.vite/*manifest.json: read by `npm run size` (scripts/measure-size.ts).
      manifest: participant ? '.vite/participant-manifest.json' : '.vite/manifest.json',
      rollupOptions: participant ? PARTICIPANT_BUNDLE : STAFF_BUNDLE,
      // The participant's survey must stay small: staff screens, Mantine and the chart library
      // are not in its build; the chart is a lazy chunk loaded only once the survey is sent.
      chunkSizeWarningLimit: 600,
    },
    // `npm run dev -w @romtrack/web` serves both pages and proxies the server's own addresses to a
    // server started with `npm run dev`, on the PORT both are given (3000 by default, as the server's).
    server: {
      proxy: Object.fromEntries(
        SERVER_ADDRESSES.map((prefix) => [prefix, `http://127.0.0.1:${process.env.PORT || 3000}`]),
      ),
    },
  };
});
