import { describe, expect, it } from 'vitest';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import { listedCleaner, type Session, useBookingsApp } from '../bookings/bookings.fixtures.ts';
import { completedJob, ratings } from './reviews.fixtures.ts';

const { t, properties } = useBookingsApp();

const review = (session: Session, bookingId: string, payload: unknown) =>
  t.request({ method: 'POST', url: `/api/bookings/${bookingId}/review`, headers: bearer(session), payload: payload as object });
const comment = 'Travail impeccable, cuisine et salle de bain comme neuves.';

describe('reviewing a completed booking', () => {
  it('takes a rating in every category and a comment from the booking’s client, once', async () => {
    const job = await completedJob(t, properties);
    const res = await review(job.client, job.bookingId, { ratings: ratings(5, { punctuality: 4 }), comment: `  ${comment} ` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      bookingId: job.bookingId,
      clientId: job.client.user.id,
      cleanerId: job.cleaner.user.id,
      authorName: 'Marie T.',
      cleanerName: 'Sophie Gagnon',
      serviceType: 'basic',
      ratings: ratings(5, { punctuality: 4 }),
      comment,
      reply: null,
      hidden: null,
    });
    expect(res.json().id).toMatch(/^rev_/);

    const again = await review(job.client, job.bookingId, { ratings: ratings(1), comment: 'Je change d’avis.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('review_already_exists');
    const stored = await t.request({ method: 'GET', url: `/api/bookings/${job.bookingId}/review`, headers: bearer(job.client) });
    expect(stored.json().ratings.overall).toBe(5);
  });

  it('refuses a review missing categories, naming each one, in French and in English', async () => {
    const job = await completedJob(t, properties);
    const partial = { ...ratings(4) } as Record<string, number>;
    delete partial.punctuality;
    delete partial.overall;
    const res = await review(job.client, job.bookingId, { ratings: partial, comment });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'review_ratings_incomplete',
      title: 'Un avis demande une note dans chaque catégorie',
    });
    expect(res.json().errors.map((e: { pointer: string }) => e.pointer)).toEqual([
      '/body/ratings/punctuality',
      '/body/ratings/overall',
    ]);
    const english = await t.request({
      method: 'POST',
      url: `/api/bookings/${job.bookingId}/review`,
      headers: { ...bearer(job.client), 'accept-language': 'en' },
      payload: { comment },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().title).toBe('A review requires a rating in every category');
    expect(english.json().errors).toHaveLength(7);
    // Nothing was written.
    const none = await t.request({ method: 'GET', url: `/api/bookings/${job.bookingId}/review`, headers: bearer(job.client) });
    expect(none.json().code).toBe('review_not_found');
    const malformed = await t.request({ method: 'GET', url: '/api/bookings/not-a-booking/review', headers: bearer(job.client) });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses ratings out of 1–5, a blank comment and unknown fields', async () => {
    const job = await completedJob(t, properties);
    for (const payload of [
      { ratings: ratings(5, { quality: 6 }), comment },
      { ratings: ratings(5, { quality: 0 }), comment },
      { ratings: ratings(5, { quality: 3.5 }), comment },
      { ratings: ratings(5), comment: '   ' },
      { ratings: ratings(5) },
      { ratings: { ...ratings(5), kindness: 5 }, comment },
    ]) {
      const res = await review(job.client, job.bookingId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('is refused before the booking is completed', async () => {
    const job = await completedJob(t, properties, { complete: false });
    const res = await review(job.client, job.bookingId, { ratings: ratings(5), comment });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('review_booking_not_completed');
  });

  it('is the booking’s client’s alone: another client is told it does not exist, others may not review', async () => {
    const job = await completedJob(t, properties);
    const stranger = await signUp(t, { role: 'client' });
    const other = await review(stranger, job.bookingId, { ratings: ratings(1), comment: 'Pas mon ménage.' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('booking_not_found');
    const byCleaner = await review(job.cleaner, job.bookingId, { ratings: ratings(5), comment: 'Je me note moi-même.' });
    expect(byCleaner.statusCode).toBe(403);
    expect((await review(await createAdmin(t), job.bookingId, { ratings: ratings(5), comment })).statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/bookings/${job.bookingId}/review`,
      payload: { ratings: ratings(5), comment },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await review(job.client, 'bkg_00000000000000000000000000', { ratings: ratings(5), comment });
    expect(unknown.json().code).toBe('booking_not_found');
  });

  it('lets one of two simultaneous submissions through', async () => {
    const job = await completedJob(t, properties);
    const answers = await Promise.all([
      review(job.client, job.bookingId, { ratings: ratings(5), comment }),
      review(job.client, job.bookingId, { ratings: ratings(2), comment: 'Deuxième envoi.' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const count = await query(t.app.propre.db.orm.em.fork(), 'select count(*)::int as n from review where booking_id = $1', [
      job.bookingId,
    ]);
    expect(count[0]?.n).toBe(1);
  });
});

describe('the review of a booking', () => {
  it('is seen by its client, its cleaner and admins; anyone else is told the booking does not exist', async () => {
    const job = await completedJob(t, properties);
    const get = (session: Session) =>
      t.request({ method: 'GET', url: `/api/bookings/${job.bookingId}/review`, headers: bearer(session) });
    const before = await get(job.client);
    expect(before.statusCode).toBe(404);
    expect(before.json().code).toBe('review_not_found');
    const created = await review(job.client, job.bookingId, { ratings: ratings(4), comment });
    for (const viewer of [job.client, job.cleaner, await createAdmin(t)]) {
      const res = await get(viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(created.json());
    }
    const otherCleaner = await get(await listedCleaner(t, {}, 'Luc Bouchard'));
    expect(otherCleaner.statusCode).toBe(404);
    expect(otherCleaner.json().code).toBe('booking_not_found');
  });
});

describe('the cleaner’s answer', () => {
  it('is given once, by the reviewed cleaner only', async () => {
    const job = await completedJob(t, properties);
    const { id } = (await review(job.client, job.bookingId, { ratings: ratings(3), comment })).json();
    const answer = (session: Session, text: unknown) =>
      t.request({ method: 'POST', url: `/api/reviews/${id}/reply`, headers: bearer(session), payload: { text } });

    const other = await answer(await listedCleaner(t, {}, 'Amina Haddad'), 'Ce n’est pas mon client.');
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('review_not_found');
    expect((await answer(job.client, 'Je réponds à moi-même.')).statusCode).toBe(403);
    expect((await answer(job.cleaner, '  ')).json().code).toBe('validation_failed');
    expect((await answer(job.cleaner, 'x'.repeat(2001))).statusCode).toBe(400);

    const res = await answer(job.cleaner, ' Merci! La prochaine fois, je serai à l’heure. ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reply).toMatchObject({ text: 'Merci! La prochaine fois, je serai à l’heure.' });
    expect(Date.now() - new Date(res.json().reply.createdAt).getTime()).toBeLessThan(60_000);

    const twice = await answer(job.cleaner, 'Une seconde réponse.');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('review_reply_exists');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/reviews/rev_00000000000000000000000000/reply',
      headers: bearer(job.cleaner),
      payload: { text: 'Bonjour' },
    });
    expect(unknown.json().code).toBe('review_not_found');
  });
});

describe('a deleted account', () => {
  it('leaves its ratings on the cleaner’s record, without its name or its words (Law 25)', async () => {
    const job = await completedJob(t, properties);
    const { id } = (
      await review(job.client, job.bookingId, { ratings: ratings(4), comment: 'Marie, 514-555-0199, très contente.' })
    ).json();
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(job.client),
      payload: { currentPassword: job.client.password, confirmation: 'SUPPRIMER' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const seen = await t.request({ method: 'GET', url: `/api/bookings/${job.bookingId}/review`, headers: bearer(job.cleaner) });
    expect(seen.json()).toMatchObject({
      id,
      authorName: 'Compte supprimé',
      comment: 'Commentaire retiré : compte supprimé.',
      ratings: ratings(4),
    });
    // The cleaner's public profile, read in one statement with its reviews, says the same.
    const own = await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(job.cleaner) });
    const profile = (await t.request({ method: 'GET', url: `/api/cleaners/${own.json().public.slug}` })).json();
    expect(profile.reviews.summary.count).toBe(1);
    expect(profile.reviews.latest).toEqual([
      expect.objectContaining({ id, authorName: 'Compte supprimé', comment: 'Commentaire retiré : compte supprimé.' }),
    ]);
  });
});

describe('my reviews', () => {
  it('lists what a client wrote and what a cleaner received, newest first, a page at a time', async () => {
    const cleaner = await listedCleaner(t, {}, 'Carlos Rodriguez');
    const client = (await signUp(t, { role: 'client', name: 'James Wilson' })) as Session;
    const first = await completedJob(t, properties, { cleaner, client });
    const second = await completedJob(t, properties, { cleaner, client });
    const a = (await review(client, first.bookingId, { ratings: ratings(4), comment: 'Bien.' })).json();
    const b = (await review(client, second.bookingId, { ratings: ratings(5), comment: 'Encore mieux.' })).json();

    for (const session of [client, cleaner]) {
      const page1 = await t.request({ method: 'GET', url: '/api/reviews/mine?limit=1', headers: bearer(session) });
      expect(page1.statusCode).toBe(200);
      expect(page1.json().items.map((r: { id: string }) => r.id)).toEqual([b.id]);
      const page2 = await t.request({
        method: 'GET',
        url: `/api/reviews/mine?limit=1&cursor=${page1.json().nextCursor}`,
        headers: bearer(session),
      });
      expect(page2.json()).toEqual({ items: [a], nextCursor: null });
    }
    const stranger = await signUp(t, { role: 'client' });
    const empty = await t.request({ method: 'GET', url: '/api/reviews/mine', headers: bearer(stranger) });
    expect(empty.json()).toEqual({ items: [], nextCursor: null });
    const bad = await t.request({ method: 'GET', url: '/api/reviews/mine?cursor=nope', headers: bearer(client) });
    expect(bad.statusCode).toBe(400);
    const admin = await t.request({ method: 'GET', url: '/api/reviews/mine', headers: bearer(await createAdmin(t)) });
    expect(admin.statusCode).toBe(403);
  });
});
