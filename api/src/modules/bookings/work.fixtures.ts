/**
 * Test support for the work on a booking (punch-in, checklist, photos, punch-out): a booking
 * confirmed for a slot starting within the next 35 minutes, so a cleaner may punch in now,
 * and device locations near or far from its property.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import { offsetLatitude, offsetLongitude, type propertyMaker } from '../../../test/bookings-edges.ts';
import type { TestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import type { BookingDto } from './booking-dto.ts';
import { act, book, bookingBody, listedCleaner, type Session } from './bookings.fixtures.ts';
import { instantToLocal } from './schedule.ts';

const halfHourMs = 30 * 60_000;

/** The first half-hour start at least 5 minutes ahead (within 35 minutes): bookable now, punchable now. */
export function soonSlot(now = new Date()): { date: string; startTime: string } {
  const start = new Date(Math.ceil((now.getTime() + 5 * 60_000) / halfHourMs) * halfHourMs);
  const local = instantToLocal(start);
  return { date: local.date, startTime: local.time };
}

export interface WorkSetup {
  cleaner: Session;
  client: Session;
  bookingId: string;
  propertyId: string;
  /** Where the property's pin is, or its municipality's centre when unpinned. */
  site: { latitude: number; longitude: number };
  /** A device location this many metres north of the site. */
  near(northMeters: number): { latitude: number; longitude: number; accuracyMeters: number };
  booking: Awaited<ReturnType<typeof book>>;
}

export interface WorkOptions {
  /** Pin the property (default) or leave it with its municipality's position only. */
  pinned?: boolean;
  allowPhotos?: boolean;
  paymentMethodId?: string;
  /** Stop at pending (the cleaner does not accept). */
  accept?: boolean;
  /** Book this cleaner (already listed) instead of a new one. */
  cleaner?: Session;
  /** More headers on the booking request (a partner's publishable key and the page's Origin). */
  headers?: Record<string, string>;
  overrides?: Record<string, unknown>;
}

/** A listed cleaner, a client with a property in Montréal and a booking starting soon, accepted. */
export async function confirmedSoon(
  t: TestApp,
  properties: ReturnType<typeof propertyMaker>,
  options: WorkOptions = {},
): Promise<WorkSetup> {
  const cleaner = options.cleaner ?? (await listedCleaner(t, { gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' }));
  const client = (await signUp(t, { role: 'client', name: 'Marie Tremblay' })) as Session;
  const property = await properties.add(client.user.id, {
    type: 'house',
    city: 'Montréal',
    ...(options.pinned === false ? {} : { pin: { northMeters: 1_200, eastMeters: -800 } }),
  });
  const booking = await book(
    t,
    client,
    bookingBody(cleaner.user.id, property.id, {
      ...soonSlot(),
      allowPhotos: options.allowPhotos ?? true,
      paymentMethodId: options.paymentMethodId ?? 'pm_card_visa',
      ...options.overrides,
    }),
    options.headers,
  );
  if (options.accept !== false) {
    const accepted = await t.request(act(cleaner, booking.id, 'accept'));
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  const site = property.pin ?? { latitude: property.latitude, longitude: property.longitude };
  return {
    cleaner,
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

/** A small real image of the given type, as a phone would upload it. */
export function photo(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a90d9' } })
    .toFormat(format)
    .toBuffer();
}

export function uploadPhoto(session: Session, bookingId: string, image: Buffer, query: string, type = 'image/jpeg') {
  return {
    method: 'POST' as const,
    url: `/api/bookings/${bookingId}/photos?${query}`,
    headers: { ...bearer(session), 'content-type': type },
    payload: image,
  };
}

/** Ticks every task of the checklist as the cleaner. */
export async function tickAll(t: TestApp, cleaner: Session, bookingId: string): Promise<void> {
  const current = await t.request({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: bearer(cleaner) });
  const items = (current.json().checklist as Array<{ task: string }>).map((item) => ({ task: item.task, done: true }));
  const res = await t.request({
    method: 'PUT',
    url: `/api/bookings/${bookingId}/checklist`,
    headers: bearer(cleaner),
    payload: { items },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Punches in, takes the required photos, ticks and submits the checklist, as the cleaner on site. */
export async function workThrough(t: TestApp, setup: WorkSetup): Promise<void> {
  const { cleaner, bookingId } = setup;
  const punchIn = await t.request(act(cleaner, bookingId, 'punch-in', setup.near(40)));
  expect(punchIn.statusCode, punchIn.body).toBe(200);
  if (punchIn.json().allowPhotos) {
    for (const kind of ['before', 'after']) {
      const up = await t.request(uploadPhoto(cleaner, bookingId, await photo(), `kind=${kind}&room=kitchen`));
      expect(up.statusCode, up.body).toBe(201);
    }
  }
  await tickAll(t, cleaner, bookingId);
  const submitted = await t.request(act(cleaner, bookingId, 'checklist/submit'));
  expect(submitted.statusCode, submitted.body).toBe(200);
}

/** The whole visit: punch-in, photos, checklist, then the punch-out that charges the balance. Returns the booking as the cleaner sees it. */
export async function finishWork(t: TestApp, setup: WorkSetup): Promise<BookingDto> {
  await workThrough(t, setup);
  const punchOut = await t.request(act(setup.cleaner, setup.bookingId, 'punch-out', setup.near(20)));
  expect(punchOut.statusCode, punchOut.body).toBe(200);
  return punchOut.json<BookingDto>();
}
