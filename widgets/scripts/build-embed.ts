/**
 * Builds the script-tag embed into dist/embed/v1/ (served by the API at /embed/v1/):
 *
 * - `runtime-<hash>.js` and its chunks (ES modules, split: React and the shared code once, each
 *   widget's own code and texts when first shown), every file named by its content's hash so the
 *   API caches them for a year;
 * - `loader.js`, the tiny classic script of the snippet, which names the runtime's hashed file
 *   and its Subresource Integrity hash (so it is built last);
 * - `manifest.json`: the package version and the SRI hash (sha384) of every file.
 *
 * React, `react-dom` and the JSX runtime are Preact's compatibility layer here (not in the npm
 * package): docs/adr/0017-embed-on-preact.md.
 *
 * CSS is inlined into the JavaScript as text for the shadow roots, with `rem` (the page's root
 * font size) turned into `--propre-rem` (the reader's own default size, measured on the host):
 * see docs/adr/0012-embed-sizes-in-shadow-roots.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { type EmbedWidgetName, embedWidgets } from '../src/embed/types.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const embedOut = join(root, 'dist/embed/v1');
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

/** `1.25rem` → `calc(1.25 * var(--propre-rem))`: sizes follow the reader's default, not the page's root. */
export function remToEmbed(css: string): string {
  return css.replace(/(-?\d*\.?\d+)rem\b/g, (_, n: string) => `calc(${n} * var(--propre-rem))`);
}

/** `import css from './x.css?inline'`: the stylesheet, its @imports inlined, minified, as a string. */
const inlineCss: Plugin = {
  name: 'propre-inline-css',
  setup(b) {
    b.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'inline-css',
    }));
    b.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const out = await build({ entryPoints: [args.path], bundle: true, minify: true, write: false, logLevel: 'silent' });
      const text = remToEmbed(out.outputFiles[0]?.text ?? '');
      return { contents: `export default ${JSON.stringify(text)};`, loader: 'js', watchFiles: [args.path] };
    });
  },
};

const integrity = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const common = {
  absWorkingDir: root,
  bundle: true,
  minify: true,
  target: 'es2022',
  platform: 'browser',
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
  // The entries import their CSS for bundlers that follow it; the embed inlines it instead.
  loader: { '.css': 'empty' },
  logLevel: 'warning',
} as const;

type Metafile = {
  outputs: Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, unknown>; entryPoint?: string }>;
};

/** What a page loads to show each widget in French: the embed's module, the widget's code and texts. */
const firstShown: Record<EmbedWidgetName, string[]> = {
  booking: ['src/embed/widgets/booking.tsx', 'src/booking/BookingWidget.tsx', 'src/booking/texts/fr.json'],
  search: ['src/embed/widgets/search.tsx', 'src/cleaner-search/CleanerSearch.tsx', 'src/cleaner-search/texts/fr.json'],
  'cleaner-profile': [
    'src/embed/widgets/cleaner-profile.tsx',
    'src/cleaner-profile/CleanerProfile.tsx',
    'src/cleaner-profile/texts/fr.json',
  ],
};

/**
 * The files a page loads until one widget shows, in French: the runtime (Preact, the provider,
 * the SDK), the common texts in French, the widget's module, its code and texts, and what each
 * statically imports. What it loads later on demand (a dialog, the sign-up step, Stripe.js) is
 * not counted.
 */
function widgetGraph(meta: Metafile, widget: EmbedWidgetName): string[] {
  const starts = ['src/embed/runtime.tsx', 'src/i18n/locales/fr/common.json', ...firstShown[widget]];
  const seen = new Set<string>();
  const visit = (out: string) => {
    if (seen.has(out)) return;
    seen.add(out);
    for (const next of meta.outputs[out]?.imports ?? []) if (next.kind === 'import-statement') visit(next.path);
  };
  for (const start of starts) {
    const out = Object.entries(meta.outputs).find(([, o]) => o.entryPoint?.endsWith(start))?.[0];
    if (!out) throw new Error(`no chunk starts at ${start}`);
    visit(out);
  }
  return [...seen].map((out) => out.slice(out.lastIndexOf('/') + 1)).sort();
}

export async function buildEmbed(): Promise<{ files: Record<string, string>; runtime: string }> {
  rmSync(embedOut, { recursive: true, force: true });
  const runtimeBuild = await build({
    ...common,
    entryPoints: { runtime: join(root, 'src/embed/runtime.tsx') },
    format: 'esm',
    splitting: true,
    outdir: embedOut,
    entryNames: '[name]-[hash]',
    chunkNames: 'c-[hash]',
    plugins: [inlineCss],
    // `#common-texts` is the page's language only (src/i18n/one-language-common.ts, ADR 0017).
    conditions: ['propre-one-language'],
    // The script-tag embed runs on Preact's compatibility layer (docs/adr/0017-embed-on-preact.md):
    // React DOM alone was 57 kB of the booking's 164 kB. `react/jsx-runtime` and `react-dom/client`
    // follow as subpaths. The npm package is unchanged: a partner's React app brings React 19.
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    metafile: true,
  });
  const runtime = Object.entries(runtimeBuild.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('runtime.tsx'))?.[0];
  if (!runtime) throw new Error('the runtime was not built');
  const runtimeFile = runtime.slice(runtime.lastIndexOf('/') + 1);
  const runtimeIntegrity = integrity(readFileSync(join(embedOut, runtimeFile)));
  await build({
    ...common,
    entryPoints: [join(root, 'src/embed/loader.ts')],
    format: 'iife',
    outfile: join(embedOut, 'loader.js'),
    define: {
      ...common.define,
      __PROPRE_EMBED__: JSON.stringify({ runtime: runtimeFile, integrity: runtimeIntegrity, version }),
    },
  });
  const files = Object.fromEntries(
    readdirSync(embedOut)
      .filter((name) => name.endsWith('.js'))
      .sort()
      .map((name) => [name, integrity(readFileSync(join(embedOut, name)))]),
  );
  const widgets = Object.fromEntries(embedWidgets.map((name) => [name, widgetGraph(runtimeBuild.metafile as Metafile, name)]));
  writeFileSync(
    join(embedOut, 'manifest.json'),
    `${JSON.stringify({ version, loader: 'loader.js', runtime: runtimeFile, widgets, integrity: files }, null, 2)}\n`,
  );
  return { files, runtime: runtimeFile };
}

/** A hash of what the embed is built from (the widgets', the SDK's sources, the contract, the lockfile). */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    } else {
      hash.update(path).update(readFileSync(path));
    }
  };
  for (const input of ['widgets/src', 'widgets/scripts/build-embed.ts', 'sdk/src', 'openapi/generated', 'pnpm-lock.yaml']) {
    walk(join(root, '..', input));
  }
  return hash.digest('hex');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--if-stale` (./script/start, the browser tests): nothing to do when the sources did not change.
  const stamp = join(embedOut, '..', '.stamp');
  const hash = process.argv.includes('--if-stale') ? sourcesHash() : undefined;
  if (hash && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash && existsSync(join(embedOut, 'loader.js'))) {
    console.log('embed: dist/embed/v1 is current');
  } else {
    const { files, runtime } = await buildEmbed();
    if (hash) writeFileSync(stamp, hash);
    console.log(`embed: ${Object.keys(files).length} files in dist/embed/v1 (runtime ${runtime})`);
  }
}
