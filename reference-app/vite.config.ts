import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
/** One source for every text: the widgets' resources, which also hold the app's namespaces. */
const localesDir = resolve(here, '../widgets/src/i18n/locales');

/** The locale files as `{ 'fr/header.json': absolute path }`. */
function localeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(localesDir)) return files;
  for (const lng of readdirSync(localesDir)) {
    const dir = join(localesDir, lng);
    for (const file of readdirSync(dir)) {
      if (file.endsWith('.json')) files.set(`${lng}/${file}`, join(dir, file));
    }
  }
  return files;
}

/**
 * Serves the translation resources at /locales/{lng}/{ns}.json, where i18next-http-backend
 * loads them: from the source files while developing, copied into the build otherwise.
 */
function locales(): Plugin {
  return {
    name: 'propre-locales',
    configureServer(server) {
      server.middlewares.use('/locales', (request, response, next) => {
        const file = localeFiles().get((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (!file) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [name, file] of localeFiles()) {
        // Parsed and written back compact: a broken file fails the build instead of the page.
        const source = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
        this.emitFile({ type: 'asset', fileName: `locales/${name}`, source });
      }
    },
  };
}

// The API in development (`vite dev` / `vite preview` talk to it through this proxy, so the
// session cookie and the CSRF cookie stay same-origin as they are in production).
const api = process.env.PROPRE_API ?? 'http://localhost:3000';
const proxy = { '/api': { target: api, changeOrigin: false }, '/ws': { target: api, ws: true } };

export default defineConfig({
  plugins: [react(), locales()],
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
