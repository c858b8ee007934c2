import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API in development (`vite dev` / `vite preview` talk to it through this proxy, so the
// session cookie and the CSRF cookie stay same-origin as they are in production).
const api = process.env.PROPRE_API ?? 'http://localhost:3000';
const proxy = { '/api': { target: api, changeOrigin: false }, '/ws': { target: api, ws: true } };

export default defineConfig({
  plugins: [react()],
  // The first chunk holds React, the router, TanStack Query, i18next and the header's Radix menu
  // (about 190 kB gzip); the pages that bring widgets load on demand. Vite's default warning
  // (500 kB before compression) would fire on every start.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    // On a busy 2-core machine the CSS transform always "looks slow"; the report is noise at start.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: { proxy },
  preview: { proxy },
});
