import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API and the built client share one origin; `npm run dev -w @romtrack/web` proxies /api
// to a server started with `npm run dev`.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The participant's survey must stay small: staff screens, Mantine and the chart library
    // live in their own chunks, loaded only by the routes that use them.
    chunkSizeWarningLimit: 600,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
