import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/build-app.ts';
import { runSeeders } from './seed/run-seeders.ts';
import type { Seeder } from './seed/seeder.ts';

const extensions = ['btree_gist', 'citext', 'cube', 'earthdistance', 'pg_trgm', 'unaccent'];

async function installedExtensions(app: Awaited<ReturnType<typeof createTestApp>>['app']): Promise<string[]> {
  const rows = await app.propre.db.orm.em
    .getConnection()
    .execute<{ extname: string }[]>('select extname from pg_extension order by extname');
  return rows.map((r) => r.extname);
}

describe('database', () => {
  const t = useTestApp();

  it('applies the committed migrations and loads the extensions later areas use', async () => {
    const applied = await t.app.propre.db.orm.migrator.getExecuted();
    expect(applied.map((m) => m.name)).toContain('Migration20261122000000_foundation');
    expect(await t.app.propre.db.orm.migrator.getPending()).toEqual([]);
    expect(await installedExtensions(t.app)).toEqual(expect.arrayContaining(extensions));
  });

  it('keeps the connections a burst opened, rather than closing them once idle', async () => {
    const pool = t.app.propre.db.pool;
    const idle = pool.options.idleTimeoutMillis;
    // The pool's own idle timer, shortened so the test need not wait out its 10 s.
    pool.options.idleTimeoutMillis = 50;
    try {
      await Promise.all([1, 2, 3].map(() => pool.query('select pg_sleep(0.05)')));
      const opened = pool.totalCount;
      expect(opened).toBeGreaterThanOrEqual(Math.min(3, pool.options.max));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // (Some may be busy: the job workers poll through this pool too.)
      expect(pool.totalCount).toBe(opened);
    } finally {
      pool.options.idleTimeoutMillis = idle;
    }
  });

  it('runs each seeder once, and rolls a failing seeder back entirely', async () => {
    const em = t.app.propre.db.orm.em;
    const calls: string[] = [];
    const good: Seeder = {
      name: 'test-good',
      run: async ({ em: tx }) => {
        calls.push('good');
        await tx
          .getConnection()
          .execute("insert into seed_run (name) values ('side-effect-of-good')", [], 'run', tx.getTransactionContext());
      },
    };
    const bad: Seeder = {
      name: 'test-bad',
      run: async ({ em: tx }) => {
        await tx
          .getConnection()
          .execute("insert into seed_run (name) values ('side-effect-of-bad')", [], 'run', tx.getTransactionContext());
        throw new Error('seed failed halfway');
      },
    };
    expect(await runSeeders(em, [good], t.app.propre)).toEqual(['test-good']);
    expect(await runSeeders(em, [good], t.app.propre)).toEqual([]);
    expect(calls).toEqual(['good']);
    await expect(runSeeders(em, [bad], t.app.propre)).rejects.toThrow('seed failed halfway');
    const names = (await em.getConnection().execute<{ name: string }[]>('select name from seed_run order by name')).map(
      (r) => r.name,
    );
    expect(names).toEqual(['side-effect-of-good', 'test-good']);
  });
});

describe('embedded PGlite', () => {
  it('migrates and loads the same extensions with no PostgreSQL configured', async () => {
    const app = await createTestApp({ env: { DATABASE_URL: '' } });
    try {
      expect(app.app.propre.db.embedded).toBe(true);
      expect(await installedExtensions(app.app)).toEqual(expect.arrayContaining(extensions));
      const ready = await app.request({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    // PGlite's start (WASM, then every migration) takes tens of seconds on a busy machine.
  }, 180_000);
});
