import { describe, expect, it } from 'vitest';
import { bearer, nextIp, signUp } from '../../../test/factories.ts';
import { bookingBody, createRequest, daysAhead, listedCleaner, useBookingsApp } from './bookings.fixtures.ts';

// The README's start command runs on PGlite, one database session: whatever a create reads
// while its transaction is open has to go through that transaction, or it waits for ever.
const { t, properties } = useBookingsApp({ env: { DATABASE_URL: '' } });

describe('bookings on the embedded database', () => {
  it('refuses an unknown code and a declined card, then books with a popup code, and keeps answering', async () => {
    expect(t.app.propre.db.embedded).toBe(true);
    const cleaner = await listedCleaner(t);
    const client = await signUp(t, { role: 'client', email: 'embarquee@example.ca' });
    const property = await properties.add(client.user.id, { type: 'house', city: 'Montréal' });
    const claim = await t.request({
      method: 'POST',
      url: '/api/discount-popup/claims',
      payload: { email: 'embarquee@example.ca' },
      remoteAddress: nextIp(),
    });
    const { code } = claim.json();
    const body = bookingBody(cleaner.user.id, property.id, { date: daysAhead(9) });

    const unknown = await t.request(createRequest(client, { ...body, discountCode: 'BIENVENUE-ZZZZZZ' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('discount_code_invalid');

    const declined = await t.request(createRequest(client, { ...body, paymentMethodId: 'pm_card_chargeDeclined' }));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().code).toBe('payment_failed');

    const booked = await t.request(createRequest(client, { ...body, discountCode: code }));
    expect(booked.statusCode, booked.body).toBe(201);
    // The code is valid; the larger first-booking discount is the one applied.
    expect(booked.json().bookings[0].price.discount).toMatchObject({ kind: 'first_booking', amount: 2100 });
    const list = await t.request({ method: 'GET', url: '/api/bookings', headers: bearer(client) });
    expect(list.json().items.map((b: { id: string }) => b.id)).toEqual([booked.json().bookings[0].id]);
  });
});
