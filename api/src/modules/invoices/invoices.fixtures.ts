/**
 * Test support for invoices: bookings taken through the real API to their final payment —
 * book a slot starting within the next 35 minutes, accept, punch in on site, photos and the
 * quality checklist, punch out (which completes the booking and charges the balance).
 */
import { expect } from 'vitest';
import { offsetLatitude, offsetLongitude, type propertyMaker } from '../../../test/bookings-edges.ts';
import type { TestApp } from '../../../test/build-app.ts';
import { signUp } from '../../../test/factories.ts';
import { act, book, bookingBody, type Session } from '../bookings/bookings.fixtures.ts';
import type { BookingDto } from '../bookings/index.ts';
import { soonSlot, type WorkSetup, workThrough } from '../bookings/work.fixtures.ts';

export interface SoonOptions {
  /** A listed cleaner; free at the slot (a cleaner's earlier bookings here are completed, so free it). */
  cleaner: Session;
  /** The client's name when a new client is made for the booking. */
  clientName?: string;
  /** Booking fields over the defaults (4 h of basic cleaning). */
  body?: Record<string, unknown>;
  paymentMethodId?: string;
}

/** A new client with a pinned house in Montréal, and their booking with the cleaner, starting soon (pending). */
export async function bookSoon(
  t: TestApp,
  properties: ReturnType<typeof propertyMaker>,
  options: SoonOptions,
): Promise<WorkSetup> {
  const client = (await signUp(t, { role: 'client', name: options.clientName ?? 'Marie Tremblay' })) as Session;
  const property = await properties.add(client.user.id, {
    type: 'house',
    city: 'Montréal',
    pin: { northMeters: 1_200, eastMeters: -800 },
  });
  const booking = await book(
    t,
    client,
    bookingBody(options.cleaner.user.id, property.id, {
      ...soonSlot(),
      paymentMethodId: options.paymentMethodId ?? 'pm_card_visa',
      ...options.body,
    }),
  );
  const site = property.pin ?? { latitude: property.latitude, longitude: property.longitude };
  return {
    cleaner: options.cleaner,
    client,
    bookingId: booking.id,
    propertyId: property.id,
    site,
    near: (northMeters) => ({
      latitude: offsetLatitude(site.latitude, northMeters),
      longitude: offsetLongitude(site.latitude, site.longitude, 0),
      accuracyMeters: 12,
    }),
    booking,
  };
}

export async function accept(t: TestApp, setup: WorkSetup): Promise<void> {
  const res = await t.request(act(setup.cleaner, setup.bookingId, 'accept'));
  expect(res.statusCode, res.body).toBe(200);
}

/** Punch-in, photos, checklist, punch-out: the booking completes and its balance is charged. */
export async function workAndPunchOut(t: TestApp, setup: WorkSetup): Promise<BookingDto> {
  await workThrough(t, setup);
  const res = await t.request(act(setup.cleaner, setup.bookingId, 'punch-out', setup.near(20)));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BookingDto>();
}

/** A booking done and paid in full (`final_completed`), through the API. */
export async function paidBooking(
  t: TestApp,
  properties: ReturnType<typeof propertyMaker>,
  options: SoonOptions,
): Promise<WorkSetup & { done: BookingDto }> {
  const setup = await bookSoon(t, properties, options);
  await accept(t, setup);
  const done = await workAndPunchOut(t, setup);
  expect(done).toMatchObject({ status: 'completed', paymentStatus: 'final_completed' });
  return { ...setup, done };
}
