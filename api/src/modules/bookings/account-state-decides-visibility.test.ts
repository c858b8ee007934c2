import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, testPassword } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
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

/**
 * Issue 34, findings 2 and 5. Class: an account's state decides everywhere it is visible, and
 * every change that alters what a public read shows clears what caches it, in the same place the
 * search model learns of it (`search_change`). Page caches are on (the default), so each read
 * below is first put in the cache and then checked right after the change.
 */
const { t, payments, properties } = useBookingsApp();

let admin: Session;
beforeAll(async () => {
  admin = await createAdmin(t);
});

const slugOf = async (cleaner: Session) =>
  (await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(cleaner) })).json().public.slug as string;
const profile = (slug: string) => t.request({ method: 'GET', url: `/api/cleaners/${slug}` });
const searchNames = async () => {
  const res = await t.request({ method: 'GET', url: '/api/search/cleaners?city=Montr%C3%A9al&limit=50' });
  expect(res.statusCode).toBe(200);
  return (res.json().items as { cleaner: { id: string; name: string } }[]).map((i) => i.cleaner.name);
};
const suspend = (userId: string) =>
  t.request({
    method: 'POST',
    url: `/api/admin/users/${userId}/suspend`,
    headers: bearer(admin),
    payload: { reason: 'Plaintes répétées de clients.' },
  });
const reactivate = (userId: string) =>
  t.request({ method: 'POST', url: `/api/admin/users/${userId}/reactivate`, headers: bearer(admin) });
const bookingOf = async (client: Session, id: string) =>
  (await t.request({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(client) })).json();

