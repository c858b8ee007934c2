import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API in development (`vite dev` / `vite preview` talk to it through this proxy, so the
// session cookie and the CSRF cookie stay same-origin as they are in production).
const api = process.env.PROPRE_API ?? 'http://localhost:3000';
const proxy = { '/api': { target: api, changeOrigin: false }, '/ws': { target: api, ws: true } };

const clientManifestId = 'virtual:client-manifest';

/**
 * The client build's manifest, as a module of the server's entry: the server links the CSS and
 * preloads the code of the page it renders (ssr/page-assets.ts). Empty outside the server build
 * (tests, development), where the page loads its own styles as its code arrives.
 */
function clientManifest(isSsrBuild: boolean): Plugin {
  let outDir = '';
  return {
    name: 'propre:client-manifest',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    resolveId: (id) => (id === clientManifestId ? `\0${clientManifestId}` : null),
    load(id) {
      if (id !== `\0${clientManifestId}`) return null;
      // The server's entry is built into <client build>/server/.
      const file = resolve(outDir, '../.vite/manifest.json');
      const manifest = isSsrBuild && existsSync(file) ? readFileSync(file, 'utf8') : '{}';
      return `export default ${manifest};`;
    },
  };
}

/**
 * Which source modules each chunk holds (dist/.vite/modules.json), beside Vite's manifest: the
 * budget check (scripts/budget.ts) proves from it that no admin or account code is in a public
 * page's first load.
 */
function chunkModules(): Plugin {
  return {
    name: 'propre:chunk-modules',
    apply: (_, env) => !env.isSsrBuild,
    generateBundle(_, bundle) {
      const root = resolve(import.meta.dirname, '..');
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        modules[chunk.fileName] = chunk.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => relative(root, id));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(modules) });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), clientManifest(isSsrBuild === true), chunkModules()],
  // The first chunk holds React, the router, TanStack Query, i18next and the header's Radix menu
  // (about 190 kB gzip); the pages that bring widgets load on demand. Vite's default warning
  // (500 kB before compression) would fire on every start.
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: what each page's first load fetches (the server's links, scripts/budget.ts).
    manifest: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    // On a busy 2-core machine the CSS transform always "looks slow"; the report is noise at start.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // The server's entry (src/ssr/entry-server.tsx, built into dist/server/ by scripts/ensure-built.ts)
  // carries everything it imports: the API process that loads it has none of the app's packages.
  ssr: { noExternal: true },
  // …and React's production build in it whatever NODE_ENV the API runs with: the development build
  // renders several times slower, and a page renders on every request.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: { proxy },
  preview: { proxy },
}));
