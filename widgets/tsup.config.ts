import { defineConfig } from 'tsup';

/** One entry per subpath export, so a partner's bundler loads only the widgets it imports. */
const entry = {
  index: 'src/index.ts',
  'provider/index': 'src/provider/index.ts',
  'ui/index': 'src/ui/index.ts',
  'login/index': 'src/login/index.ts',
  'cleaner-search/index': 'src/cleaner-search/index.ts',
  'auth/index': 'src/auth/index.ts',
  'account/index': 'src/account/index.ts',
  'cleaner-onboarding/index': 'src/cleaner-onboarding/index.ts',
  'client-onboarding/index': 'src/client-onboarding/index.ts',
  'properties/index': 'src/properties/index.ts',
  'cleaner-profile/index': 'src/cleaner-profile/index.ts',
  'reviews/index': 'src/reviews/index.ts',
  'booking/index': 'src/booking/index.ts',
  'bookings/index': 'src/bookings/index.ts',
  'chat/index': 'src/chat/index.ts',
  'admin-messages/index': 'src/admin-messages/index.ts',
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
      // Optional peers, imported only on demand (Stripe with the Stripe provider, Leaflet with a tile server).
      /^@stripe\//,
      'leaflet',
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
