import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { listedCleaner, type Session, useBookingsApp } from '../bookings/bookings.fixtures.ts';
import { completedJob, ratings } from './reviews.fixtures.ts';

const { t, properties } = useBookingsApp();

let admin: Session;
beforeAll(async () => {
  admin = (await createAdmin(t)) as Session;
});

async function reviewed(cleaner: Session, stars: Record<string, number>, text: string, name = 'Marie Tremblay') {
  const client = (await signUp(t, { role: 'client', name })) as Session;
  const job = await completedJob(t, properties, { cleaner, client });
  const res = await t.request({
    method: 'POST',
    url: `/api/bookings/${job.bookingId}/review`,
    headers: bearer(client),
    payload: { ratings: stars, comment: text },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...job, review: res.json() };
}

async function slugOf(cleaner: Session): Promise<string> {
  const own = await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(cleaner) });
  return own.json().public.slug;
}
const profile = async (slug: string) => (await t.request({ method: 'GET', url: `/api/cleaners/${slug}` })).json();
const publicList = (slug: string, query = '') => t.request({ method: 'GET', url: `/api/cleaners/${slug}/reviews${query}` });

/** The cleaner as a signed-in client's search shows them (a client's searches are never served from the cache). */
async function searched(cleaner: Session, searcher: Session) {
  const res = await t.request({
    method: 'GET',
    url: '/api/search/cleaners?city=Montr%C3%A9al&limit=50',
    headers: bearer(searcher),
  });
  expect(res.statusCode).toBe(200);
  return res.json().items.find((item: { cleaner: { id: string } }) => item.cleaner.id === cleaner.user.id);
}

const moderate = (reviewId: string, action: 'hide' | 'restore', session: Session = admin, payload?: object) =>
  t.request({
    method: 'POST',
    url: `/api/admin/reviews/${reviewId}/${action}`,
    headers: bearer(session),
    ...(payload ? { payload } : {}),
  });

