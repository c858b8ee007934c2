// Messaging through the SDK against the real API over HTTP and its real /ws/messages socket:
// the typed REST calls send, the typed realtime client receives the frames the contract
// describes (asyncapi.json), and the unread count follows.
import { createPropreClient, type PropreClient } from '@propre/sdk';
import { createRealtimeClient, type NewMessageFrame, type RealtimeClient, type ServerFrameOf } from '@propre/sdk/realtime';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { useRunningApi } from './http.ts';
import { signedUpClient, soonSlot } from './people.ts';

const api = useRunningApi();
const open: RealtimeClient[] = [];
afterEach(() => {
  for (const realtime of open.splice(0)) realtime.disconnect();
});

function next<T extends 'NEW_MESSAGE' | 'UNREAD_COUNT_UPDATE' | 'AUTHENTICATED'>(
  realtime: RealtimeClient,
  type: T,
  accept: (frame: ServerFrameOf<T>) => boolean = () => true,
): Promise<ServerFrameOf<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} frame within 10 s`)), 10_000);
    const off = realtime.on(type, ((frame: ServerFrameOf<T>) => {
      if (!accept(frame)) return;
      clearTimeout(timer);
      off();
      resolve(frame);
    }) as never);
  });
}

async function confirmedBooking(): Promise<{
  client: PropreClient;
  cleaner: PropreClient;
  clientToken: () => string | null;
  cleanerToken: () => string | null;
  bookingId: string;
}> {
  const cleaner = await signedUpClient(api, 'cleaner', 'Sophie Gagnon');
  await cleaner.propre.PATCH('/api/cleaners/me/profile', {
    body: {
      bio: 'Nettoyeuse depuis huit ans à Montréal, minutieuse, ponctuelle et respectueuse de votre maison.',
      hourlyRate: 3500,
      serviceTypes: ['basic'],
      serviceCities: ['Montréal'],
    },
  });
  const client = await signedUpClient(api, 'client', 'Marie Tremblay');
  const suggestion = (
    await client.propre.GET('/api/properties/address-suggestions', {
      params: { query: { q: '123 rue Saint-Denis, Montréal H2X 1K4' } },
    })
  ).data?.items[0];
  if (!suggestion) throw new Error('no address suggestion');
  const property = await client.propre.POST('/api/properties', {
    body: {
      addressSuggestionId: suggestion.suggestionId,
      streetAddress: suggestion.streetAddress,
      postalCode: 'H2X 1K4',
      name: 'Condo',
      type: 'condo',
      bedrooms: 1,
      bathrooms: 1,
      stories: 1,
    },
  });
  const created = await client.propre.POST('/api/bookings', {
    body: {
      cleanerId: cleaner.id,
      propertyId: property.data?.id ?? '',
      ...soonSlot(),
      durationHours: 4,
      frequency: 'once',
      serviceType: 'basic',
      paymentMethodId: 'pm_card_visa',
    },
  });
  const bookingId = created.data?.bookings[0]?.id ?? '';
  await cleaner.propre.POST('/api/bookings/{bookingId}/accept', { params: { path: { bookingId } } });
  return { client: client.propre, cleaner: cleaner.propre, clientToken: client.token, cleanerToken: cleaner.token, bookingId };
}

describe('messaging through the SDK, REST and socket', () => {
  it('delivers a message sent with the typed client as a typed NEW_MESSAGE frame, and counts it unread', async () => {
    const { client, cleaner, cleanerToken, bookingId } = await confirmedBooking();
    const realtime = createRealtimeClient({ baseUrl: api.baseUrl, auth: { getToken: cleanerToken } });
    open.push(realtime);
    const authenticated = next(realtime, 'AUTHENTICATED');
    realtime.connect();
    expect((await authenticated).role).toBe('cleaner');

    const arrived = next(realtime, 'NEW_MESSAGE', (frame) => frame.bookingUuid === bookingId);
    const unread = next(realtime, 'UNREAD_COUNT_UPDATE', (frame) => frame.count === 1);
    const sent = await client.POST('/api/conversations/{bookingId}/messages', {
      params: { path: { bookingId } },
      body: { text: 'Bonjour! Le code de la porte est dans les instructions.' },
    });
    expect(sent.response.status).toBe(201);
    const frame = await arrived;
    expectTypeOf(frame).toEqualTypeOf<NewMessageFrame>();
    expect(frame.message).toMatchObject({ text: 'Bonjour! Le code de la porte est dans les instructions.' });
    expect(frame.uuidId).toBe(sent.data?.id);
    expect((await unread).count).toBe(1);
    expect((await cleaner.GET('/api/messages/unread')).data).toEqual({ count: 1 });
  });

  it('refuses a phone number with its code, and an anonymous visitor has no unread messages', async () => {
    const { client, bookingId } = await confirmedBooking();
    await expect(
      client.POST('/api/conversations/{bookingId}/messages', {
        params: { path: { bookingId } },
        body: { text: 'Appelez-moi au 514 555-0199' },
      }),
    ).rejects.toMatchObject({ status: 422, code: 'message_contains_phone_number' });
    const anonymous = createPropreClient({ baseUrl: api.baseUrl, auth: { getToken: () => null }, fetch: api.checkedFetch });
    expect((await anonymous.GET('/api/messages/unread')).data).toEqual({ count: 0 });
  });
});
