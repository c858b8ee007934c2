import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { propertyMaker } from '../../../test/bookings-edges.ts';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer } from '../../../test/factories.ts';
import { readPdf } from '../../../test/pdf-text.ts';
import { listedCleaner } from '../bookings/bookings.fixtures.ts';
import { assertLedgerBalanced } from '../payments/index.ts';
import { accept, bookSoon, workAndPunchOut } from './invoices.fixtures.ts';

// The app as it runs (the real local payment provider, no recorder in front of it), because
// paying the balance later goes through the payments area's own provider.
const t = useTestApp({ env: { LOG_LEVEL: 'silent' } });
const properties = propertyMaker(t);

afterEach(async () => {
  await assertLedgerBalanced(t.app.propre.db.orm.em.fork());
});

describe('bookings.getInvoice after the balance is paid later', () => {
  it('refuses the invoice while the declined balance is due, and issues it once the client pays it now', async () => {
    const cleaner = await listedCleaner(t, { gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' });
    const setup = await bookSoon(t, properties, { cleaner, paymentMethodId: 'pm_card_chargeCustomerFail' });
    await accept(t, setup);
    expect(await workAndPunchOut(t, setup)).toMatchObject({ status: 'completed', paymentStatus: 'final_failed' });
    const invoice = () =>
      t.request({ method: 'GET', url: `/api/bookings/${setup.bookingId}/invoice`, headers: bearer(setup.client) });
    expect((await invoice()).json()).toMatchObject({ status: 409, code: 'invoice_not_available' });

    const paid = await t.request({
      method: 'POST',
      url: `/api/bookings/${setup.bookingId}/balance-payment`,
      headers: { ...bearer(setup.client), 'idempotency-key': randomUUID() },
      payload: { paymentMethodId: 'pm_card_visa' },
    });
    expect(paid.json()).toMatchObject({ status: 'paid', paymentStatus: 'final_completed' });

    const res = await invoice();
    expect(res.statusCode).toBe(200);
    // 4 h at 35 $ − 15 % (first booking) = 119 $; GST 5,95 $; QST 11,87 $; total 136,82 $.
    expect((await readPdf(res.rawPayload)).lines).toEqual(
      expect.arrayContaining([
        'TPS (5 %) 5,95 $',
        'TVQ (9,975 %) 11,87 $',
        'Total 136,82 $',
        'Dépôt payé à la réservation 68,41 $',
        'Solde payé après le service 68,41 $',
        'Total payé (net) 136,82 $',
        'Montant dû 0,00 $',
      ]),
    );
  });
});
