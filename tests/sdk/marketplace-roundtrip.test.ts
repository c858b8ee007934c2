// A cleaning from search to payment through the typed client against the real API over HTTP:
// places, cleaners, search, properties, bookings (quote, create, accept, punch-in, checklist,
// photos, punch-out), reviews, payouts, referrals, growth. Every answer is checked against the contract; the
// expectTypeOf lines are checked by `tsc -p tests`.
import { crc32, deflateSync } from 'node:zlib';
import { type components, createPropreClient, ProblemError } from '@propre/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { useRunningApi } from './http.ts';
import { signedUpClient, soonSlot } from './people.ts';

const api = useRunningApi();

type Booking = components['schemas']['Booking'];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** A small valid PNG, as a phone camera upload would be (sharp belongs to the API only). */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [90, 160, 70]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('a cleaning, from search to payment, through the typed client', () => {
  it('finds a cleaner, books, follows the work to the paid balance, reviews it, and reaches payouts, referrals and growth', async () => {
    // Places: the city the cleaner serves.
    const anonymous = createPropreClient({ baseUrl: api.baseUrl, auth: { getToken: () => null }, fetch: api.checkedFetch });
    const cities = await anonymous.GET('/api/places/cities', { params: { query: { q: 'Montr' } } });
    expectTypeOf(cities.data).toEqualTypeOf<components['schemas']['CityList']>();
    expect(cities.data?.items.map((c) => c.name)).toContain('Montréal');

    // A cleaner lists themself: profile, then a weekly template.
    const cleaner = await signedUpClient(api, 'cleaner', 'Sophie Gagnon');
    const profile = await cleaner.propre.PATCH('/api/cleaners/me/profile', {
      body: {
        bio: 'Nettoyeuse depuis huit ans à Montréal, minutieuse, ponctuelle et respectueuse de votre maison.',
        hourlyRate: 3500,
        serviceTypes: ['basic', 'deep'],
        serviceCities: ['Montréal'],
        petTolerance: ['cats'],
        gstNumber: '123456789RT0001',
        qstNumber: '1234567890TQ0001',
      },
    });
    expect(profile.data?.public).toMatchObject({ taxRegistered: true, serviceCities: ['Montréal'] });
    const slug = profile.data?.public.slug ?? '';

    // Search and the public profile, as anyone.
    const found = await anonymous.GET('/api/search/cleaners', { params: { query: { city: 'Montréal', serviceType: 'basic' } } });
    expect(found.data?.items.map((i) => i.cleaner.slug)).toContain(slug);
    const publicProfile = await anonymous.GET('/api/cleaners/{slug}', { params: { path: { slug } } });
    expect(publicProfile.data?.name).toBe('Sophie Gagnon');

    // A client adds a property at a suggested address, pinned at the door.
    const client = await signedUpClient(api, 'client', 'Marie Tremblay');
    const suggestions = await client.propre.GET('/api/properties/address-suggestions', {
      params: { query: { q: '123 rue Saint-Denis, Montréal H2X 1K4' } },
    });
    const suggestion = suggestions.data?.items[0];
    if (!suggestion) throw new Error('no address suggestion');
    const door = { latitude: 45.5155, longitude: -73.5655 };
    const property = await client.propre.POST('/api/properties', {
      body: {
        addressSuggestionId: suggestion.suggestionId,
        streetAddress: suggestion.streetAddress,
        postalCode: 'H2X 1K4',
        name: 'Condo du Plateau',
        type: 'condo',
        bedrooms: 2,
        bathrooms: 1,
        stories: 1,
        wifiName: 'Plateau-5G',
        wifiPassword: 'mot-de-passe',
        pin: door,
      },
    });
    expect(property.data?.pin).toEqual(door);
    const propertyId = property.data?.id ?? '';

    // Quote, then book: the server prices again; the SDK sends an Idempotency-Key.
    const fields = {
      cleanerId: cleaner.id,
      propertyId,
      ...soonSlot(),
      durationHours: 4,
      frequency: 'once',
      serviceType: 'basic',
    } as const;
    const quote = await client.propre.POST('/api/bookings/quote', { body: fields });
    expectTypeOf(quote.data).toEqualTypeOf<components['schemas']['BookingQuote']>();
    const price = quote.data?.occurrences[0]?.price;
    expect(price).toMatchObject({ service: 14_000, taxRegistered: true });
    const created = await client.propre.POST('/api/bookings', { body: { ...fields, paymentMethodId: 'pm_card_visa' } });
    expect(created.response.status).toBe(201);
    const booking = created.data?.bookings[0] as Booking;
    expect(booking).toMatchObject({
      status: 'pending',
      label: 'awaiting cleaner',
      price: { total: price?.total },
      site: { pin: door },
    });
    const bookingId = booking.id;
    const path = { params: { path: { bookingId } } };

    // The cleaner sees the request without the address, accepts, and then sees how to get in.
    const requests = await cleaner.propre.GET('/api/bookings', { params: { query: { status: ['pending'] } } });
    expect(requests.data?.items.find((b) => b.id === bookingId)?.site).toBeNull();
    const accepted = await cleaner.propre.POST('/api/bookings/{bookingId}/accept', path);
    expect(accepted.data).toMatchObject({ status: 'confirmed', site: { wifiPassword: 'mot-de-passe' } });

    // Too far from the door: a typed problem with its code.
    const far = await cleaner.propre
      .POST('/api/bookings/{bookingId}/punch-in', { ...path, body: { latitude: 45.53, longitude: -73.5655 } })
      .catch((error: unknown) => error);
    expect(far).toBeInstanceOf(ProblemError);
    expect(far).toMatchObject({ status: 422, code: 'too_far_from_property' });

    const punchedIn = await cleaner.propre.POST('/api/bookings/{bookingId}/punch-in', {
      ...path,
      body: { ...door, accuracyMeters: 10 },
    });
    expectTypeOf(punchedIn.data).toEqualTypeOf<Booking>();
    expect(punchedIn.data).toMatchObject({ status: 'in_progress', label: 'in progress' });

    // Photos (the raw image with its media type), then the checklist.
    for (const kind of ['before', 'after'] as const) {
      const photo = await cleaner.propre.POST('/api/bookings/{bookingId}/photos', {
        params: { path: { bookingId }, query: { kind, room: 'kitchen' } },
        body: png(32, 24) as unknown as ArrayBuffer,
        headers: { 'content-type': 'image/png' },
      });
      expect(photo.data).toMatchObject({ kind, room: 'kitchen' });
    }
    const photos = await client.propre.GET('/api/bookings/{bookingId}/photos', path);
    expect(photos.data?.items).toHaveLength(2);
    const items = (punchedIn.data?.checklist ?? []).map((item) => ({ task: item.task, done: true }));
    const ticked = await cleaner.propre.PUT('/api/bookings/{bookingId}/checklist', { ...path, body: { items } });
    expect(ticked.data?.checklist.every((item) => item.done)).toBe(true);
    const submitted = await cleaner.propre.POST('/api/bookings/{bookingId}/checklist/submit', path);
    expect(submitted.data?.work).toMatchObject({ photos: { before: 1, after: 1 } });

    // Punch-out: completed, the balance charged, the booking paid in full.
    const done = await cleaner.propre.POST('/api/bookings/{bookingId}/punch-out', { ...path, body: door });
    expect(done.data).toMatchObject({ status: 'completed', paymentStatus: 'final_completed', label: 'completed' });
    const seenByClient = await client.propre.GET('/api/bookings/{bookingId}', path);
    expect(seenByClient.data?.payment).toMatchObject({ depositPaid: price?.deposit, balancePaid: price?.balance, refunded: 0 });

    // Reviews: the client rates every category once; the cleaner answers; the public sees it.
    const ratings = {
      cleanliness: 5,
      quality: 5,
      reliability: 4,
      punctuality: 5,
      communication: 4,
      professionalism: 5,
      overall: 5,
    };
    const review = await client.propre.POST('/api/bookings/{bookingId}/review', {
      ...path,
      body: { ratings, comment: 'Travail impeccable, très ponctuelle et attentionnée.' },
    });
    expect(review.response.status).toBe(201);
    await expect(
      client.propre.POST('/api/bookings/{bookingId}/review', { ...path, body: { ratings, comment: 'Encore une fois.' } }),
    ).rejects.toMatchObject({ status: 409 });
    const reviewId = review.data?.id ?? '';
    await cleaner.propre.POST('/api/reviews/{reviewId}/reply', {
      params: { path: { reviewId } },
      body: { text: 'Merci beaucoup, au plaisir!' },
    });
    const reviews = await anonymous.GET('/api/cleaners/{slug}/reviews', { params: { path: { slug } } });
    expect(reviews.data?.items[0]).toMatchObject({ comment: 'Travail impeccable, très ponctuelle et attentionnée.' });

    // The cleaner's earnings are payable: an instant payout needs a payout account first.
    const connect = await cleaner.propre.GET('/api/cleaners/me/payouts/connect');
    expect(connect.response.status).toBe(200);
    const payouts = await cleaner.propre.GET('/api/cleaners/me/payouts');
    expect(payouts.response.status).toBe(200);

    // Referrals and the growth pages, through the same client.
    const referral = await client.propre.GET('/api/referrals/me');
    expect(referral.data?.code).toMatch(/\S/);
    const version = await anonymous.GET('/api/version');
    expect(JSON.stringify(version.data)).toContain('0.95.13');
    const popup = await anonymous.POST('/api/discount-popup/claims', { body: { email: 'nouvelle.cliente@example.ca' } });
    expect(popup.data).toMatchObject({ alreadySubscribed: false });
  });
});
