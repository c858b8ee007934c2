/**
 * The data-owner registry: for each path parameter name of the contract, how to make a real
 * value owned by a party. The security suites fail on an operation whose path parameter is not
 * here, so an area that adds `{fooId}` must register how to make a foo.
 */

import { newId } from '@propre/api/src/lib/ids.ts';
import { act, book, bookingBody, daysAhead } from '@propre/api/src/modules/bookings/bookings.fixtures.ts';
import { photo, soonSlot } from '@propre/api/src/modules/bookings/work.fixtures.ts';
import { pdfFile } from '@propre/api/src/modules/verification/verification.fixtures.ts';
import { offsetLatitude } from '@propre/api/test/bookings-edges';
import { bearer } from '@propre/api/test/factories';
import { SoftwareAuthenticator } from '@propre/api/test/software-authenticator';
import type { Actor } from './contract.ts';
import type { Party, PartyName, World } from './world.ts';

export interface MakeContext {
  /** The operation's path, as the contract writes it. */
  path: string;
  /** Values already chosen for the parameters before this one. */
  params: Record<string, string>;
}

export interface Made {
  value: string;
  /** Parties who own it: only they (and admins, where the kind says so) may reach it. */
  owners: PartyName[];
}

export interface ResourceKind {
  /**
   * owned: an operation that is not public must answer 404/403 to anyone but the owners;
   * reference: names something anyone the operation admits may use (a cleaner to give feedback on).
   */
  access: 'owned' | 'reference';
  /** Roles that can own one; the owner chosen is the first party of household A with such a role. */
  ownerRoles: readonly Actor[];
  /** Admins may reach other people's (bookings, verification documents). */
  admins?: boolean;
  make(world: World, owner: Party, context: MakeContext): Promise<Made>;
}

async function call(world: World, party: Party, options: Parameters<World['t']['request']>[0]) {
  const res = await world.t.request({ ...options, headers: { ...(await world.headersFor(party)), ...options.headers } });
  if (res.statusCode >= 300) throw new Error(`${options.method} ${options.url} as ${party.name}: ${res.statusCode} ${res.body}`);
  return res;
}

const sideParty = (world: World, role: 'client' | 'cleaner', owner: Party): Party =>
  world.parties[`${role}${owner.side ?? 'A'}` as PartyName];

async function propertyOf(world: World, client: Party, pinned = false) {
  return world.properties.add(client.userId as string, {
    type: 'house',
    city: 'Montréal',
    ...(pinned ? { pin: { northMeters: 300, eastMeters: 200 } } : {}),
  });
}

/** A booking of the household, requested by its client from its cleaner on a day no other booking uses. */
async function pendingBooking(world: World, owner: Party): Promise<Made> {
  const client = sideParty(world, 'client', owner);
  const cleaner = sideParty(world, 'cleaner', owner);
  const property = await propertyOf(world, client);
  const token = (await world.tokenFor(client)) as string;
  const booking = await book(
    world.t,
    { token } as never,
    bookingBody(cleaner.userId as string, property.id, { date: daysAhead(world.nextDayOffset()), allowPhotos: true }),
  );
  return { value: booking.id, owners: [client.name, cleaner.name] };
}

/** The household's booking under way (accepted, punched in, photos allowed): one per household. */
async function bookingInProgress(world: World, owner: Party): Promise<Made> {
  const client = sideParty(world, 'client', owner);
  const cleaner = sideParty(world, 'cleaner', owner);
  const key = `in-progress:${client.name}:${cleaner.name}`;
  const cached = world.cache.get(key) as Made | undefined;
  if (cached) return cached;
  const property = await propertyOf(world, client, true);
  const clientToken = (await world.tokenFor(client)) as string;
  const booking = await book(
    world.t,
    { token: clientToken } as never,
    bookingBody(cleaner.userId as string, property.id, { ...soonSlot(), allowPhotos: true }),
  );
  const cleanerSession = { token: (await world.tokenFor(cleaner)) as string } as never;
  await call(world, cleaner, act(cleanerSession, booking.id, 'accept') as never);
  const site = property.pin as { latitude: number; longitude: number };
  await call(world, cleaner, {
    ...act(cleanerSession, booking.id, 'punch-in', {
      latitude: offsetLatitude(site.latitude, 20),
      longitude: site.longitude,
      accuracyMeters: 10,
    }),
  } as never);
  const made = { value: booking.id, owners: [client.name, cleaner.name] };
  world.cache.set(key, made);
  return made;
}

let photoCount = 0;

