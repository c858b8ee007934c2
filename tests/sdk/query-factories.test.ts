// The generated factories of @propre/sdk/query (`search.findCleaners`, `properties.update`…)
// with a real QueryClient against the running API: what they fetch, how they key it, and what a
// write refreshes. Mutations run as TanStack runs them (the mutation cache builds and executes
// them; createQueryClient's propreMutationCache invalidates what their meta names), without an
// adapter.
import { crc32, deflateSync } from 'node:zlib';
import { testPassword } from '@propre/api/test/factories';
import { createPropreClient, type PropreClient, readCookie } from '@propre/sdk';
import {
  auth,
  availability,
  cleaners,
  createQueryClient,
  health,
  type PropreMutationOptions,
  properties,
  queryKeyFor,
  search,
  users,
} from '@propre/sdk/query';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { CookieJar } from './browser.ts';
import { type Exchange, recording, useRunningApi } from './http.ts';
import { signedUpClient } from './people.ts';

const api = useRunningApi();
const queryClient = createQueryClient();
afterEach(() => queryClient.clear());

/** Runs a mutation as useMutation's mutate does: built by the cache, the cache's onSuccess awaited. */
function run<Data, Variables>(options: PropreMutationOptions<Data, Variables, string, string>, variables: Variables) {
  return queryClient.getMutationCache().build(queryClient, options).execute(variables);
}

const invalidated = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;

async function listedCleaner() {
  const cleaner = await signedUpClient(api, 'cleaner', 'Sophie Gagnon');
  const profile = await run(cleaners.updateMyProfile(cleaner.propre), {
    body: {
      bio: 'Nettoyeuse depuis huit ans à Montréal, minutieuse, ponctuelle et respectueuse de votre maison.',
      hourlyRate: 3500,
      serviceTypes: ['basic', 'deep'],
      serviceCities: ['Montréal'],
    },
  });
  return { ...cleaner, slug: profile.public.slug };
}

describe('query factories', () => {
  it('fetch a search under the key queryKeyFor gives, with the query object as the params', async () => {
    const { slug } = await listedCleaner();
    const anonymous = createPropreClient({ baseUrl: api.baseUrl, fetch: api.checkedFetch });

    const options = search.findCleaners(anonymous, { city: 'Montréal', serviceType: 'basic' });
    expect(options.queryKey).toEqual(['propre', '/api/search/cleaners', { query: { city: 'Montréal', serviceType: 'basic' } }]);
    const found = await queryClient.query(options);
    expect(found.items.map((item) => item.cleaner.slug)).toContain(slug);

    const profile = cleaners.getProfile(anonymous, slug);
    expect(profile.queryKey).toEqual(queryKeyFor('/api/cleaners/{slug}', { path: { slug } }));
    expect((await queryClient.query(profile)).name).toBe('Sophie Gagnon');
    expect(health.getLiveness(anonymous).queryKey).toEqual(['propre', '/api/health', {}]);
  });

  it('read a binary answer as a Blob and send a Blob with its own type', async () => {
    const person = await signedUpClient(api, 'client', 'Léa Roy');
    const uploaded = await run(users.uploadAvatar(person.propre), { body: new Blob([solidPng(16, 16)], { type: 'image/png' }) });
    expect(uploaded.profilePic).toMatch(/^\/api\/users\/usr_/);

    const picture = await queryClient.query(users.getAvatar(person.propre, person.id));
    expectTypeOf(picture).toEqualTypeOf<Blob>();
    expect(picture.type).toBe('image/webp');
    expect(picture.size).toBeGreaterThan(0);
  });

  it('send a text body as text of its media type (an iCalendar file)', async () => {
    const cleaner = await signedUpClient(api, 'cleaner', 'Luc Gagné');
    const exchanges: Exchange[] = [];
    const token = cleaner.token() ?? '';
    const recorded = createPropreClient({
      baseUrl: api.baseUrl,
      auth: { getToken: () => token },
      fetch: recording(api.checkedFetch, exchanges),
    });
    const result = await run(availability.importBusyTimes(recorded), { body: calendar() });
    expect(exchanges[0]?.headers.get('content-type')).toBe('text/calendar');
    expect(exchanges[0]?.body).toBe(calendar());
    expect(exchanges[0]?.status).toBe(200);
    expect(result).toBeTypeOf('object');
  });
});

