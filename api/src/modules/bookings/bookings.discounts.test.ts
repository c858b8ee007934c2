import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories.ts';
import type { DiscountCode, DiscountCodes } from './booking-edges.ts';
import {
  act,
  book,
  bookingBody,
  clientWithProperty,
  createRequest,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from './bookings.fixtures.ts';

/**
 * A stand-in for the growth area's discount codes (discount popup, landing offers), being built
 * in parallel: bookings read codes only through DiscountCodes.
 */
const codes = new Map<string, DiscountCode>([
  ['BIENVENUE10', { code: 'BIENVENUE10', percent: 10, amountCents: null, firstBookingOnly: true }],
  ['VINGT', { code: 'VINGT', percent: null, amountCents: 2000, firstBookingOnly: false }],
]);
const discountCodes: DiscountCodes = { find: async (_em, code) => codes.get(code.toUpperCase()) ?? null };

const { t, properties } = useBookingsApp({ discountCodes });

let cleaner: Session;
let fixed: Session;
let day = 0;
const nextDate = () => daysAhead(10 + ++day);

beforeAll(async () => {
  cleaner = await listedCleaner(t);
  fixed = await listedCleaner(t, { paymentMethod: 'fixed', fixedRates: { house: 5000 } }, 'Luc Bouchard');
});

describe('discounts: only the largest applies', () => {
  it('accepts the popup code on a first booking, where the 15 % first-booking discount is larger', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const booking = await book(
      t,
      client,
      bookingBody(cleaner.user.id, propertyId, { date: nextDate(), discountCode: 'bienvenue10' }),
    );
    expect(booking.price).toMatchObject({ subtotal: 14000, discount: { kind: 'first_booking', amount: 2100 } });
  });

  it('refuses a first-booking code on a later booking, and applies another code there', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: nextDate() }));
    const refused = await t.request(
      createRequest(client, bookingBody(cleaner.user.id, propertyId, { date: nextDate(), discountCode: 'BIENVENUE10' })),
    );
    expect(refused.json()).toMatchObject({ status: 422, code: 'discount_code_invalid' });
    const later = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: nextDate(), discountCode: 'VINGT' }));
    expect(later.price).toMatchObject({ discount: { kind: 'discount_code', amount: 2000, code: 'VINGT' }, total: 12000 });
  });

  it('gives a referred client the 10 $ credit when it beats 15 % (a small first booking)', async () => {
    const referrer = await signUp(t, { role: 'client', name: 'Paul Côté' });
    const referred = await signUp(t, { role: 'client', name: 'Léa Côté', referralCode: referrer.user.referralCode });
    const property = await properties.add(referred.user.id, { type: 'house', city: 'Montréal' });
    const booking = await book(t, referred, bookingBody(fixed.user.id, property.id, { date: nextDate() }));
    // 15 % of 50 $ is 7.50 $: the 10 $ referral credit is larger.
    expect(booking.price).toMatchObject({ subtotal: 5000, discount: { kind: 'referral', amount: 1000 }, total: 4000 });
    const other = await properties.add(referrer.user.id, { type: 'house', city: 'Montréal' });
    const unreferred = await book(t, referrer, bookingBody(fixed.user.id, other.id, { date: nextDate() }));
    expect(unreferred.price).toMatchObject({ discount: { kind: 'first_booking', amount: 750 } });
  });
});

describe('first booking', () => {
  it('is a booking made with no other booking pending, confirmed, in progress or completed', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const first = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: nextDate() }));
    expect(first.price).toMatchObject({ discount: { kind: 'first_booking' } });
    const second = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: nextDate() }));
    expect(second.price).toMatchObject({ discount: null, total: 14000 });
    await t.request(act(client, first.id, 'cancel', { reason: 'other' }));
    await t.request(act(client, second.id, 'cancel', { reason: 'other' }));
    const again = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: nextDate() }));
    expect(again.price).toMatchObject({ discount: { kind: 'first_booking' } });
  });

  it('is discounted once when a client sends two bookings at the same time', async () => {
    const { client, propertyId } = await clientWithProperty(t, properties);
    const [a, b] = await Promise.all([
      t.request(createRequest(client, bookingBody(cleaner.user.id, propertyId, { date: nextDate() }))),
      t.request(createRequest(client, bookingBody(fixed.user.id, propertyId, { date: nextDate() }))),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    const discounted = [a, b].filter((r) => r?.json().bookings[0].price.discount !== null);
    expect(discounted).toHaveLength(1);
  });
});