describe('reviews on the public profile', () => {
  it('show at once (the cached profile is dropped), with the averages per category and the latest three', async () => {
    const cleaner = await listedCleaner(t, {}, 'Sophie Gagnon');
    const slug = await slugOf(cleaner);
    const before = await profile(slug);
    expect(before.stats).toMatchObject({ rating: null, reviewCount: 0 });
    expect(before.reviews).toEqual({
      summary: {
        count: 0,
        averages: {
          cleanliness: null,
          quality: null,
          reliability: null,
          punctuality: null,
          communication: null,
          professionalism: null,
          overall: null,
        },
      },
      latest: [],
    });

    await reviewed(cleaner, ratings(5, { punctuality: 3 }), 'Excellent, un peu en retard.', 'Léa Côté');
    await reviewed(cleaner, ratings(4, { overall: 5, quality: 5 }), 'Très bon travail.', 'James Wilson');
    const third = await reviewed(cleaner, ratings(4, { overall: 4 }), 'Correct.', 'Nadia Roy');

    const after = await profile(slug);
    expect(after.stats).toMatchObject({ rating: 4.67, reviewCount: 3 });
    expect(after.reviews.summary).toEqual({
      count: 3,
      averages: {
        cleanliness: 4.33,
        quality: 4.67,
        reliability: 4.33,
        punctuality: 3.67,
        communication: 4.33,
        professionalism: 4.33,
        overall: 4.67,
      },
    });
    expect(after.reviews.latest.map((r: { authorName: string }) => r.authorName)).toEqual(['Nadia R.', 'James W.', 'Léa C.']);
    expect(after.reviews.latest[0]).toEqual({
      id: third.review.id,
      authorName: 'Nadia R.',
      serviceType: 'basic',
      ratings: ratings(4, { overall: 4 }),
      comment: 'Correct.',
      reply: null,
      createdAt: third.review.createdAt,
    });
    // Nothing private reaches the public: no booking, client or cleaner ids.
    expect(Object.keys(after.reviews.latest[0]).sort()).toEqual(
      ['authorName', 'comment', 'createdAt', 'id', 'ratings', 'reply', 'serviceType'].sort(),
    );

    const reply = await t.request({
      method: 'POST',
      url: `/api/reviews/${third.review.id}/reply`,
      headers: bearer(cleaner),
      payload: { text: 'Merci Nadia!' },
    });
    expect(reply.statusCode).toBe(200);
    expect((await profile(slug)).reviews.latest[0].reply).toMatchObject({ text: 'Merci Nadia!' });
  });

  it('are listed in full, newest first, a page at a time; an unknown cleaner answers 404', async () => {
    const cleaner = await listedCleaner(t, {}, 'Amina Haddad');
    const slug = await slugOf(cleaner);
    const reviews = [];
    for (const stars of [3, 4, 5]) reviews.push((await reviewed(cleaner, ratings(stars), `Note ${stars}.`)).review);
    const page1 = await publicList(slug, '?limit=2');
    expect(page1.statusCode).toBe(200);
    expect(page1.json().items.map((r: { comment: string }) => r.comment)).toEqual(['Note 5.', 'Note 4.']);
    const page2 = await publicList(slug, `?limit=2&cursor=${page1.json().nextCursor}`);
    expect(page2.json().items.map((r: { id: string }) => r.id)).toEqual([reviews[0]?.id]);
    expect(page2.json().nextCursor).toBeNull();

    const unknown = await publicList('personne-de-ce-nom');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('cleaner_not_found');
    expect((await publicList(slug, '?cursor=rev_x')).statusCode).toBe(400);
    expect((await publicList(slug, '?limit=101')).statusCode).toBe(400);
  });

  it('feed the cleaner’s rating in search: the rating score, the rating sort and the minimum rating filter', async () => {
    const searcher = (await signUp(t, { role: 'client' })) as Session;
    const cleaner = await listedCleaner(t, {}, 'Carlos Rodriguez');
    const unrated = await searched(cleaner, searcher);
    expect(unrated.cleaner.stats).toMatchObject({ rating: null, reviewCount: 0 });
    // Three virtual 4-star reviews: no reviews scores (4 − 1) / 4.
    expect(unrated.scores.rating).toBe(0.75);

    await reviewed(cleaner, ratings(5), 'Parfait.');
    await reviewed(cleaner, ratings(5), 'Parfait aussi.');
    const rated = await searched(cleaner, searcher);
    expect(rated.cleaner.stats).toMatchObject({ rating: 5, reviewCount: 2 });
    // ((3 × 4 + 5 × 2) / 5 − 1) / 4
    expect(rated.scores.rating).toBe(0.85);
    expect(rated.scores.overall).toBeGreaterThan(unrated.scores.overall);

    const filtered = await t.request({
      method: 'GET',
      url: '/api/search/cleaners?city=Montr%C3%A9al&minRating=4.5&sort=rating&limit=50',
      headers: bearer(searcher),
    });
    const ids = filtered.json().items.map((item: { cleaner: { id: string } }) => item.cleaner.id);
    expect(ids).toContain(cleaner.user.id);
    expect(
      filtered.json().items.every((item: { cleaner: { stats: { rating: number } } }) => item.cleaner.stats.rating >= 4.5),
    ).toBe(true);
  });
});

