import { describe, expect, it } from 'vitest';
import { propertyMaker } from '../../../test/bookings-edges.ts';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, nextIp, signUp } from '../../../test/factories.ts';
import { bookingBody, daysAhead, listedCleaner } from '../bookings/bookings.fixtures.ts';

const t = useTestApp();

const claim = (payload: Record<string, unknown>, remoteAddress = nextIp()) =>
  t.request({ method: 'POST', url: '/api/discount-popup/claims', payload, remoteAddress });

describe('discount popup', () => {
  it('gives a new address a unique 10 % first-booking code, and the same code again as "already subscribed"', async () => {
    const first = await claim({ email: 'Nadia@Example.ca' });
    expect(first.statusCode).toBe(201);
    const code = first.json().code;
    expect(first.json()).toEqual({ code, percent: 10, firstBookingOnly: true, alreadySubscribed: false });
    expect(code).toMatch(/^BIENVENUE-[A-Z2-9]{6}$/);

    const again = await claim({ email: 'nadia@example.ca ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ code, percent: 10, firstBookingOnly: true, alreadySubscribed: true });

    const other = await claim({ email: 'autre@example.ca' });
    expect(other.json().code).not.toBe(code);
  });

  it('answers two claims at once for one address with one code', async () => {
    const [a, b] = await Promise.all([claim({ email: 'double@example.ca' }), claim({ email: 'double@example.ca' })]);
    expect(a.json().code).toBe(b.json().code);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
  });

  it('refuses an invalid email (invalid_email) and a missing one (validation_failed)', async () => {
    const res = await claim({ email: 'nadia-at-example.ca' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_email', errors: [{ pointer: '/body/email', code: 'invalid_email' }] });
    expect((await claim({})).json().code).toBe('validation_failed');
  });

  it('allows 10 claims an hour from one address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) expect((await claim({ email: `ip${i}@example.ca` }, ip)).statusCode).toBe(201);
    expect((await claim({ email: 'ip10@example.ca' }, ip)).json().code).toBe('rate_limited');
  });
});

describe('discount popup codes in bookings (the DiscountCodes edge)', () => {
  const properties = propertyMaker(t);
  const quote = (session: { token: string }, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/bookings/quote', headers: bearer(session), payload });

  it('are accepted on the first booking of the account with that email, and refused for anyone else', async () => {
    const cleaner = await listedCleaner(t);
    const client = await signUp(t, { role: 'client', email: 'premiere@example.ca' });
    const property = await properties.add(client.user.id, { type: 'house', city: 'Montréal' });
    const { code } = (await claim({ email: 'premiere@example.ca' })).json();
    const { paymentMethodId: _, ...body } = bookingBody(cleaner.user.id, property.id, {
      date: daysAhead(12),
      discountCode: code.toLowerCase(),
    });

    const accepted = await quote(client, body);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // 4 h at 35 $: the code's 10 % is offered, but the 15 % first-booking discount is larger and
    // only the largest applies (bookings README, "Money").
    expect(accepted.json().occurrences[0].price).toMatchObject({
      subtotal: 14000,
      discount: { kind: 'first_booking', amount: 2100 },
    });

    const stranger = await signUp(t, { role: 'client' });
    const strangerProperty = await properties.add(stranger.user.id, { type: 'house', city: 'Montréal' });
    const refused = await quote(stranger, { ...body, propertyId: strangerProperty.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'discount_code_invalid', errors: [{ pointer: '/body/discountCode' }] });

    const unknown = await quote(client, { ...body, discountCode: 'BIENVENUE-ZZZZZZ' });
    expect(unknown.json().code).toBe('discount_code_invalid');
  });

  it('are looked up by bookings with their terms: 10 %, first booking only, for their email', async () => {
    const { code } = (await claim({ email: 'edge@example.ca' })).json();
    const codes = t.app.propre.discountCodes;
    expect(
      await codes.find(t.app.propre.db.orm.em.fork(), ` ${code.toLowerCase()} `, { id: 'usr_x', email: 'EDGE@example.ca' }),
    ).toEqual({
      code,
      percent: 10,
      amountCents: null,
      firstBookingOnly: true,
    });
    expect(await codes.find(t.app.propre.db.orm.em.fork(), code, { id: 'usr_x', email: 'someone@example.ca' })).toBeNull();
  });
});
