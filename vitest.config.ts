import { defineConfig } from 'vitest/config';

// Files whose checks time the worker's own event loop: they run in a fresh worker (see below).
const timedFiles = ['api/src/plugins/pressure/pressure.test.ts'];

export default defineConfig({
  test: {
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{api,sdk,tests,openapi}/**/*.test.ts', 'widgets/scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...timedFiles],
          // A worker runs file after file without re-importing the app's modules for each: each
          // file paid a worker's start (1.7 s under load) and a fresh import of the app (30 % of a
          // run, 5 % now). Safe because no module keeps state a test could see (no module-level
          // singletons; each file builds its app and database), no test mocks a module or stubs
          // the environment, and the one test with fake timers restores them after each test
          // (docs/adr/0011-ci-time.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'timed',
          include: timedFiles,
          // The pressure test sheds load above 20 ms of event-loop delay: in a worker that ran
          // other files first, their garbage and leftovers delayed its loop past that before
          // its "calm" request (503 instead of 200, twice; never alone). A fresh worker, as before.
          isolate: true,
        },
      },
    ],
  },
});
