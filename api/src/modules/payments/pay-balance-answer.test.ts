import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { propertyMaker } from '../../../test/bookings-edges.ts';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer } from '../../../test/factories.ts';
import { needsRealPostgres } from '../../../test/real-postgres.ts';
import { until } from '../../../test/until.ts';
import { listedCleaner } from '../bookings/bookings.fixtures.ts';
import { accept, bookSoon, workAndPunchOut } from '../invoices/invoices.fixtures.ts';

const t = useTestApp({ env: { LOG_LEVEL: 'silent' } });
const properties = propertyMaker(t);

async function connect(): Promise<pg.Client> {
  needsRealPostgres(t.config.databaseUrl, 'other sessions hold row locks while the request runs');
  const client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  return client;
}

describe('payments.payBalance and its Idempotency-Key', () => {
  it('stores the answer in the payment’s own transaction: no moment where the balance is paid and the key unanswered', async () => {
    needsRealPostgres(t.config.databaseUrl, 'other sessions hold row locks while the request runs');
    const cleaner = await listedCleaner(t);
    const setup = await bookSoon(t, properties, { cleaner, paymentMethodId: 'pm_card_chargeCustomerFail' });
    await accept(t, setup);
    expect(await workAndPunchOut(t, setup)).toMatchObject({ paymentStatus: 'final_failed' });
    const key = randomUUID();
    const [bookingLock, keyLock, observer] = [await connect(), await connect(), await connect()];
    try {
      // Hold the booking, so the request stops at its first step with its key claimed…
      await bookingLock.query('begin');
      await bookingLock.query('select 1 from booking where id = $1 for update', [setup.bookingId]);
      const paying = t.request({
        method: 'POST',
        url: `/api/bookings/${setup.bookingId}/balance-payment`,
        headers: { ...bearer(setup.client), 'idempotency-key': key },
        payload: { paymentMethodId: 'pm_card_visa' },
      });
      const claimed = async () => (await observer.query('select 1 from idempotency_key where key = $1', [key])).rows.length === 1;
      await until(claimed, 'the key to be claimed');
      // …then hold the key's row, and let the payment go on until it marks the key.
      await keyLock.query('begin');
      await keyLock.query('select 1 from idempotency_key where key = $1 for update', [key]);
      await bookingLock.query('commit');
      const markingWaits = async () =>
        (
          await observer.query(
            // The key's update travels with the commit (deferred), so it is within the text: its
            // own, or the named statement's execute once the connection has prepared it.
            `select 1 from pg_stat_activity
              where wait_event_type = 'Lock' and pid <> pg_backend_pid()
                and (query like '%update idempotency_key%' or query like '%execute "idempotency-store"%')`,
          )
        ).rows.length > 0;
      await until(markingWaits, 'the request to wait on the key');
      // Killed now, the process would leave what the database holds at this moment: the
      // payment must not be committed while its key does not say so.
      const { rows } = await observer.query('select payment_status from booking where id = $1', [setup.bookingId]);
      expect(rows[0]?.payment_status).toBe('final_failed');
      await keyLock.query('commit');
      const res = await paying;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'paid', paymentStatus: 'final_completed' });
      const again = await t.request({
        method: 'POST',
        url: `/api/bookings/${setup.bookingId}/balance-payment`,
        headers: { ...bearer(setup.client), 'idempotency-key': key },
        payload: { paymentMethodId: 'pm_card_visa' },
      });
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(res.json());
    } finally {
      for (const client of [bookingLock, keyLock, observer]) await client.end();
    }
  });
});