describe('mutation factories', () => {
  it('refresh what the write made stale: the list and the property written, not another one', async () => {
    const person = await signedUpClient(api, 'client', 'Marie Tremblay');
    const first = await run(properties.create(person.propre), { body: await propertyBody(person.propre, 'Condo du Plateau') });
    const second = await run(properties.create(person.propre), { body: await propertyBody(person.propre, 'Chalet') });
    const list = properties.list(person.propre);
    const one = properties.get(person.propre, first.id);
    const other = properties.get(person.propre, second.id);
    const unrelated = health.getLiveness(person.propre);
    for (const options of [list, one, other, unrelated]) await queryClient.query(options as never);

    const updated = await run(properties.update(person.propre), {
      path: { propertyId: first.id },
      body: { name: 'Condo rénové' },
    });
    expect(updated.name).toBe('Condo rénové');
    expect(invalidated(list.queryKey)).toBe(true);
    expect(invalidated(one.queryKey)).toBe(true);
    expect(invalidated(other.queryKey)).toBe(false);
    expect(invalidated(unrelated.queryKey)).toBe(false);
    expect((await queryClient.query(one)).name).toBe('Condo rénové');

    // A delete answers 204: the mutation resolves with undefined, and the list is stale again.
    await queryClient.query(list);
    const deleted = await run(properties.delete(person.propre), { path: { propertyId: second.id } });
    expectTypeOf(deleted).toEqualTypeOf<undefined>();
    expect(deleted).toBeUndefined();
    expect(invalidated(list.queryKey)).toBe(true);
    expect((await queryClient.query(list)).items.map((property) => property.id)).toEqual([first.id]);
  });

  it('sign in with the cookie: every query reset, then a cookie write carries the CSRF token', async () => {
    const person = await signedUpClient(api, 'client', 'Noémie Cookie');
    const { data: me } = await person.propre.GET('/api/users/me');
    const jar = new CookieJar();
    const exchanges: Exchange[] = [];
    const browser = createPropreClient({
      baseUrl: api.baseUrl,
      fetch: jar.fetch(recording(api.checkedFetch, exchanges)),
      csrf: () => readCookie('propre_csrf', jar.documentCookie),
    });

    const signedOut = users.getMe(browser);
    expect(await queryClient.query(signedOut)).toBeNull();
    await run(auth.login(browser), { body: { email: me?.email ?? '', password: testPassword } });
    // Reset, not merely invalidated: the signed-out answer is gone at once.
    expect(queryClient.getQueryData(signedOut.queryKey)).toBeUndefined();
    expect((await queryClient.query(signedOut))?.id).toBe(person.id);

    const renamed = await run(users.updateMe(browser), { body: { name: 'Noémie Témoin' } });
    expect(renamed.name).toBe('Noémie Témoin');
    const patch = exchanges.at(-1);
    expect(patch?.call).toBe('PATCH /api/users/me');
    expect(patch?.headers.get('authorization')).toBeNull();
    expect(patch?.headers.get('x-csrf-token')).toBe(jar.cookies.get('propre_csrf')?.value);
    expect(invalidated(signedOut.queryKey)).toBe(true);
  });
});

async function propertyBody(propre: PropreClient, name: string) {
  const { data } = await propre.GET('/api/properties/address-suggestions', {
    params: { query: { q: '123 rue Saint-Denis, Montréal H2X 1K4' } },
  });
  const suggestion = data.items[0];
  if (!suggestion) throw new Error('no address suggestion');
  return {
    addressSuggestionId: suggestion.suggestionId,
    streetAddress: suggestion.streetAddress,
    postalCode: 'H2X 1K4',
    name,
    type: 'condo' as const,
    bedrooms: 2,
    bathrooms: 1,
    stories: 1,
    pin: { latitude: 45.5155, longitude: -73.5655 },
  };
}

/** A one-event iCalendar file, next week in UTC. */
function calendar(): string {
  const start = new Date(Date.now() + 7 * 86_400_000);
  start.setUTCHours(14, 0, 0, 0);
  const stamp = (date: Date) => `${date.toISOString().replaceAll(/[-:]/g, '').slice(0, 15)}Z`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Propre//SDK test//FR',
    'BEGIN:VEVENT',
    'UID:rendez-vous@example.com',
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + 2 * 3_600_000))}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A valid RGB PNG of one colour (sharp is a dependency of the API only). */
function solidPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  return Uint8Array.from(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
