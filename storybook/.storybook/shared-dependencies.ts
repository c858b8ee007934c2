// The stories and widgets/src/story-support import these, but widgets/ does not depend on them
// (a partner installing @propre/widgets must not get MSW or Storybook). Vite resolves them from the
// Storybook package's root instead of from the importing file; React and its peers are listed so
// the stories and the widgets share one copy.
export const sharedDependencies = [
  'msw',
  'ajv',
  'ajv-formats',
  'storybook',
  '@storybook/react-vite',
  'msw-storybook-addon',
  'react',
  'react-dom',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
];

/**
 * Pre-bundled before the first story loads. Vite otherwise discovers some of them only when a
 * story imports them, re-optimises and reloads the page — which fails a story test midway.
 * Packages of the widgets and the SDK are named through them (`a > b`): they are not ours to depend on.
 */
export const prebundledDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'ajv/dist/2020.js',
  'ajv-formats',
  '@propre/widgets > @radix-ui/react-dialog',
  '@propre/widgets > @radix-ui/react-dropdown-menu',
  '@propre/widgets > @radix-ui/react-popover',
  '@propre/widgets > @radix-ui/react-tabs',
  '@propre/widgets > @radix-ui/react-toast',
  // Optional peers of the widgets, loaded on demand by the Stripe and map stories.
  '@propre/widgets > @stripe/react-stripe-js',
  '@propre/widgets > @stripe/stripe-js',
  '@propre/widgets > leaflet',
  '@propre/sdk > openapi-fetch',
];