describe('moderation', () => {
  it('hides an abusive review from the profile, the list, the averages and search, keeping it; and shows it again', async () => {
    const searcher = (await signUp(t, { role: 'client' })) as Session;
    const cleaner = await listedCleaner(t, {}, 'Luc Bouchard');
    const slug = await slugOf(cleaner);
    const kept = await reviewed(cleaner, ratings(5), 'Très bien.');
    const abusive = await reviewed(cleaner, ratings(1), 'Propos injurieux.', 'Troll Anonyme');
    expect((await profile(slug)).stats).toMatchObject({ rating: 3, reviewCount: 2 });

    const hidden = await moderate(abusive.review.id, 'hide', admin, { reason: 'Propos injurieux envers la nettoyeuse.' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().hidden).toMatchObject({ reason: 'Propos injurieux envers la nettoyeuse.' });

    const after = await profile(slug);
    expect(after.stats).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(after.reviews.summary.count).toBe(1);
    expect(after.reviews.latest.map((r: { id: string }) => r.id)).toEqual([kept.review.id]);
    expect((await publicList(slug)).json().items.map((r: { id: string }) => r.id)).toEqual([kept.review.id]);
    // ((3 × 4 + 5 × 1) / 4 − 1) / 4 = 0.8125
    expect((await searched(cleaner, searcher)).scores.rating).toBe(0.813);

    // Kept: its client, its cleaner and admins still see it, with why it was hidden.
    for (const viewer of [abusive.client, cleaner, admin]) {
      const res = await t.request({ method: 'GET', url: `/api/bookings/${abusive.bookingId}/review`, headers: bearer(viewer) });
      expect(res.json()).toMatchObject({ id: abusive.review.id, hidden: { reason: 'Propos injurieux envers la nettoyeuse.' } });
    }
    const list = await t.request({
      method: 'GET',
      url: `/api/admin/reviews?hidden=true&cleanerId=${cleaner.user.id}`,
      headers: bearer(admin),
    });
    expect(list.json().items.map((r: { id: string }) => r.id)).toEqual([abusive.review.id]);

    const twice = await moderate(abusive.review.id, 'hide', admin, { reason: 'Encore.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('review_already_hidden');

    const restored = await moderate(abusive.review.id, 'restore');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().hidden).toBeNull();
    expect((await profile(slug)).stats).toMatchObject({ rating: 3, reviewCount: 2 });
    const again = await moderate(abusive.review.id, 'restore');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('review_not_hidden');
  });

  it('is for admins only, needs a reason, and answers 404 for an unknown review', async () => {
    const cleaner = await listedCleaner(t, {}, 'Julie Martin');
    const { review, client } = await reviewed(cleaner, ratings(2), 'Moyen.');
    for (const session of [cleaner, client]) {
      expect((await moderate(review.id, 'hide', session, { reason: 'Je n’aime pas cet avis.' })).statusCode).toBe(403);
      expect((await moderate(review.id, 'restore', session)).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/admin/reviews', headers: bearer(session) })).statusCode).toBe(403);
    }
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/admin/reviews/${review.id}/hide`,
      payload: { reason: 'abc' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const payload of [{}, { reason: '  ' }, { reason: 'ab' }]) {
      const res = await moderate(review.id, 'hide', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await moderate('not-a-review', 'restore')).statusCode).toBe(400);
    const unknown = await moderate('rev_00000000000000000000000000', 'hide', admin, { reason: 'Spam évident.' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('review_not_found');
    expect((await profile(await slugOf(cleaner))).stats.reviewCount).toBe(1);
  });

  it('lists every review for admins, filtered by visibility and cleaner, a page at a time', async () => {
    const cleaner = await listedCleaner(t, {}, 'Nadia Roy');
    const a = (await reviewed(cleaner, ratings(4), 'Un.')).review;
    const b = (await reviewed(cleaner, ratings(3), 'Deux.')).review;
    await moderate(a.id, 'hide', admin, { reason: 'Hors sujet.' });
    const list = (query: string) => t.request({ method: 'GET', url: `/api/admin/reviews?${query}`, headers: bearer(admin) });
    const visible = await list(`hidden=false&cleanerId=${cleaner.user.id}`);
    expect(visible.json().items.map((r: { id: string }) => r.id)).toEqual([b.id]);
    const page1 = await list(`cleanerId=${cleaner.user.id}&limit=1`);
    expect(page1.json().items.map((r: { id: string }) => r.id)).toEqual([b.id]);
    const page2 = await list(`cleanerId=${cleaner.user.id}&limit=1&cursor=${page1.json().nextCursor}`);
    expect(page2.json().items).toMatchObject([{ id: a.id, hidden: { reason: 'Hors sujet.' } }]);
    expect(page2.json().nextCursor).toBeNull();
    expect((await list('cleanerId=someone')).statusCode).toBe(400);
    const all = await list('limit=100');
    expect(all.json().items.length).toBeGreaterThanOrEqual(2);
  });
});
