import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
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
import { expiryTimeTravel, jobTime } from './expiry.fixtures.ts';
import { bookingExpiryQueue, requestLifetimeMs } from './expiry.ts';

const { t, payments, ledger, properties } = useBookingsApp();

let cleaner: Session;
let day = 0;

beforeAll(async () => {
  cleaner = await listedCleaner(t);
});

const boss = () => t.app.propre.jobs.boss;
const { jobsOf, travel, untilJobsDone } = expiryTimeTravel(t);
const time = jobTime;

async function newRequest() {
  const { client, propertyId } = await clientWithProperty(t, properties);
  day += 1;
  const booking = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(20 + day) }));
  return { client, booking };
}

describe('24-hour expiry', () => {
  it('queues the expiry with the booking, due 24 hours after the request', async () => {
    const { booking } = await newRequest();
    const jobs = await jobsOf(booking.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.state).toBe('created');
    const createdAt = new Date(booking.createdAt as string).getTime();
    expect(Math.abs(time(jobs[0]?.startAfter) - (createdAt + requestLifetimeMs))).toBeLessThan(1_000);
  });

  it('queues nothing when the booking is not created', async () => {
    const before = (await boss().findJobs(bookingExpiryQueue)).length;
    const { client, propertyId } = await clientWithProperty(t, properties);
    const res = await t.request(
      createRequest(
        client,
        bookingBody(cleaner.user.id, propertyId, { date: daysAhead(60), paymentMethodId: 'pm_card_chargeDeclined' }),
      ),
    );
    expect(res.statusCode).toBe(402);
    expect((await boss().findJobs(bookingExpiryQueue)).length).toBe(before);
  });

  it('cancels a request still pending after 24 hours and refunds its deposit in full', async () => {
    const { client, booking } = await newRequest();
    await travel(booking.id, 24.1);
    await untilJobsDone(booking.id);
    const res = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: bearer(client) });
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'final_refunded',
      label: null,
      expiresAt: null,
      payment: { depositPaid: 5950, refunded: 5950 },
      cancellation: { by: 'system', reason: 'expired', feeKept: 0 },
    });
    expect(res.json().history.at(-1)).toMatchObject({
      action: 'expire',
      from: 'pending',
      to: 'cancelled',
      actorRole: 'system',
      reason: 'expired',
    });
    const [charge] = payments.chargesFor(booking.id);
    expect(payments.refundsOf(charge?.paymentIntentId ?? '')).toMatchObject([{ amountCents: 5950 }]);
    expect(await ledger.sum(`platform:held:${booking.id}`)).toBe(0);
  });

  it('does nothing to a booking that left pending first', async () => {
    const { client, booking } = await newRequest();
    expect((await t.request(act(cleaner, booking.id, 'accept'))).statusCode).toBe(200);
    await travel(booking.id, 30);
    await untilJobsDone(booking.id);
    const res = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: bearer(client) });
    expect(res.json()).toMatchObject({ status: 'confirmed', payment: { refunded: 0 } });
    expect(res.json().history.map((h: { action: string }) => h.action)).toEqual(['create', 'accept']);
    expect(payments.refundsOf(payments.chargesFor(booking.id)[0]?.paymentIntentId ?? '')).toEqual([]);
  });

  it('queues itself again when it runs before the request is 24 hours old', async () => {
    const { client, booking } = await newRequest();
    await travel(booking.id, 0);
    const jobs = await untilJobsDone(booking.id);
    const res = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: bearer(client) });
    expect(res.json().status).toBe('pending');
    const again = jobs.find((j) => j.state === 'created');
    expect(time(again?.startAfter)).toBe(new Date(res.json().expiresAt).getTime());
  });
});
