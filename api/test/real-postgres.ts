/**
 * The one rule for tests that need a real PostgreSQL server by nature: several sessions at once
 * (a row lock held by another connection, two API instances on one database), an API process of
 * its own that is killed or stopped, pg's pipeline mode, or faults in the server. PGlite is one
 * session inside the test's process and can give none of these.
 *
 * On PGlite such a test fails at once with this message, naming what it needs: it never hangs
 * waiting for a second session and is never skipped. CI always has PostgreSQL, where they run
 * (docs/adr/0011-ci-time.md). Call it first, in the test or in the hook that would otherwise wait.
 *
 * `databaseUrl` is the test's database on the real server: `TestDatabase.url` or
 * `TestApp.config.databaseUrl`, both undefined on PGlite.
 */
export function needsRealPostgres(databaseUrl: string | undefined, what: string): asserts databaseUrl is string {
  if (!databaseUrl) {
    throw new Error(`needs a real PostgreSQL (TEST_DATABASE_URL), not PGlite: ${what}`);
  }
}
