/**
 * The size budgets, measured as a partner's bundler ships a widget: the entry and the provider,
 * minified and gzipped, with the peers and `@tanstack/query-core` left to the partner and
 * `@propre/sdk` counted in. "First load" is what the entry costs before a widget renders
 * (`defineWidget` loads each widget's code and texts when it first shows); each entry's own CSS
 * beside the shared base. Every entry gets the same budget: a new one is checked by being a folder.
 */
import { existsSync, readFileSync } from 'node:fs';
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

/**
 * The script-tag embed (dist/embed/v1, scripts/build-embed.ts): the loader of the snippet, and
 * what a page loads until one widget shows (React included), as its manifest lists it.
 */
const embedDir = 'dist/embed/v1';
const embedManifest = `${embedDir}/manifest.json`;
const embedWidgets: Record<string, string[]> = existsSync(embedManifest)
  ? (JSON.parse(readFileSync(embedManifest, 'utf8')) as { widgets: Record<string, string[]> }).widgets
  : {};
// Issue 38 asks for 110 kB with React: every widget is held to it. Measured 2026-12-07 on Preact's
// compatibility layer with one language's common texts (docs/adr/0017-embed-on-preact.md): booking
// 99.6 kB, search 85.4 kB, cleaner-profile 83.4 kB (bench/results.md; 164.3 kB for the booking on
// React DOM).
const embedLimit = '110 kB';

export default [
  {
    name: 'embed: the loader of the snippet (/embed/v1/loader.js)',
    path: `${embedDir}/loader.js`,
    gzip: true,
    rolldown: false,
    limit: '6 kB',
  },
  ...Object.entries(embedWidgets).map(([widget, files]) => ({
    name: `embed: ${widget} shown, React included (every file until it shows)`,
    path: files.map((file) => `${embedDir}/${file}`),
    gzip: true,
    rolldown: false,
    limit: embedLimit,
  })),
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
    // calendar, 17.66 kB with the job, issue 35; 18.46 kB with the admin console, issue 36; about 19 kB
    // with the content entry, issue 37; 21.22 kB with the six admin entries, the newsletter and the
    // discount popup, 2026-12-07): it grows with each entry, whose own CSS has its budget above. A
    // page with one widget loads base.css and that entry's styles.css instead; the reference app
    // still takes them all (its per-route split is issue 37's), so this holds the sum from drifting.
    name: 'all styles (@propre/widgets/styles.css)',
    path: 'dist/styles.css',
    gzip: true,
    rolldown: false,
    limit: '22 kB',
  },
];
