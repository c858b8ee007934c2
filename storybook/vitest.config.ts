import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { prebundledDependencies, sharedDependencies } from './.storybook/shared-dependencies.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // Stories and story support live in widgets/, whose node_modules has neither MSW nor Storybook:
  // these resolve from this package instead (see .storybook/shared-dependencies.ts).
  resolve: { dedupe: sharedDependencies },
  optimizeDeps: { include: prebundledDependencies },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'story-support',
          environment: 'node',
          // The first check compiles the whole contract with Ajv: 0.4 s alone, but past the default
          // 5 s once on CI, its 2 cores shared with the journeys and the browser stories.
          testTimeout: 30_000,
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(here, '.storybook'), storybookScript: 'pnpm dev' })],
        test: {
          name: 'stories',
          // The first story of a file also loads its widget's modules: on a busy 2-core host (the
          // CI lanes side by side) that alone took 18 s once, past the browser mode's 15 s.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
                // Reduced motion: the widgets' entrance animations shrink to 1 ms, so a play function
                // never meets a dialog or a toast half faded in.
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--force-prefers-reduced-motion',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
