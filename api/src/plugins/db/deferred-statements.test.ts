import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { deferred, deferStatements, literalOf, type WritesDeferred } from './deferred-statements.ts';

let database: TestDatabase;
let pool: pg.Pool;
let writesDeferred: WritesDeferred;
const dropped: string[][] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error('these tests need the real PostgreSQL (two sessions)');
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  writesDeferred = deferStatements(pool, (statements) => dropped.push(statements));
  await pool.query('create table item (id int primary key, note text)');
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** Round trips a client makes: PostgreSQL ends each answer with one ReadyForQuery. */
function countRoundTrips(client: pg.PoolClient): () => number {
  let count = 0;
  (client as unknown as { connection: NodeJS.EventEmitter }).connection.on('readyForQuery', () => {
    count += 1;
  });
  return () => count;
}

describe('literalOf', () => {
  it('writes each string as pg’s escapeLiteral does, and PostgreSQL reads it back unchanged', async () => {
    const samples = ['', 'plain', "l'été", "''", '\\', "a\\b'c", '{"q":"\\"x\\" \'y\'"}', "E'x", 'ligne\nsuivante', '😀 ✓'];
    for (const sample of samples) {
      expect(literalOf(sample)).toBe(pg.escapeLiteral(sample));
      const { rows } = await pool.query(`select ${literalOf(sample)}::text as back`);
      expect(rows[0].back).toBe(sample);
    }
  });
});

