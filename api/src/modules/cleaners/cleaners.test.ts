import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';

const t = useTestApp();
const bio = 'Nettoyeuse depuis huit ans à Montréal, minutieuse, ponctuelle et respectueuse de votre maison.';

async function cleaner(name = 'Sophie Gagnon') {
  return signUp(t, { role: 'cleaner', name });
}

describe('cleaner profile', () => {
  it('is created empty on first access, with a slug from the name', async () => {
    const me = await cleaner('Éloïse Côté-Lévesque');
    const res = await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(me) });
    expect(res.statusCode).toBe(200);
    expect(res.json().public).toMatchObject({
      slug: 'eloise-cote-levesque',
      name: 'Éloïse Côté-Lévesque',
      rates: { paymentMethod: 'hourly', hourlyRate: null, fixedRates: {} },
      serviceTypes: [],
      stats: { rating: null, reviewCount: 0, completionRate: null, responseTimeMinutes: null },
    });
    const again = await cleaner('Éloïse Côté-Lévesque');
    const second = await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(again) });
    expect(second.json().public.slug).toMatch(/^eloise-cote-levesque-\d+$/);
  });

  it('is made once per cleaner when first uses race: same name at once, or two tabs of one cleaner', async () => {
    // Both check that the slug is free before either inserts it: the second insert loses the race.
    const people = await Promise.all([1, 2, 3, 4].map(() => cleaner('Julie Nettoyage')));
    const first = await Promise.all(
      [...people, people[0], people[0]].map((person) =>
        t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(person as { token: string }) }),
      ),
    );
    expect(first.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const slugs = first.map((res) => res.json().public.slug as string);
    expect(new Set(slugs.slice(0, 4)).size).toBe(4);
    // One cleaner's three tabs see one profile.
    expect(new Set([slugs[0], slugs[4], slugs[5]]).size).toBe(1);
  });

  it('saves a partial patch and derives the experience level', async () => {
    const me = await cleaner();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: {
        bio,
        hourlyRate: 3500,
        serviceTypes: ['basic', 'deep'],
        yearsOfExperience: 8,
        petTolerance: ['cats', 'dogs'],
        ecoCertified: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().public).toMatchObject({
      bio,
      rates: { hourlyRate: 3500 },
      serviceTypes: ['basic', 'deep'],
      experienceLevel: 'expert',
      petTolerance: ['cats', 'dogs'],
      ecoCertified: true,
    });
    const only = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { yearsOfExperience: 1 },
    });
    expect(only.json().public).toMatchObject({ bio, experienceLevel: 'beginner' });
  });

  it.each([
    [{ hourlyRate: 1699 }, '/body/hourlyRate'],
    [{ hourlyRate: 20000 }, '/body/hourlyRate'],
    [{ fixedRates: { house: 1400 } }, '/body/fixedRates/house'],
    [{ fixedRates: { house: 20000 } }, '/body/fixedRates/house'],
    [{ bio: 'trop court' }, '/body/bio'],
    [{ serviceTypes: [] }, '/body/serviceTypes'],
    [{ serviceTypes: ['windows'] }, '/body/serviceTypes/0'],
    [{ gstNumber: '12345RT0001' }, '/body/gstNumber'],
    [{ qstNumber: '1234567890RT0001' }, '/body/qstNumber'],
    [
      {
        address: { streetAddress: '123 rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'D1A 1A1', country: 'CA' },
      },
      '/body/address/postalCode',
    ],
    [{ rating: 5 }, '/body/rating'],
  ])('refuses %j at %s', async (payload, pointer) => {
    const me = await cleaner();
    const res = await t.request({ method: 'PATCH', url: '/api/cleaners/me/profile', headers: bearer(me), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
  });

  it('needs at least one priced property type for fixed pricing, and keeps hourly rates when switching', async () => {
    const me = await cleaner();
    await t.request({ method: 'PATCH', url: '/api/cleaners/me/profile', headers: bearer(me), payload: { hourlyRate: 4000 } });
    const none = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { paymentMethod: 'fixed' },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'invalid_fixed_rates', title: 'Prix fixes invalides' });
    expect(none.json().detail).toContain('entre 15 $ et 199 $');
    // Nothing was saved by the refused patch.
    const unchanged = await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(me) });
    expect(unchanged.json().public.rates.paymentMethod).toBe('hourly');

    const fixed = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { paymentMethod: 'fixed', fixedRates: { house: 15000, condo: 9000 } },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().public.rates).toEqual({
      paymentMethod: 'fixed',
      hourlyRate: 4000,
      fixedRates: { house: 15000, condo: 9000 },
    });
    const back = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { paymentMethod: 'hourly' },
    });
    expect(back.json().public.rates).toEqual({
      paymentMethod: 'hourly',
      hourlyRate: 4000,
      fixedRates: { house: 15000, condo: 9000 },
    });
  });

  it('takes GST and QST numbers together, and keeps them private', async () => {
    const me = await cleaner();
    const half = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { gstNumber: '123456789RT0001' },
    });
    expect(half.statusCode).toBe(422);
    expect(half.json().code).toBe('tax_numbers_incomplete');
    const both = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: {
        gstNumber: '123456789 RT 0001',
        qstNumber: '1234567890TQ0001',
        address: { streetAddress: '123 rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'h2x1k4', country: 'CA' },
      },
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().private).toMatchObject({
      gstNumber: '123456789RT0001',
      qstNumber: '1234567890TQ0001',
      address: { postalCode: 'H2X 1K4' },
    });
    expect(both.json().public.taxRegistered).toBe(true);
  });

  it('is only for cleaners', async () => {
    const client = await signUp(t, { role: 'client' });
    expect((await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(client) })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/cleaners/me/profile' })).statusCode).toBe(401);
  });
});

