import { defineConfig } from 'tsup';

/** One entry per subpath export, so a partner's bundler loads only the widgets it imports. */
const entry = {
  index: 'src/index.ts',
  'provider/index': 'src/provider/index.ts',
  'ui/index': 'src/ui/index.ts',
  'login/index': 'src/login/index.ts',
  'cleaner-search/index': 'src/cleaner-search/index.ts',
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
    ],
    // Each widget imports its own CSS for bundlers that follow it; dist/styles.css has them all.
    loader: { '.css': 'empty' },
  },
  {
    // The whole stylesheet, its @imports inlined and minified: `@propre/widgets/styles.css`.
    entry: { styles: 'src/styles/index.css' },
    minify: true,
    clean: false,
  },
]);
