import { defineConfig } from '@playwright/test';

// Debian's Chromium (apt), never a downloaded browser; CHROME_PATH points elsewhere if needed.
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './e2e/artifacts/results',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two cores, and the server runs beside the browsers.
  workers: 2,
  forbidOnly: true,
  // One retry: the journeys share two cores with the stories lane, and a landing is all or
  // nothing (one journey failed once on CI in 216 and passed on every run here). A journey that
  // passes only on its retry is printed as flaky, and the run's recap shows it.
  retries: 1,
  // Generous for a 2-core machine shared with the server and a second browser.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // results.json keeps each journey's duration: `node e2e/support/slowest.ts` lists the slowest.
  reporter: [
    ['list'],
    ['html', { outputFolder: './e2e/artifacts/report', open: 'never' }],
    ['json', { outputFile: './e2e/artifacts/results.json' }],
  ],
  use: {
    locale: 'fr-CA',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args },
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      // Storybook is a desktop tool for designers and developers: checked once, at the desktop width.
      testIgnore: /storybook\.spec\.ts$/,
      // A journey whose checks do not depend on the width (HTTP only), or one of a set spread over
      // the two widths, is tagged with the one it runs at.
      grepInvert: /@desktop-only/,
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone-only/ },
  ],
});
