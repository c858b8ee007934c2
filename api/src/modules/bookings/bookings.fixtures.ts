/**
 * Test support for the bookings tests: an app whose payments, ledger and properties are the
 * test doubles standing in for the areas built in parallel (see api/test/*-test-double.ts),
 * listed cleaners and clients made through the API, and a valid booking body.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeAll, expect } from 'vitest';
import { createRecordingPayments, ledgerProbe, propertyMaker } from '../../../test/bookings-edges.ts';
import { type TestApp, useTestApp } from '../../../test/build-app.ts';
import { type AuthSession, bearer, signUp } from '../../../test/factories.ts';
import { addDays, todayInToronto } from '../../lib/business-time.ts';
import type { PropertyType } from '../cleaners/cleaners.entities.ts';
import type { DiscountCodes } from './booking-edges.ts';

export const cleanerBio = 'Nettoyeuse depuis huit ans à Montréal, minutieuse, ponctuelle et respectueuse de votre maison.';

export interface BookingsTestOptions {
  discountCodes?: DiscountCodes;
  /** More environment for the app (other areas' settings). */
  env?: Record<string, string>;
}

/**
 * The app with the doubles, and after each test the money check: the ledger balances, and what
 * it says the cards paid is what the payment provider charged less what it refunded.
 */
export function useBookingsApp(options: BookingsTestOptions = {}) {
  const payments = createRecordingPayments();
  const t = useTestApp({
    env: { LOG_LEVEL: process.env.BOOKINGS_LOG ?? 'silent', ...options.env },
    bookingEdges: { payments, ...(options.discountCodes ? { discountCodes: options.discountCodes } : {}) },
  });
  beforeAll(() => payments.attach(t.app.propre.payments.provider));
  const ledger = ledgerProbe(t);
  const properties = propertyMaker(t);
  afterEach(async () => {
    await ledger.assertBalanced();
    expect(await ledger.sum('external:card')).toBe(payments.netCharged());
  });
  return { t, payments, ledger, properties };
}

export type Session = AuthSession & { password: string };

export async function listedCleaner(t: TestApp, profile: Record<string, unknown> = {}, name = 'Sophie Gagnon'): Promise<Session> {
  const me = await signUp(t, { role: 'cleaner', name });
  const res = await t.request({
    method: 'PATCH',
    url: '/api/cleaners/me/profile',
    headers: bearer(me),
    payload: {
      bio: cleanerBio,
      hourlyRate: 3500,
      serviceTypes: ['basic', 'deep'],
      serviceCities: ['Montréal'],
      petTolerance: ['cats', 'dogs'],
      ...profile,
    },
  });
  if (res.statusCode !== 200) throw new Error(`cleaner profile: ${res.statusCode} ${res.body}`);
  return me;
}

export async function clientWithProperty(
  t: TestApp,
  properties: ReturnType<typeof propertyMaker>,
  property: { type?: PropertyType; city?: string } = {},
  overrides: { name?: string } = {},
): Promise<{ client: Session; propertyId: string }> {
  const client = await signUp(t, { role: 'client', name: overrides.name ?? 'Marie Tremblay' });
  const added = await properties.add(client.user.id, { type: property.type ?? 'house', city: property.city ?? 'Montréal' });
  return { client, propertyId: added.id };
}

/** A local date some days ahead, in Quebec. */
export const daysAhead = (days: number) => addDays(todayInToronto(), days);

export function bookingBody(cleanerId: string, propertyId: string, overrides: Record<string, unknown> = {}) {
  return {
    cleanerId,
    propertyId,
    date: daysAhead(10),
    startTime: '09:00',
    durationHours: 4,
    frequency: 'once',
    serviceType: 'basic',
    paymentMethodId: 'pm_card_visa',
    ...overrides,
  };
}

export function createRequest(
  session: Session,
  payload: Record<string, unknown>,
  key: string = randomUUID(),
  headers: Record<string, string> = {},
): InjectOptions {
  return {
    method: 'POST',
    url: '/api/bookings',
    headers: { ...bearer(session), 'idempotency-key': key, ...headers },
    payload,
  };
}

/** Creates a booking through the API and returns it (fails the test when it is refused); `headers` adds to the request's. */
export async function book(t: TestApp, session: Session, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.request(createRequest(session, payload, randomUUID(), headers));
  if (res.statusCode !== 201) throw new Error(`booking refused: ${res.statusCode} ${res.body}`);
  return res.json().bookings[0] as {
    id: string;
    status: string;
    price: { deposit: number; balance: number; total: number };
  } & Record<string, unknown>;
}

export function act(session: Session, bookingId: string, action: string, payload?: Record<string, unknown>): InjectOptions {
  return {
    method: 'POST',
    url: `/api/bookings/${bookingId}/${action}`,
    headers: bearer(session),
    ...(payload ? { payload } : {}),
  };
}
