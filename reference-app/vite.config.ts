import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

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

/**
 * The built marketplace runs on Preact's compatibility layer, in the browser and on the server
 * (docs/adr/0021-reference-app-on-preact.md): React DOM alone was a third of a public page's first
 * load. The paths are absolute so that every package of the bundle (the router, TanStack Query,
 * Radix) gets the one copy of Preact whatever folder it imports from.
 */
const preactCompat = fileURLToPath(import.meta.resolve('preact/compat'));
const onPreact = [
  { find: /^react-dom\/client$/, replacement: fileURLToPath(import.meta.resolve('preact/compat/client')) },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: fileURLToPath(import.meta.resolve('preact/jsx-runtime')) },
  { find: /^react(-dom)?$/, replacement: preactCompat },
];

export default defineConfig(({ isSsrBuild }) => ({
  // Vite compiles the JSX itself: React's fast refresh has no React to refresh here, so the
  // development server reloads the page on an edit.
  plugins: [clientManifest(isSsrBuild === true), chunkModules()],
  resolve: {
    alias: onPreact,
    // In the browser, the widgets' common texts of the page's language only (`#common-texts` in
    // @propre/widgets; main.tsx loads them before the first render). The server keeps both.
    conditions: isSsrBuild ? undefined : ['propre-one-language', ...defaultClientConditions],
  },
  // The first chunk holds Preact, the router, TanStack Query and i18next (about 110 kB gzip); the
  // pages that bring widgets load on demand. Vite's default warning (500 kB before compression)
  // would fire on every start.
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: what each page's first load fetches (the server's links, scripts/budget.ts).
    manifest: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    // On a busy 2-core machine the CSS transform always "looks slow"; the report is noise at start.
    // The libraries' "use client" directives mean nothing in this bundle (no server components).
    rolldownOptions: { checks: { bundlerTimings: false, moduleLevelDirective: false } },
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
