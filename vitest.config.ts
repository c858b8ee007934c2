import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api,sdk,tests,openapi}/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Migrates one template database for the run; each file's database is a copy of it.
    globalSetup: ['api/test/global-setup.ts'],
    // Each file builds the app on a database of its own; starting PGlite or migrating takes seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time on a 2-core host: most of a file's time is spent waiting on PostgreSQL
    // (or a child server), so the default of one worker (cores − 1) left a core idle. Measured on
    // tests/: 239 s of test time run one by one, 182 s wall with two workers.
    maxWorkers: 2,
    // A worker runs file after file without re-importing the app's modules for each: 151 files
    // each paid a worker's start (1.7 s under load) and a fresh import of the app (a quarter of
    // the run's time). Safe because no module keeps state a test could see (no module-level
    // singletons; each file builds its app and database), no test mocks a module or stubs the
    // environment, and the one test with fake timers restores them after each test. A full run
    // in shuffled order passes (docs/adr/0009, "CI time").
    isolate: false,
  },
});
