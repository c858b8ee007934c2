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
