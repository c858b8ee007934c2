import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';

// The profile cache off: every answer below is read from the database, the concurrent ones
// together in one statement (public-cleaner-read.ts).
const t = useTestApp({ env: { PAGE_CACHES: 'false' } });
const bio = 'Nettoyeuse depuis huit ans à Montréal, minutieuse, ponctuelle et respectueuse de votre maison.';

async function slugOf(name: string, city?: string): Promise<string> {
  const me = await signUp(t, { role: 'cleaner', name });
  if (city) {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { bio, hourlyRate: 3200, serviceTypes: ['basic'], serviceCities: [city] },
    });
    expect(res.statusCode).toBe(200);
  }
  return (await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(me) })).json().public.slug;
}

describe('public profiles asked for at once', () => {
  it('are read together and each caller gets its own cleaner, or a 404', async () => {
    const nadia = await slugOf('Nadia Tremblay', 'Laval');
    const olivier = await slugOf('Olivier Roy', 'Gatineau');
    const zoe = await slugOf('Zoé Bouchard', 'Québec');
    const unlisted = await slugOf('Marc Pelletier');
    const alone = new Map<string, string>();
    for (const slug of [nadia, olivier, zoe]) {
      const res = await t.request({ method: 'GET', url: `/api/cleaners/${slug}` });
      expect(res.statusCode).toBe(200);
      alone.set(slug, res.body);
    }
    // In the same turn: the three listed ones (one twice), one not listed and one that does not exist.
    const asked = [zoe, 'personne-ici', nadia, unlisted, olivier, nadia];
    const answers = await Promise.all(asked.map((slug) => t.request({ method: 'GET', url: `/api/cleaners/${slug}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 200, 404, 200, 200]);
    expect(answers[1]?.json().code).toBe('cleaner_not_found');
    expect(answers[3]?.json().code).toBe('cleaner_not_found');
    expect(answers.map((a) => (a.statusCode === 200 ? a.json().name : null))).toEqual([
      'Zoé Bouchard',
      null,
      'Nadia Tremblay',
      null,
      'Olivier Roy',
      'Nadia Tremblay',
    ]);
    // Byte for byte what each one read alone answered.
    for (const [i, slug] of asked.entries()) {
      if (answers[i]?.statusCode === 200) expect(answers[i]?.body).toBe(alone.get(slug));
    }
    // More reads than one statement takes (64) while one is out: the rest wait for the next, none is lost.
    const many = Array.from({ length: 150 }, (_, i) => asked[i % asked.length] ?? zoe);
    const manyAnswers = await Promise.all(many.map((slug) => t.request({ method: 'GET', url: `/api/cleaners/${slug}` })));
    for (const [i, slug] of many.entries()) {
      const answer = manyAnswers[i];
      if (alone.has(slug)) expect(answer?.body).toBe(alone.get(slug));
      else expect(answer?.statusCode).toBe(404);
    }
  });
});
