import { defineConfig } from 'tsup';
import { widgetEntries } from './scripts/entries.ts';

const entries = widgetEntries('src');

/** One entry per subpath export, so a partner's bundler loads only the widgets it imports. */
const entry: Record<string, string> = {
  index: 'src/index.ts',
  'provider/index': 'src/provider/index.ts',
  'ui/index': 'src/ui/index.ts',
  'forms/index': 'src/forms/index.ts',
  ...Object.fromEntries(entries.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
  // The script-tag embed's types (the embed itself is built by scripts/build-embed.ts).
  'embed/index': 'src/embed/index.ts',
};

/**
 * The stylesheets: all of them in one (`styles.css`), or the shared base (tokens, root, the
 * primitives and forms) plus each entry's own, so a page with one widget loads its CSS only.
 */
const styles: Record<string, string> = {
  styles: 'src/styles/index.css',
  base: 'src/styles/base-all.css',
  ...Object.fromEntries(entries.map((name) => [`${name}/styles`, `src/${name}/${name}.css`])),
};

export default defineConfig([
  {
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    // dist/ is emptied by scripts/clean-dist.ts: two builds write into it side by side.
    clean: false,
    // Shared modules (the provider's context above all) become chunks every entry imports: a
    // widget from `/login` finds the context set by `PropreProvider` from `/provider`.
    splitting: true,
    treeshake: true,
    target: 'es2022',
    platform: 'browser',
    // Peers and dependencies stay imports; the partner's bundler resolves and dedupes them.
    external: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      '@tanstack/react-query',
      'i18next',
      'react-i18next',
      /^@propre\/sdk/,
      /^@radix-ui\//,
      /^@visx\//,
      // Optional peers, imported only on demand (Stripe with the Stripe provider, Leaflet with a tile server).
      /^@stripe\//,
      'leaflet',
    ],
    // Each widget imports its own CSS for bundlers that follow it; the stylesheets are built below.
    loader: { '.css': 'empty' },
  },
  {
    // The stylesheets, their @imports inlined and minified.
    entry: styles,
    minify: true,
    clean: false,
  },
]);
