/**
 * The size budgets, measured as a partner's bundler ships a widget: the entry and the provider,
 * minified and gzipped, with the peers and `@tanstack/query-core` left to the partner and
 * `@propre/sdk` counted in. "First load" is what the entry costs before a widget renders
 * (`defineWidget` loads each widget's code and texts when it first shows); each entry's own CSS
 * beside the shared base. Every entry gets the same budget: a new one is checked by being a folder.
 */
import { widgetEntries } from './scripts/entries.ts';

const peers = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'i18next',
  'react-i18next',
  '@stripe/react-stripe-js',
  '@stripe/stripe-js',
  'leaflet',
];

const entries = widgetEntries('src');

export default [
  ...entries.map((entry) => ({
    name: `${entry} + PropreProvider, first load (peers excluded, @propre/sdk included)`,
    path: [`dist/${entry}/index.js`, 'dist/provider/index.js'],
    import: { [`dist/${entry}/index.js`]: '*', 'dist/provider/index.js': '{ PropreProvider }' },
    entry: ['index'],
    gzip: true,
    ignore: peers,
    limit: '25 kB',
  })),
  ...entries.map((entry) => ({
    name: `${entry}'s own CSS (@propre/widgets/${entry}/styles.css)`,
    path: `dist/${entry}/styles.css`,
    gzip: true,
    rolldown: false,
    limit: '4 kB',
  })),
  {
    name: 'the shared base CSS (@propre/widgets/base.css: tokens, root, primitives, forms)',
    path: 'dist/base.css',
    gzip: true,
    rolldown: false,
    limit: '8 kB',
  },
  {
    // Every widget's CSS at once (16.07 kB on 2026-12-06, the route walk's fixes added some;
    // 16.65 kB with the payouts entry, 16.67 kB with referrals and ReceivedReviews, 17.43 kB with the
    // calendar, 17.66 kB with the job, issue 35; 18.32 kB with the content entry, issue 37): it grows
    // with each entry, whose own CSS has its budget above. A page with one widget loads base.css and
    // that entry's styles.css instead.
    name: 'all styles (@propre/widgets/styles.css)',
    path: 'dist/styles.css',
    gzip: true,
    rolldown: false,
    limit: '19 kB',
  },
];