describe('service cities and the public profile', () => {
  async function listedCleaner(name: string, cities: string[]) {
    const me = await cleaner(name);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { bio, hourlyRate: 3200, serviceTypes: ['basic'], serviceCities: cities },
    });
    return { me, res };
  }

  it('stores municipalities by their French name, whatever spelling was typed', async () => {
    const { res } = await listedCleaner('Amina Diallo', ['montreal', 'LAVAL', 'st-jerome']);
    expect(res.statusCode).toBe(200);
    expect(res.json().public.serviceCities).toEqual(['Montréal', 'Laval', 'Saint-Jérôme']);
  });

  it('refuses a municipality that is not in Quebec, and saves nothing', async () => {
    const me = await cleaner();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { bio, serviceCities: ['Montréal', 'Toronto'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('city_not_found');
    const after = await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(me) });
    expect(after.json().public.bio).toBeNull();
  });

  it('lists a cleaner publicly once the quick-start step is done, without private fields', async () => {
    const me = await cleaner('Carlos Rodriguez');
    const own = await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(me) });
    const slug = own.json().public.slug;
    expect((await t.request({ method: 'GET', url: `/api/cleaners/${slug}` })).statusCode).toBe(404);
    await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: {
        bio,
        hourlyRate: 2900,
        serviceTypes: ['deep'],
        serviceCities: ['Longueuil'],
        gstNumber: '123456789RT0001',
        qstNumber: '1234567890TQ0001',
        address: {
          streetAddress: '10 rue Saint-Charles',
          city: 'Longueuil',
          province: 'QC',
          postalCode: 'J4H 1C5',
          country: 'CA',
        },
      },
    });
    const pub = await t.request({ method: 'GET', url: `/api/cleaners/${slug}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({
      slug,
      name: 'Carlos Rodriguez',
      serviceCities: ['Longueuil'],
      taxRegistered: true,
      verificationStatus: 'unverified',
    });
    expect(pub.body).not.toContain('123456789RT0001');
    expect(pub.body).not.toContain('Saint-Charles');
    expect(pub.body).not.toContain(me.user.email);
  });
});

describe('onboarding', () => {
  it('walks the three steps in order and names what is missing', async () => {
    const me = await cleaner();
    const start = await t.request({ method: 'GET', url: '/api/cleaners/me/onboarding', headers: bearer(me) });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ currentStep: 'quick-start', completed: false });
    expect(start.json().steps[0]).toEqual({
      id: 'quick-start',
      done: false,
      missing: ['bio', 'serviceTypes', 'serviceCities', 'rates'],
    });

    await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { bio, hourlyRate: 3000, serviceTypes: ['basic'], serviceCities: ['Québec'] },
    });
    const next = await t.request({ method: 'GET', url: '/api/cleaners/me/onboarding', headers: bearer(me) });
    expect(next.json().currentStep).toBe('ready-to-work');
    expect(next.json().steps[0]).toEqual({ id: 'quick-start', done: true, missing: [] });
    expect(next.json().steps[1].missing).toEqual(expect.arrayContaining(['profilePic', 'address', 'experience', 'availability']));
    expect(next.json().steps[2].missing).toEqual(['identity', 'insurance', 'training']);
  });
});