describe('deferred statements', () => {
  it('sends begin and the marked statements with the next one: one round trip, same effects', async () => {
    const client = await pool.connect();
    try {
      const roundTrips = countRoundTrips(client);
      await client.query('begin');
      await client.query(deferred("insert into item values (1, 'one')"));
      await client.query(deferred("update item set note = 'first' where id = 1"));
      const { rows } = await client.query('select note from item where id = 1');
      expect(rows).toEqual([{ note: 'first' }]);
      expect(roundTrips()).toBe(1);
      await client.query(deferred("update item set note = 'kept' where id = 1"));
      await client.query('commit');
      expect(roundTrips()).toBe(2);
    } finally {
      client.release();
    }
    expect((await pool.query('select note from item where id = 1')).rows).toEqual([{ note: 'kept' }]);
  });

  it('sends the waiting ones first when the next statement has parameters', async () => {
    const client = await pool.connect();
    try {
      const roundTrips = countRoundTrips(client);
      await client.query('begin');
      await client.query(deferred("insert into item values (2, 'two')"));
      const { rows } = await client.query('select note from item where id = $1', [2]);
      expect(rows).toEqual([{ note: 'two' }]);
      expect(roundTrips()).toBe(2);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await pool.query('select count(*)::int as n from item where id = 2')).rows).toEqual([{ n: 0 }]);
  });

  it('raises a deferred statement’s error at the next statement, and the transaction keeps nothing', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(deferred("insert into item values (3, 'three')"));
      await client.query(deferred("insert into item values (3, 'again')"));
      await expect(client.query('select 1')).rejects.toMatchObject({ code: '23505' });
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await pool.query('select count(*)::int as n from item where id = 3')).rows).toEqual([{ n: 0 }]);
  });

  it('holds a deferred lock before the next statement reads: it sees what the previous holder committed', async () => {
    const holder = await pool.connect();
    const waiter = await pool.connect();
    try {
      await holder.query('begin');
      await holder.query("select pg_advisory_xact_lock(hashtextextended('item:4', 0))");
      await holder.query("insert into item values (4, 'by the holder')");
      await waiter.query('begin');
      await waiter.query(deferred("select pg_advisory_xact_lock(hashtextextended('item:4', 0))"));
      const read = waiter.query('select note from item where id = 4');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await holder.query('commit');
      // Read after the lock was granted, with a snapshot taken then: the holder's row is there.
      expect((await read).rows).toEqual([{ note: 'by the holder' }]);
      await waiter.query('commit');
    } finally {
      holder.release();
      waiter.release();
    }
  });

  it('defers the writes of work run with writesDeferred (an ORM flush), not its reads, and nothing after it', async () => {
    const client = await pool.connect();
    try {
      const roundTrips = countRoundTrips(client);
      await client.query('begin');
      const read = await writesDeferred(async () => {
        await client.query("insert into item values (6, 'six')");
        await client.query("update item set note = 'six, updated' where id = 6");
        return client.query('select note from item where id = 6');
      });
      expect(read.rows).toEqual([{ note: 'six, updated' }]);
      expect(roundTrips()).toBe(1);
      await client.query("insert into item values (7, 'seven')");
      expect(roundTrips()).toBe(2);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect((await pool.query('select id from item where id in (6, 7) order by id')).rows).toEqual([{ id: 6 }, { id: 7 }]);
  });

  it('runs a named statement prepared on the connection in the waiting statements’ message, its parameters as literals', async () => {
    const client = await pool.connect();
    const named = {
      name: 'item-note',
      text: 'select note, $2::timestamptz as at, $3::jsonb as data, $4::boolean as flag, $5::int as nothing from item where id = $1',
    } as unknown as pg.QueryConfig;
    const values = [8, new Date('2026-11-24T12:00:00.000Z'), { quote: 'l’été \\ "x" \'y\'' }, true, null];
    const expected = (note: string) => ({
      note,
      at: new Date('2026-11-24T12:00:00.000Z'),
      data: { quote: 'l’été \\ "x" \'y\'' },
      flag: true,
      nothing: null,
    });
    try {
      const roundTrips = countRoundTrips(client);
      await client.query('begin');
      await client.query(deferred("insert into item values (8, 'it''s eight')"));
      // Not prepared on this connection yet: the waiting ones go first, then the statement is parsed.
      expect((await client.query(named, values)).rows).toEqual([expected("it's eight")]);
      expect(roundTrips()).toBe(2);
      await client.query(deferred("update item set note = 'eight' where id = 8"));
      expect((await client.query(named, values)).rows).toEqual([expected('eight')]);
      expect(roundTrips()).toBe(3);
      await client.query('rollback');
    } finally {
      client.release();
    }
  });

  it('defers a named statement marked deferred once it is prepared, and raises its error at the next statement', async () => {
    const client = await pool.connect();
    const insert = { name: 'item-insert', text: 'insert into item values ($1, $2)', deferred: true } as unknown as pg.QueryConfig;
    try {
      const roundTrips = countRoundTrips(client);
      await client.query('begin');
      await client.query(insert, [9, 'nine']);
      expect(roundTrips()).toBe(2);
      await client.query(insert, [10, "ten's"]);
      expect(roundTrips()).toBe(2);
      const { rows } = await client.query('select id, note from item where id in (9, 10) order by id');
      expect(rows).toEqual([
        { id: 9, note: 'nine' },
        { id: 10, note: "ten's" },
      ]);
      expect(roundTrips()).toBe(3);
      await client.query(insert, [10, 'again']);
      await expect(client.query('select 1')).rejects.toMatchObject({ code: '23505' });
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await pool.query('select count(*)::int as n from item where id in (9, 10)')).rows).toEqual([{ n: 0 }]);
  });

  it('reads named statements together in one round trip once the connection has prepared them, after the waiting ones', async () => {
    const client = await pool.connect();
    const note = { name: 'together-note', text: 'select note from item where id = $1' };
    const count = { name: 'together-count', text: 'select count(*)::int as n from item where id between $1 and $2' };
    const together = (id: number): { together: Array<{ name: string; text: string; values: unknown[] }> } => ({
      together: [
        { ...note, values: [id] },
        { ...count, values: [11, 12] },
      ],
    });
    const rowsOf = async (config: ReturnType<typeof together>) =>
      ((await client.query(config as unknown as pg.QueryConfig)) as unknown as { rows: unknown[][] }).rows;
    try {
      const roundTrips = countRoundTrips(client);
      await client.query('begin');
      await client.query(deferred("insert into item values (11, 'eleven')"));
      // New on this connection: each is prepared in a round trip of its own, after the waiting ones.
      expect(await rowsOf(together(11))).toEqual([[{ note: 'eleven' }], [{ n: 1 }]]);
      expect(roundTrips()).toBe(3);
      await client.query(deferred("insert into item values (12, 'twelve')"));
      expect(await rowsOf(together(12))).toEqual([[{ note: 'twelve' }], [{ n: 2 }]]);
      expect(roundTrips()).toBe(4);
      // A failing statement fails the whole read, and the transaction with it.
      await expect(
        rowsOf({
          together: [
            { ...note, values: [11] },
            { ...count, values: ['not a number', 12] },
          ],
        }),
      ).rejects.toMatchObject({ code: '22P02' });
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await pool.query('select count(*)::int as n from item where id in (11, 12)')).rows).toEqual([{ n: 0 }]);
  });

  it('drops and reports statements a connection was released with, which never run later', async () => {
    const client = await pool.connect();
    await client.query('begin');
    await client.query(deferred("insert into item values (5, 'stranded')"));
    client.release();
    expect(dropped).toEqual([[deferred("insert into item values (5, 'stranded')")]]);
    // Whoever gets the connection next runs only their own statements.
    for (let i = 0; i < 2; i += 1) await pool.query('select 1');
    expect((await pool.query('select count(*)::int as n from item where id = 5')).rows).toEqual([{ n: 0 }]);
  });
});
