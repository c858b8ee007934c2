/**
 * Test support for the areas that start where a booking is completed (reviews, referrals): a
 * booking taken through the real API — booked, accepted, punched in on site, checklist ticked
 * and submitted, punched out (which charges the balance) — for a given cleaner and client.
 */
import { expect } from 'vitest';
import type { propertyMaker } from '../../../test/bookings-edges.ts';
import type { TestApp } from '../../../test/build-app.ts';
import { signUp } from '../../../test/factories.ts';
import { act, book, bookingBody, listedCleaner, type Session } from '../bookings/bookings.fixtures.ts';
import { soonSlot, type WorkSetup, workThrough } from '../bookings/work.fixtures.ts';

export type Properties = ReturnType<typeof propertyMaker>;

export interface CompletedJob {
  cleaner: Session;
  client: Session;
  bookingId: string;
  propertyId: string;
  booking: Awaited<ReturnType<typeof book>>;
}

export interface JobOptions {
  cleaner?: Session;
  client?: Session;
  /** Stop before the work: the booking stays confirmed. */
  complete?: boolean;
  overrides?: Record<string, unknown>;
}

/**
 * A booking starting within the next 35 minutes, done and punched out. One cleaner can do
 * several in a row: a completed booking frees the slot for the next.
 */
export async function completedJob(t: TestApp, properties: Properties, options: JobOptions = {}): Promise<CompletedJob> {
  const cleaner = options.cleaner ?? (await listedCleaner(t));
  const client = options.client ?? ((await signUp(t, { role: 'client', name: 'Marie Tremblay' })) as Session);
  const property = await properties.add(client.user.id, {
    type: 'house',
    city: 'Montréal',
    pin: { northMeters: 500, eastMeters: 300 },
  });
  const booking = await book(
    t,
    client,
    bookingBody(cleaner.user.id, property.id, { ...soonSlot(), allowPhotos: false, ...options.overrides }),
  );
  const accepted = await t.request(act(cleaner, booking.id, 'accept'));
  expect(accepted.statusCode, accepted.body).toBe(200);
  if (options.complete === false) return { cleaner, client, bookingId: booking.id, propertyId: property.id, booking };
  const site = property.pin ?? { latitude: property.latitude, longitude: property.longitude };
  const atDoor = { latitude: site.latitude, longitude: site.longitude, accuracyMeters: 10 };
  const setup = { cleaner, client, bookingId: booking.id, near: () => atDoor } as unknown as WorkSetup;
  await workThrough(t, setup);
  const out = await t.request(act(cleaner, booking.id, 'punch-out', atDoor));
  expect(out.statusCode, out.body).toBe(200);
  expect(out.json().status).toBe('completed');
  return { cleaner, client, bookingId: booking.id, propertyId: property.id, booking };
}

/** Every category rated the same, or as given. */
export function ratings(all = 5, overrides: Record<string, number> = {}) {
  return {
    cleanliness: all,
    quality: all,
    reliability: all,
    punctuality: all,
    communication: all,
    professionalism: all,
    overall: all,
    ...overrides,
  };
}
