import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../test/build-app.ts';
import { needsRealPostgres } from '../../test/real-postgres.ts';
import { query, together, transaction } from './sql.ts';

/**
 * Statements a transaction is given together are pipelined on real PostgreSQL (one wait for all)
 * and run one after the other on PGlite; either way each keeps its own answer and error.
 */
function pipelineCases(app: () => TestApp) {
  const em = () => app().app.propre.db.orm.em.fork() as EntityManager;

  it('answers each statement of a batch with its own rows, in order', async () => {
    const answers = await transaction(em(), (tx) =>
      together([
        query<{ n: number }>(tx, 'select $1::int as n', [1]),
        query<{ n: number }>(tx, 'select $1::int as n', [2]),
        query<{ s: string }>(tx, 'select $1::text as s', ['three']),
      ]),
    );
    expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ s: 'three' }]]);
  });

  it('raises the failing statement’s own error, not the refusal of those after it, and keeps nothing', async () => {
    await query(em(), 'create table if not exists sql_pipeline_probe (id text primary key)');
    await query(em(), "insert into sql_pipeline_probe (id) values ('taken') on conflict do nothing");
    const failed = transaction(em(), (tx) =>
      together([
        query(tx, 'insert into sql_pipeline_probe (id) values ($1)', ['first']),
        query(tx, 'insert into sql_pipeline_probe (id) values ($1)', ['taken']),
        query(tx, 'insert into sql_pipeline_probe (id) values ($1)', ['third']),
      ]),
    );
    await expect(failed).rejects.toMatchObject({ code: '23505', constraint: 'sql_pipeline_probe_pkey' });
    const rows = await query<{ id: string }>(em(), 'select id from sql_pipeline_probe order by id');
    expect(rows.map((row) => row.id)).toEqual(['taken']);
  });

  it('orders a batch after the statements the transaction already runs', async () => {
    const seen = await transaction(em(), async (tx) => {
      await query(tx, 'create temporary table sql_pipeline_order (n int) on commit drop');
      const writes = [1, 2, 3].map((n) => query(tx, 'insert into sql_pipeline_order (n) values ($1)', [n]));
      const read = query<{ n: number }>(tx, 'select n from sql_pipeline_order order by n');
      return (await together([...writes, read]))[3];
    });
    expect(seen).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
}

describe('db/sql.ts pipelining on PostgreSQL', () => {
  const t = useTestApp();
  pipelineCases(() => t);

  it('puts the pool’s connections in pg’s pipeline mode', async () => {
    needsRealPostgres(t.config.databaseUrl, 'pg’s pipeline mode, which is off on PGlite (see the PGlite cases below)');
    const client = await t.app.propre.db.pool.connect();
    try {
      expect((client as unknown as { pipeline: boolean }).pipeline).toBe(true);
    } finally {
      client.release();
    }
  });
});

describe('db/sql.ts on PGlite (one session, no pipeline mode)', () => {
  const t = {} as TestApp;
  it('starts PGlite', async () => {
    Object.assign(t, await createTestApp({ env: { DATABASE_URL: '' } }));
    expect(t.app.propre.db.embedded).toBe(true);
    const client = await t.app.propre.db.pool.connect();
    try {
      expect((client as unknown as { pipeline: boolean }).pipeline).toBe(false);
    } finally {
      client.release();
    }
    // PGlite's start (WASM, then every migration) takes tens of seconds on a busy machine.
  }, 180_000);
  pipelineCases(() => t);
  it('closes PGlite', async () => {
    await t.close?.();
  });
});