/**
 * A review of the household's booking, written straight into the table: a real one needs a
 * completed booking, which the reviews tests walk through; here only its owners matter.
 */
async function writeReview(world: World, owner: Party, bookingId: string): Promise<string> {
  const id = newId('rev');
  const now = new Date();
  await sql(
    world,
    `insert into review (id, booking_id, client_id, cleaner_id, cleanliness, quality, reliability, punctuality,
       communication, professionalism, overall, comment, created_at, updated_at)
     values (?, ?, ?, ?, 5, 5, 5, 5, 5, 5, 5, 'Très bien', ?, ?)`,
    [id, bookingId, sideParty(world, 'client', owner).userId, sideParty(world, 'cleaner', owner).userId, now, now],
  );
  return id;
}

/** The partner a partner party's secret key belongs to. */
async function partnerIdOf(world: World, owner: Party): Promise<string> {
  return (await call(world, owner, { method: 'GET', url: '/api/partners/me' })).json().id;
}

async function sql(world: World, query: string, params: unknown[]): Promise<void> {
  await world.t.app.propre.db.orm.em.fork().getConnection().execute(query, params);
}

export const resourceKinds: Record<string, ResourceKind> = {
  propertyId: {
    access: 'owned',
    ownerRoles: ['client'],
    async make(world, owner) {
      return { value: (await propertyOf(world, owner)).id, owners: [owner.name] };
    },
  },
  bookingId: {
    access: 'owned',
    ownerRoles: ['client', 'cleaner'],
    admins: true,
    async make(world, owner, context) {
      // Photos exist only on a booking under way; a review's operations need one with a review;
      // every other operation starts from a request.
      if (context.path.includes('/photos')) return bookingInProgress(world, owner);
      const booking = await pendingBooking(world, owner);
      if (context.path.endsWith('/review')) await writeReview(world, owner, booking.value);
      return booking;
    },
  },
  photoId: {
    access: 'owned',
    ownerRoles: ['cleaner', 'client'],
    admins: true,
    async make(world, owner, context) {
      photoCount += 1;
      const bookingId = context.params.bookingId;
      if (bookingId) {
        const booking = await bookingInProgress(world, owner);
        const cleaner = sideParty(world, 'cleaner', owner);
        const kind = photoCount % 2 === 0 ? 'before' : 'after';
        const res = await call(world, cleaner, {
          method: 'POST',
          url: `/api/bookings/${booking.value}/photos?kind=${kind}&room=kitchen`,
          headers: { 'content-type': 'image/jpeg' },
          payload: await photo(),
        });
        return { value: res.json().id, owners: booking.owners };
      }
      const cleaner = owner.role === 'cleaner' ? owner : sideParty(world, 'cleaner', owner);
      const res = await call(world, cleaner, {
        method: 'POST',
        url: '/api/cleaners/me/gallery',
        headers: { 'content-type': 'image/jpeg' },
        payload: await photo('jpeg', 800, 400),
      });
      return { value: res.json().id, owners: [cleaner.name] };
    },
  },
  blockId: {
    access: 'owned',
    ownerRoles: ['cleaner'],
    async make(world, owner) {
      const res = await call(world, owner, {
        method: 'POST',
        url: '/api/cleaners/me/availability',
        payload: { kind: 'one_off', startDate: daysAhead(world.nextDayOffset()), allDay: true },
      });
      return { value: res.json().id, owners: [owner.name] };
    },
  },
  documentId: {
    access: 'owned',
    ownerRoles: ['cleaner'],
    admins: true,
    async make(world, owner) {
      const res = await call(world, owner, {
        method: 'POST',
        url: '/api/cleaners/me/documents?type=id',
        headers: { 'content-type': 'application/pdf' },
        payload: pdfFile(`pièce ${owner.name}`),
      });
      return { value: res.json().id, owners: [owner.name] };
    },
  },
  passkeyId: {
    access: 'owned',
    ownerRoles: ['pending', 'client', 'cleaner', 'admin'],
    async make(world, owner) {
      const options = await call(world, owner, { method: 'POST', url: '/api/auth/passkeys/registration-options' });
      const origin = new URL(world.t.config.publicUrl).origin;
      const res = await call(world, owner, {
        method: 'POST',
        url: '/api/auth/passkeys',
        payload: { response: new SoftwareAuthenticator().createCredential(options.json(), origin), name: owner.name },
      });
      return { value: res.json().id, owners: [owner.name] };
    },
  },
  slug: {
    access: 'reference',
    ownerRoles: ['cleaner'],
    async make(world, owner) {
      const cleaner = owner.role === 'cleaner' ? owner : world.parties.cleanerA;
      const res = await call(world, cleaner, { method: 'GET', url: '/api/cleaners/me/profile' });
      return { value: res.json().public.slug, owners: [cleaner.name] };
    },
  },
  userId: {
    access: 'reference',
    ownerRoles: ['cleaner', 'client', 'pending', 'admin'],
    async make(world, owner, context) {
      const user = context.path.startsWith('/api/cleaners/') && owner.role !== 'cleaner' ? world.parties.cleanerA : owner;
      return { value: user.userId ?? (world.parties.cleanerA.userId as string), owners: [user.name] };
    },
  },
  cleanerId: {
    access: 'reference',
    ownerRoles: ['cleaner'],
    async make(world, owner) {
      const cleaner = owner.role === 'cleaner' ? owner : world.parties.cleanerA;
      return { value: cleaner.userId as string, owners: [cleaner.name] };
    },
  },
  payoutId: {
    // Payouts come from the weekly job or an instant request on settled earnings; the registry
    // writes one directly (already paid, so a retry is refused rather than sent to the provider).
    access: 'owned',
    ownerRoles: ['cleaner'],
    admins: true,
    async make(world, owner) {
      const cleaner = owner.role === 'cleaner' ? owner : sideParty(world, 'cleaner', owner);
      const id = newId('pyt');
      const now = new Date();
      await world.t.app.propre.db.orm.em
        .fork()
        .getConnection()
        .execute(
          `insert into payout (id, cleaner_id, account_id, method, period, amount_cents, fee_cents, status, created_at, updated_at, paid_at)
           values (?, ?, 'acct_registry', 'instant', null, 5000, 500, 'paid', ?, ?, ?)`,
          [id, cleaner.userId, now, now, now],
        );
      return { value: id, owners: [cleaner.name] };
    },
  },
  messageId: {
    // A message from the platform to one account, sent by an admin.
    access: 'owned',
    ownerRoles: ['client', 'cleaner', 'pending'],
    async make(world, owner) {
      const res = await call(world, world.parties.admin, {
        method: 'POST',
        url: '/api/admin/messages',
        payload: { userId: owner.userId, subject: 'Bienvenue', text: `Bonjour ${owner.name}` },
      });
      const body = res.json();
      return { value: body.id ?? body.message?.id ?? body.items?.[0]?.id, owners: [owner.name] };
    },
  },
  todoId: {
    access: 'owned',
    ownerRoles: ['cleaner'],
    async make(world, owner) {
      const res = await call(world, owner, {
        method: 'POST',
        url: '/api/cleaners/me/todos',
        payload: { title: 'Acheter du savon' },
      });
      return { value: res.json().id, owners: [owner.name] };
    },
  },
  postId: {
    access: 'owned',
    ownerRoles: ['admin'],
    async make(world, owner) {
      const res = await call(world, owner, {
        method: 'POST',
        url: '/api/admin/blog/posts',
        payload: {
          slug: `billet-${newId('blg').slice(-8)}`,
          fr: { title: 'Un billet', summary: 'Un résumé assez long.', body: 'Un corps de billet assez long pour passer.' },
        },
      });
      return { value: res.json().id, owners: [owner.name] };
    },
  },
  entryId: {
    access: 'owned',
    ownerRoles: ['admin'],
    async make(world, owner) {
      const res = await call(world, owner, {
        method: 'POST',
        url: '/api/admin/faq',
        payload: { category: 'general', fr: { question: 'Comment réserver?', answer: 'En ligne.' } },
      });
      return { value: res.json().id, owners: [owner.name] };
    },
  },
  itemId: {
    // A before/after pair of a booking's photos, shown publicly once an admin publishes it.
    access: 'owned',
    ownerRoles: ['admin'],
    async make(world, owner) {
      const booking = await bookingInProgress(world, world.parties.cleanerA);
      const photos: string[] = [];
      for (const kind of ['before', 'after']) {
        const res = await call(world, world.parties.cleanerA, {
          method: 'POST',
          url: `/api/bookings/${booking.value}/photos?kind=${kind}&room=kitchen`,
          headers: { 'content-type': 'image/jpeg' },
          payload: await photo(),
        });
        photos.push(res.json().id);
      }
      const id = newId('gal');
      await sql(
        world,
        'insert into gallery_item (id, booking_id, before_photo_id, after_photo_id, room, published_by, published_at) values (?, ?, ?, ?, ?, ?, ?)',
        [id, booking.value, photos[0], photos[1], 'kitchen', world.parties.admin.userId, new Date()],
      );
      return { value: id, owners: [owner.name] };
    },
  },
  side: { access: 'reference', ownerRoles: [], make: async () => ({ value: 'before', owners: [] }) },
  reviewId: {
    access: 'owned',
    ownerRoles: ['cleaner', 'client'],
    admins: true,
    async make(world, owner) {
      const booking = await pendingBooking(world, owner);
      return { value: await writeReview(world, owner, booking.value), owners: booking.owners };
    },
  },
  partnerId: {
    access: 'owned',
    ownerRoles: ['partner'],
    admins: true,
    async make(world, owner) {
      return { value: await partnerIdOf(world, owner), owners: [owner.name] };
    },
  },
  keyId: {
    access: 'owned',
    ownerRoles: ['partner'],
    admins: true,
    async make(world, owner) {
      const res = await call(world, owner, {
        method: 'POST',
        url: '/api/partners/me/api-keys',
        payload: { kind: 'publishable', name: 'Widget', allowedOrigins: ['https://www.gestion-immo.example'] },
      });
      return { value: res.json().key?.id ?? res.json().id, owners: [owner.name] };
    },
  },
  endpointId: {
    access: 'owned',
    ownerRoles: ['partner'],
    admins: true,
    async make(world, owner) {
      const res = await call(world, owner, {
        method: 'POST',
        url: '/api/partners/me/webhook-endpoints',
        payload: { url: 'http://127.0.0.1:9/propre-hook', events: ['booking.created'] },
      });
      return { value: res.json().endpoint.id, owners: [owner.name] };
    },
  },
  deliveryId: {
    access: 'owned',
    ownerRoles: ['partner'],
    admins: true,
    async make(world, owner) {
      // A delivery that failed for good, written as the bookings area's events write one.
      const partnerId = await partnerIdOf(world, owner);
      const endpoint = await call(world, owner, {
        method: 'POST',
        url: '/api/partners/me/webhook-endpoints',
        payload: { url: 'http://127.0.0.1:9/propre-hook', events: ['booking.created'] },
      });
      const booking = await pendingBooking(world, owner);
      const eventId = newId('pev');
      const id = newId('pwd');
      const now = new Date();
      await sql(
        world,
        'insert into partner_event (id, partner_id, type, booking_id, payload, created_at) values (?, ?, ?, ?, ?, ?)',
        [eventId, partnerId, 'booking.created', booking.value, JSON.stringify({ id: eventId }), now],
      );
      await sql(
        world,
        `insert into partner_webhook_delivery (id, partner_id, event_id, event_type, booking_id, endpoint_id, status, attempts, created_at)
         values (?, ?, ?, ?, ?, ?, 'failed', '[]', ?)`,
        [id, partnerId, eventId, 'booking.created', booking.value, endpoint.json().endpoint.id, now],
      );
      return { value: id, owners: [owner.name] };
    },
  },
  // A referral code: handed out by its owner to be read by anyone (referrals.getInvitation).
  code: {
    access: 'reference',
    ownerRoles: ['client', 'cleaner'],
    async make(world, owner) {
      const party = owner.role === 'client' || owner.role === 'cleaner' ? owner : world.parties.clientA;
      const res = await call(world, party, { method: 'GET', url: '/api/referrals/me' });
      return { value: res.json().code, owners: [party.name] };
    },
  },
  citySlug: { access: 'reference', ownerRoles: [], make: async () => ({ value: 'montreal', owners: [] }) },
  regionId: { access: 'reference', ownerRoles: [], make: async () => ({ value: '06', owners: [] }) },
  feedToken: {
    // A capability address: whoever holds the token may read the feed, as calendar apps do.
    access: 'reference',
    ownerRoles: ['cleaner'],
    async make(world, owner) {
      const cleaner = owner.role === 'cleaner' ? owner : world.parties.cleanerA;
      const res = await call(world, cleaner, { method: 'POST', url: '/api/cleaners/me/calendar/rotate' });
      const url = new URL(res.json().url as string);
      return { value: url.pathname.replace(/^.*\/calendar\//, '').replace(/\.ics$/, ''), owners: [cleaner.name] };
    },
  },
};

/** The kind registered for a path parameter; throws so a new area cannot go unchecked. */
export function kindOf(name: string, where: string): ResourceKind {
  const kind = resourceKinds[name];
  if (!kind) {
    throw new Error(
      `${where}: path parameter {${name}} is not in the data-owner registry (tests/support/resources.ts); ` +
        'register how to make one owned by a party.',
    );
  }
  return kind;
}

export { bearer };
