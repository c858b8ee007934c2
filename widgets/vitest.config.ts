import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Widget tests run in real Chromium (Debian's, never a downloaded one): focus, layout, CSS
 * layers, shadow roots and Radix's positioning only tell the truth in a browser.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.stories.tsx', 'node_modules/**'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
    },
    testTimeout: 15_000,
    // Failure screenshots are artefacts of a run, not sources: kept where git does not look.
    attachmentsDir: 'node_modules/.vitest-attachments',
  },
});
