import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api,sdk,tests,openapi}/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Each file builds the app on a database of its own; starting PGlite or migrating takes seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
