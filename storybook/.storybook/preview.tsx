import '@propre/widgets/styles.css';
import './preview.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { runStoryMatrix } from './matrix/run-matrix.ts';
import { type StoryParameters, StoryProviders } from './StoryProviders.tsx';
import { startMockWorker } from './worker.ts';

// `waitFor` and `findBy…` in the plays wait up to 5 s, not Testing Library's 1 s: in CI the
// stories run beside the journeys on 2 cores, and on a slower host a mocked answer and its
// render took longer than 1 s (CleanerSettings' "Bio Api Field Error", 2026-11-28). A play
// still fails as soon as 5 s pass without what it expects.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  // Starts MSW once, clears the handlers before each story; stories add theirs in beforeEach({ msw }).
  loaders: [mswLoader(startMockWorker)],
  decorators: [
    (Story, { id, globals, parameters, canvasElement }) => (
      <StoryProviders
        key={`${id}:${globals.locale}`}
        locale={globals.locale}
        theme={globals.theme}
        brand={globals.brand}
        appearance={(parameters as StoryParameters).propre?.appearance}
        canvas={canvasElement}
      >
        <Story />
      </StoryProviders>
    ),
  ],
  // Under Vitest only: each story test also renders its story in the other language and themes
  // (matrix/run-matrix.ts, docs/adr/0008). Browsing Storybook never flickers through them.
  afterEach: async (context) => {
    if (import.meta.env.VITEST_STORYBOOK !== undefined) await runStoryMatrix(context);
  },
  globalTypes: {
    locale: {
      description: 'Langue des widgets / widget language',
      toolbar: {
        title: 'Langue',
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français', right: 'fr' },
          { value: 'en', title: 'English', right: 'en' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Thème',
      toolbar: {
        title: 'Thème',
        icon: 'contrast',
        items: [
          { value: 'default', title: 'Par défaut' },
          { value: 'bright', title: 'Contraste élevé' },
          { value: 'dark', title: 'Sombre' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Marque',
      toolbar: {
        title: 'Marque',
        icon: 'paintbrush',
        items: [
          { value: 'propre', title: 'Propre' },
          { value: 'eclat', title: 'Éclat' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'fr', theme: 'default', brand: 'propre' },
  parameters: {
    // The provider's root paints the theme's page colour edge to edge (see preview.css).
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Violations fail the story's test…
      test: 'error',
      // …when serious or critical: the addon's matcher keeps only these impacts (axe carries the
      // run options into results.toolOptions, where the matcher reads them).
      options: { impactLevels: ['serious', 'critical'] } as Record<string, unknown>,
    },
  },
};

export default preview;