describe("an account's state decides everywhere it is visible", () => {
  it('a suspended cleaner leaves search and profile at once, bookings are refused with cleaner_unavailable, reactivation restores', async () => {
    const cleaner = await listedCleaner(t, {}, 'Odile Suspendue');
    const slug = await slugOf(cleaner);
    // Cached: the page and the profile, as an anonymous visitor reads them.
    expect(await searchNames()).toContain('Odile Suspendue');
    expect((await profile(slug)).statusCode).toBe(200);

    expect((await suspend(cleaner.user.id)).statusCode).toBe(200);
    expect(await searchNames()).not.toContain('Odile Suspendue');
    const gone = await profile(slug);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('cleaner_not_found');

    const { client, propertyId } = await clientWithProperty(t, properties);
    const refused = await t.request(createRequest(client, bookingBody(cleaner.user.id, propertyId)));
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.json()).toMatchObject({ code: 'cleaner_unavailable', errors: [{ pointer: '/body/cleanerId' }] });
    const { paymentMethodId: _, ...fields } = bookingBody(cleaner.user.id, propertyId);
    const quoted = await t.request({
      method: 'POST',
      url: '/api/bookings/quote',
      headers: bearer(client),
      payload: fields,
    });
    expect(quoted.json().code).toBe('cleaner_unavailable');

    expect((await reactivate(cleaner.user.id)).statusCode).toBe(200);
    expect(await searchNames()).toContain('Odile Suspendue');
    expect((await profile(slug)).statusCode).toBe(200);
    await book(t, client, bookingBody(cleaner.user.id, propertyId));
  });

  it('open bookings follow the rule: pending requests declined with the deposit refunded, confirmed ones kept for the admin', async () => {
    const cleaner = await listedCleaner(t, {}, 'Rachel Règle');
    const first = await clientWithProperty(t, properties);
    const second = await clientWithProperty(t, properties);
    const pending = await book(t, first.client, bookingBody(cleaner.user.id, first.propertyId, { date: daysAhead(12) }));
    const confirmed = await book(t, second.client, bookingBody(cleaner.user.id, second.propertyId, { date: daysAhead(13) }));
    expect((await t.request(act(cleaner, confirmed.id, 'accept'))).statusCode).toBe(200);
    const refundsBefore = payments.netCharged();

    expect((await suspend(cleaner.user.id)).statusCode).toBe(200);
    expect(await bookingOf(first.client, pending.id)).toMatchObject({ status: 'declined' });
    expect(payments.netCharged()).toBe(refundsBefore - pending.price.deposit);
    expect(await bookingOf(second.client, confirmed.id)).toMatchObject({ status: 'confirmed' });
  });

  it("a suspended cleaner's confirmed bookings are flagged to the admin, their clients told and free to cancel; reactivation keeps the flag", async () => {
    const cleaner = await listedCleaner(t, {}, 'Sylvie Signalée');
    const { client, propertyId } = await clientWithProperty(t, properties);
    const confirmed = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(14) }));
    expect((await t.request(act(cleaner, confirmed.id, 'accept'))).statusCode).toBe(200);
    expect(await bookingOf(client, confirmed.id)).toMatchObject({ cleanerUnavailableAt: null });

    expect((await suspend(cleaner.user.id)).statusCode).toBe(200);
    const flagged = await bookingOf(client, confirmed.id);
    expect(flagged).toMatchObject({ status: 'confirmed', cleanerUnavailableAt: expect.any(String) });
    // The admin's alert list.
    const dashboard = async () =>
      (await t.request({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin) })).json().bookings
        .cleanerUnavailable;
    const alerts = await dashboard();
    expect(alerts.items).toContainEqual({
      bookingId: confirmed.id,
      status: 'confirmed',
      startsAt: flagged.startsAt,
      cleanerId: cleaner.user.id,
      clientId: client.user.id,
      since: flagged.cleanerUnavailableAt,
    });
    expect(alerts.count).toBeGreaterThanOrEqual(1);
    // The client is told, in the app and by mail (in French by default); the suspended cleaner is not.
    const db = t.app.propre.db.orm.em.fork();
    const told = await query<{ user_id: string }>(
      db,
      `select user_id from notification where data->>'bookingId' = $1 and data->>'action' = 'cleanerUnavailable'`,
      [confirmed.id],
    );
    expect(told.map((n) => n.user_id)).toEqual([client.user.id]);
    const [frequency] = await query<{ email_frequency: 'instant' | 'daily' | 'weekly' | 'monthly' }>(
      db,
      'select email_frequency from app_user where id = $1',
      [client.user.id],
    );
    expect(await t.app.propre.messaging.notifications.mailPending(client.user.id, frequency?.email_frequency ?? 'instant')).toBe(
      1,
    );
    const mails = await query<{ text: string }>(db, 'select text from mail_outbox where recipient = $1', [client.user.email]);
    expect(mails.map((m) => m.text).join('\n')).toContain('votre nettoyeur n’est plus disponible');

    // Reactivation keeps the flag (the promise made to the client), and a second suspension tells nobody twice.
    expect((await reactivate(cleaner.user.id)).statusCode).toBe(200);
    expect(await bookingOf(client, confirmed.id)).toMatchObject({ cleanerUnavailableAt: flagged.cleanerUnavailableAt });
    expect((await suspend(cleaner.user.id)).statusCode).toBe(200);
    const again = await query(
      db,
      `select 1 from notification where data->>'bookingId' = $1 and data->>'action' = 'cleanerUnavailable'`,
      [confirmed.id],
    );
    expect(again).toHaveLength(1);

    // Three hours before the start, when a client's cancellation would keep the 50 $ fee, it is free.
    await query(db, `update booking set starts_at = now() + interval '3 hours' where id = $1`, [confirmed.id]);
    const terms = (await bookingOf(client, confirmed.id)).cancellationTerms;
    expect(terms).toMatchObject({ feeIfCancelledNow: 0, refundIfCancelledNow: confirmed.price.deposit });
    const charged = payments.netCharged();
    const cancelled = await t.request(act(client, confirmed.id, 'cancel', { reason: 'other' }));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().cancellation).toMatchObject({ by: 'client', feeKept: 0 });
    expect(payments.netCharged()).toBe(charged - confirmed.price.deposit);
    // Resolved: no longer in the admin's list.
    expect((await dashboard()).items.map((i: { bookingId: string }) => i.bookingId)).not.toContain(confirmed.id);
  });

  it('a booking racing the suspension is either refused or declined and refunded: none stays pending (real PostgreSQL)', async () => {
    for (let round = 0; round < 4; round += 1) {
      const cleaner = await listedCleaner(t, {}, `Course ${round}`);
      const made = await Promise.all([0, 1, 2].map(() => clientWithProperty(t, properties)));
      const charged = payments.netCharged();
      const [suspended, ...answers] = await Promise.all([
        suspend(cleaner.user.id),
        ...made.map(({ client, propertyId }, i) =>
          t.request(createRequest(client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(20 + i) }))),
        ),
      ]);
      expect(suspended?.statusCode).toBe(200);
      for (const [i, answer] of answers.entries()) {
        if (answer.statusCode === 201) {
          const id = answer.json().bookings[0].id as string;
          expect(await bookingOf(made[i]?.client as Session, id)).toMatchObject({ status: 'declined' });
        } else expect(answer.json().code).toBe('cleaner_unavailable');
      }
      // Every deposit taken was given back.
      expect(payments.netCharged()).toBe(charged);
    }
  });

  it('a deleted cleaner leaves search and profile at once', async () => {
    const cleaner = await listedCleaner(t, {}, 'Denise Partie');
    const slug = await slugOf(cleaner);
    expect(await searchNames()).toContain('Denise Partie');
    expect((await profile(slug)).statusCode).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(cleaner),
      payload: { currentPassword: testPassword, confirmation: 'SUPPRIMER' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await profile(slug)).statusCode).toBe(404);
    expect(await searchNames()).not.toContain('Denise Partie');
  });

  it('an account with open bookings is not deleted (409 account_has_open_bookings, nothing erased) until they are closed', async () => {
    const cleaner = await listedCleaner(t, {}, 'Odile Ouverte');
    const { client, propertyId } = await clientWithProperty(t, properties);
    const booking = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(14) }));
    expect((await t.request(act(cleaner, booking.id, 'accept'))).statusCode).toBe(200);
    const remove = (session: Session, language = 'fr') =>
      t.request({
        method: 'DELETE',
        url: '/api/users/me',
        headers: { ...bearer(session), 'accept-language': language },
        payload: { currentPassword: testPassword, confirmation: language === 'fr' ? 'SUPPRIMER' : 'DELETE' },
      });

    // Neither side can leave the other with a booking nobody answers for.
    for (const [who, language] of [
      [cleaner, 'fr'],
      [client, 'en'],
    ] as const) {
      const refused = await remove(who, language);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'account_has_open_bookings' });
      expect(refused.json().detail).toBe(
        language === 'fr'
          ? 'Votre compte a encore une réservation en attente ou à venir. Annulez-la ou refusez-la d’abord, puis supprimez votre compte.'
          : 'Your account still has one booking pending or to come. Cancel or decline it first, then delete your account.',
      );
    }
    // Nothing was erased: both still sign in where they were, and the booking is as it was.
    expect(await bookingOf(client, booking.id)).toMatchObject({ status: 'confirmed' });
    expect((await profile(await slugOf(cleaner))).statusCode).toBe(200);

    expect((await t.request(act(client, booking.id, 'cancel', { reason: 'other' }))).statusCode).toBe(200);
    expect((await remove(cleaner)).statusCode).toBe(204);
  });
});

describe('every change that alters what a public read shows clears what caches it', () => {
  it('the profile shows the new name right after a change, made through the API or straight in the database', async () => {
    const cleaner = await listedCleaner(t, {}, 'Nadia Avant');
    const slug = await slugOf(cleaner);
    expect((await profile(slug)).json().name).toBe('Nadia Avant');
    const renamed = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(cleaner),
      payload: { name: 'Nadia Après' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await profile(slug)).json().name).toBe('Nadia Après');
    expect(await searchNames()).toContain('Nadia Après');
    // Another instance's change (or any code path): only the log tells this one.
    await query(t.app.propre.db.orm.em.fork(), `update app_user set full_name = 'Nadia Ailleurs' where id = $1`, [
      cleaner.user.id,
    ]);
    expect((await profile(slug)).json().name).toBe('Nadia Ailleurs');
    await query(
      t.app.propre.db.orm.em.fork(),
      `update app_user set suspended_at = now(), suspension_reason = 'x' where id = $1`,
      [cleaner.user.id],
    );
    expect((await profile(slug)).statusCode).toBe(404);
    expect(await searchNames()).not.toContain('Nadia Ailleurs');
  });
});
