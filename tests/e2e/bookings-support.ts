import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { comboOf, newClient } from './booking-support.ts';
import { type Brands, demoPassword, expect, test } from './support/fixtures.ts';

/** A person signed up through the API, with their bearer token. */
export interface Person {
  id: string;
  email: string;
  token: string;
}

export const bearer = (person: { token: string }) => ({ authorization: `Bearer ${person.token}` });

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * A fresh cleaner serving Longueuil (where `newClient` puts its property), so each test books a
 * cleaner of its own and no two runs compete for a slot.
 */
export async function newCleaner(playwright: PlaywrightWorkerArgs['playwright'], origin: string): Promise<Person> {
  const tag = suffix();
  const email = `bookings-cleaner-${tag}@example.test`;
  // A context of its own: a sign-up with another person's session cookie would need a CSRF token.
  const request = await playwright.request.newContext();
  const signup = await request.post(`${origin}/api/auth/signup`, {
    data: {
      username: `bkc_${tag}`,
      password: demoPassword,
      email,
      name: 'Julie Nettoyage',
      role: 'cleaner',
      gender: 'prefer_not_to_say',
      language: 'fr',
      acceptTerms: true,
      termsVersion: '2026-11-01',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { token, user } = (await signup.json()) as { token: string; user: { id: string } };
  const profile = await request.patch(`${origin}/api/cleaners/me/profile`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      bio: 'Nettoyeuse depuis huit ans sur la Rive-Sud, minutieuse, ponctuelle et respectueuse de votre maison.',
      hourlyRate: 3500,
      serviceTypes: ['basic', 'deep'],
      serviceCities: ['Longueuil'],
      petTolerance: ['cats', 'dogs'],
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await request.dispose();
  return { id: user.id, email, token };
}

/** A fresh client with a property in Longueuil (the booking journeys' helper), and that property. */
export async function clientWithProperty(playwright: PlaywrightWorkerArgs['playwright'], origin: string, lang: 'fr' | 'en') {
  const request = await playwright.request.newContext();
  const client = await newClient(request, origin, lang);
  const list = await request.get(`${origin}/api/properties`, { headers: bearer(client) });
  expect(list.status(), await list.text()).toBe(200);
  const [property] = (
    (await list.json()) as {
      items: { id: string; latitude: number; longitude: number; pin: null | { latitude: number; longitude: number } }[];
    }
  ).items;
  if (!property) throw new Error('the new client has no property');
  await request.dispose();
  return { client, property };
}

/** A local date and half-hour start time in Quebec, `minutes` from now rounded up to the next half hour. */
export function slotIn(minutes: number): { date: string; startTime: string } {
  const half = 30 * 60_000;
  const start = new Date(Math.ceil((Date.now() + minutes * 60_000) / half) * half);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(start)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, startTime: `${parts.hour}:${parts.minute}` };
}

export interface Booked {
  id: string;
  status: string;
  startsAt: string;
}

/**
 * Books the first free start among `minutes`, `minutes + 60`, … (twelve tries, all within 24 h
 * when `minutes` ≤ 720): a journey that books "within 24 h" of whenever it runs may meet other
 * journeys' bookings of the same cleaner at that hour — near midnight in Quebec, "in 9 hours" is
 * tomorrow morning, where the fixed-day journeys book.
 */
export async function bookSoonThroughApi(
  request: APIRequestContext,
  origin: string,
  client: { token: string },
  cleaner: Person,
  propertyId: string,
  minutes: number,
): Promise<Booked> {
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const created = await request.post(`${origin}/api/bookings`, {
      headers: { ...bearer(client), 'idempotency-key': randomUUID() },
      data: bookingBody(cleaner, propertyId, slotIn(minutes + attempt * 60), {}),
    });
    if (created.status() === 409 && (await created.json()).code === 'slot_unavailable') continue;
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { bookings: Booked[] }).bookings[0] as Booked;
  }
  return bookThroughApi(request, origin, client, cleaner, propertyId, slotIn(minutes + 11 * 60));
}

const bookingBody = (
  cleaner: Person,
  propertyId: string,
  slot: { date: string; startTime: string },
  extra: Record<string, unknown>,
) => ({
  cleanerId: cleaner.id,
  propertyId,
  ...slot,
  durationHours: 4,
  frequency: 'once',
  serviceType: 'basic',
  paymentMethodId: 'pm_card_visa',
  ...extra,
});

/** Books the cleaner for 4 h at `slot`, deposit paid with the success test card. */
export async function bookThroughApi(
  request: APIRequestContext,
  origin: string,
  client: { token: string },
  cleaner: Person,
  propertyId: string,
  slot: { date: string; startTime: string },
  extra: Record<string, unknown> = {},
): Promise<Booked> {
  const created = await request.post(`${origin}/api/bookings`, {
    headers: { ...bearer(client), 'idempotency-key': randomUUID() },
    data: bookingBody(cleaner, propertyId, slot, extra),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { bookings: Booked[] }).bookings[0] as Booked;
}

export async function act(
  request: APIRequestContext,
  origin: string,
  person: { token: string },
  bookingId: string,
  action: string,
  data?: object,
) {
  const answer = await request.post(`${origin}/api/bookings/${bookingId}/${action}`, {
    headers: bearer(person),
    ...(data ? { data } : {}),
  });
  expect(answer.status(), `${action}: ${await answer.text()}`).toBe(200);
  return answer.json();
}

export async function getBooking(request: APIRequestContext, origin: string, person: { token: string }, bookingId: string) {
  const answer = await request.get(`${origin}/api/bookings/${bookingId}`, { headers: bearer(person) });
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** The cleaner's whole visit through the API: punch-in on site, checklist done, punch-out (which charges the balance). */
export async function workThrough(
  request: APIRequestContext,
  origin: string,
  cleaner: Person,
  bookingId: string,
  site: { latitude: number; longitude: number },
) {
  const location = { latitude: site.latitude + 0.0003, longitude: site.longitude, accuracyMeters: 12 };
  await act(request, origin, cleaner, bookingId, 'punch-in', location);
  const booking = await getBooking(request, origin, cleaner, bookingId);
  const items = (booking.checklist as { task: string }[]).map((item) => ({ task: item.task, done: true }));
  const ticked = await request.put(`${origin}/api/bookings/${bookingId}/checklist`, {
    headers: bearer(cleaner),
    data: { items },
  });
  expect(ticked.status(), await ticked.text()).toBe(200);
  await act(request, origin, cleaner, bookingId, 'checklist/submit');
  return act(request, origin, cleaner, bookingId, 'punch-out', location);
}

/** Signs a browser context in with the cookie session and sets its language before the first page. */
export async function signIn(page: Page, origin: string, email: string, lang: 'fr' | 'en') {
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), lang);
  const login = await page.request.post(`${origin}/api/auth/login`, { data: { email, password: demoPassword } });
  expect(login.status(), await login.text()).toBe(200);
}

/** The origin of a brand, outside a test (a `beforeAll`): the `brands` fixture is per test. */
export function originOf(brand: 'propre' | 'eclat'): string {
  const port = process.env.PROPRE_E2E_PORT;
  if (!port) throw new Error('PROPRE_E2E_PORT is unset: run through playwright.config.ts');
  return brand === 'propre' ? `http://localhost:${port}` : `http://127.0.0.1:${port}`;
}

/**
 * A demo cleaner's session, through the API (signing in does not count against the sign-up
 * limit of 10 an hour per address that fresh accounts would).
 */
export async function demoCleaner(request: APIRequestContext, origin: string, email: string): Promise<Person> {
  const login = await request.post(`${origin}/api/auth/login`, { data: { email, password: demoPassword } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  return { id: user.id, email, token };
}

/** A local date `days` from today in Quebec. */
export function dayIn(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  const at = new Date(`${today}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** What a serial file's journeys share: a client of their own with a Longueuil property, and Carlos. */
export interface CarlosBooker {
  api: APIRequestContext;
  client: { email: string; token: string };
  propertyId: string;
  carlos: Person;
}

/**
 * One client per run (sign-ups are limited to 10 an hour per address) booking Carlos, the demo
 * cleaner of Longueuil, through the API: made before the file's tests, filled in then.
 */
export function useCarlosBooker(): CarlosBooker {
  const booker = {} as CarlosBooker;
  test.beforeAll(async ({ playwright }, testInfo) => {
    const { brand, lang } = comboOf(testInfo);
    const origin = originOf(brand);
    const made = await clientWithProperty(playwright, origin, lang);
    booker.client = made.client;
    booker.propertyId = made.property.id;
    booker.api = await playwright.request.newContext();
    booker.carlos = await demoCleaner(booker.api, origin, 'carlos@demo.propre.ca');
  });
  test.afterAll(async () => {
    await booker.api?.dispose();
  });
  return booker;
}

/** The journey's language and origin (its project's brand), and a request to Carlos at `slot`, made through the API. */
export async function requestCarlos(
  booker: CarlosBooker,
  brands: Brands,
  testInfo: TestInfo,
  slot: { date: string; startTime: string },
) {
  const { brand, lang } = comboOf(testInfo);
  const origin = brands[brand];
  const booking = await bookThroughApi(booker.api, origin, booker.client, booker.carlos, booker.propertyId, slot);
  return { lang, origin, booking };
}
