import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { PARTICIPANT_ROUTES } from '@romtrack/shared/participant-routes';

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

// The API and the built client share one origin; `npm run dev -w @romtrack/web` proxies /api
// to a server started with `npm run dev`.
export default defineConfig({
  plugins: [
    react(),
    participantPageInDev(),
    // Brotli and gzip copies beside each script, style sheet and page, made once at build time;
    // the server sends the one the browser accepts (@fastify/static preCompressed), so a phone on
    // a slow network downloads a quarter of the bytes and the server compresses nothing per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Two pages: the staff app, and the light participant page (survey links, demo, consent),
    // which shares no code with the staff screens.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        participant: fileURLToPath(new URL('./participant.html', import.meta.url)),
      },
      // Fewer, larger chunks for the staff screens. Left to itself the bundler cut Mantine into
      // dozens of small shared chunks, and a staff page made about fifty requests: on a phone's
      // network each costs a round trip, and HTTP/1.1 sends six at a time (npm run audit:pages).
      // React is shared with the participant page. Mantine's parts used by four or more of the
      // staff chunks go together (with what they import); the rest stay with the screens that use
      // them (the login page loads 229 KiB of gzipped JS, not 254). The screens stay lazy, one chunk each.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core|hooks|notifications)[\\/]/,
              priority: 1,
              minShareCount: 4,
            },
          ],
        },
      },
    },
    // dist/.vite/manifest.json: read by `npm run size` (scripts/measure-size.ts).
    manifest: true,
    // The participant's survey must stay small: staff screens, Mantine and the chart library
    // live in their own chunks, loaded only by the routes that use them.
    chunkSizeWarningLimit: 600,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
