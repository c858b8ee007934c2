/**
 * Issue 21, finding 1 and its class: one request that fails inside the database must not
 * break anyone else's. On PGlite the pool's one connection is replaced after such a failure
 * while the database session (and the statements prepared in it) lives on; every signed-in
 * request then failed until a restart. Run on both databases: PGlite (DATABASE_URL unset) and
 * the real PostgreSQL with a pool of one connection, so the next request gets the connection
 * (or the replacement of the connection) the failed one used.
 */

import { readinessStatement } from '@propre/api/src/modules/health/health.service.ts';
import { statementName } from '@propre/api/src/plugins/db/prepared-client.ts';
import { createTestApp, type TestApp } from '@propre/api/test/build-app';
import { bearer, createAdmin, signUp } from '@propre/api/test/factories';
import { needsRealPostgres } from '@propre/api/test/real-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const faultMarker = 'panne-injectee';

describe.each([
  ['PGlite', { DATABASE_URL: '' }],
  ['PostgreSQL', { DATABASE_POOL_MAX: '1' }],
] as const)('after a request fails inside the database (%s)', (database, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
    if (database === 'PostgreSQL') needsRealPostgres(t.config.databaseUrl, 'faults injected in the server, on a pool of one');
    if (database === 'PGlite' && !t.app.propre.db.embedded) throw new Error('expected the embedded database');
    // Faults injected in the database itself: a statement of an ordinary request fails there.
    // An administrator's message is sent, then marking it read fails (an update on the shared
    // pool, which drops the connection after a failed statement); a contact message fails as it
    // is written (an insert in an ORM transaction).
    for (const [table, operation] of [
      ['admin_message', 'update'],
      ['contact_message', 'insert'],
    ] as const) {
      await t.app.propre.db.pool.query(`
        create or replace function ${table}_fault() returns trigger language plpgsql as $$
        begin
          if row_to_json(new)::text like '%${faultMarker}%' then raise exception 'injected fault'; end if;
          return new;
        end $$;
        create trigger ${table}_fault before ${operation} on ${table} for each row execute function ${table}_fault();`);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function everyoneElseStillServed(others: Array<{ token: string }>) {
    for (const other of others) {
      const me = await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(other) });
      expect(me.statusCode, me.body).toBe(200);
      const conversations = await t.request({ method: 'GET', url: '/api/conversations', headers: bearer(other) });
      expect(conversations.statusCode, conversations.body).toBe(200);
    }
    const ready = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
  }

  it('serves every other user next, when the failure was a statement on the shared pool', async () => {
    const admin = await createAdmin(t);
    const others = [await signUp(t, { role: 'client' }), await signUp(t, { role: 'cleaner' })];
    const recipient = await signUp(t, { role: 'client' });
    for (let i = 0; i < 3; i++) {
      const sent = await t.request({
        method: 'POST',
        url: '/api/admin/messages',
        headers: bearer(admin),
        payload: { userId: recipient.user.id, text: `Bonjour ${faultMarker} ${i}` },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const failed = await t.request({
        method: 'POST',
        url: `/api/messages/admin/${sent.json().id}/read`,
        headers: bearer(recipient),
      });
      expect(failed.statusCode).toBe(500);
      await everyoneElseStillServed(others);
    }
  });

  it('serves every other user next, when the failure was inside an ORM transaction', async () => {
    const writer = await signUp(t, { role: 'client' });
    const others = [await signUp(t, { role: 'client' }), await signUp(t, { role: 'cleaner' })];
    for (let i = 0; i < 3; i++) {
      const failed = await t.request({
        method: 'POST',
        url: '/api/contact-messages',
        headers: bearer(writer),
        payload: {
          name: 'Hélène Caron',
          email: 'helene@example.ca',
          subject: 'Facture',
          message: `Bonjour, ${faultMarker} ${i}`,
        },
      });
      expect(failed.statusCode).toBe(500);
      await everyoneElseStillServed(others);
    }
  });

  it('is not ready while the connection requests use cannot run its prepared statements', async () => {
    // The state finding 1 left the pool in: the session and the connection's driver disagree on
    // which statements are prepared, so the named statements every request runs fail. Behind
    // the driver's back: a statement it prepared is dropped, or one it did not is prepared.
    // Readiness must say so (with `select 1` it said 200).
    const { pool } = t.app.propre.db;
    const name = statementName(readinessStatement);
    const { rows } = await pool.query('select 1 from pg_prepared_statements where name = $1', [name]);
    await pool.query(rows.length > 0 ? `deallocate "${name}"` : `prepare "${name}" as select 2`);
    const ready = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: { status: 'down' } } });
  });
});
