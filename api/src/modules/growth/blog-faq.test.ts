import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';

const t = useTestApp();
let admin: { token: string };
beforeAll(async () => {
  admin = await createAdmin(t);
});

const fr = {
  title: 'Préparer sa maison avant le ménage',
  summary: 'Cinq gestes simples pour que la visite soit efficace.',
  body: 'Rangez les objets au sol, dégagez les comptoirs et indiquez les pièces à éviter.',
};
const en = {
  title: 'Getting your home ready for a cleaning',
  summary: 'Five simple steps for an efficient visit.',
  body: 'Pick things up from the floor, clear the counters and say which rooms to skip.',
};
const write = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/admin/blog/posts', headers: bearer(admin), payload });
const edit = (id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `/api/admin/blog/posts/${id}`, headers: bearer(admin), payload });

describe('blog', () => {
  it('shows published posts only, in the language asked for, French when there is no English', async () => {
    const bilingual = (await write({ slug: 'preparer-sa-maison', status: 'published', fr, en })).json();
    expect(bilingual).toMatchObject({ status: 'published', fr, en, publishedAt: expect.any(String) });
    const frOnly = await write({ slug: 'taxes-au-quebec', status: 'published', fr: { ...fr, title: 'Les taxes au Québec' } });
    expect(frOnly.statusCode).toBe(201);
    await write({ slug: 'brouillon', fr: { ...fr, title: 'Brouillon' } });

    const french = await t.request({ method: 'GET', url: '/api/blog/posts' });
    expect(french.json().items.map((p: { title: string }) => p.title)).toEqual(['Les taxes au Québec', fr.title]);
    const english = await t.request({ method: 'GET', url: '/api/blog/posts', headers: { 'accept-language': 'en' } });
    expect(english.json().items).toEqual([
      expect.objectContaining({ slug: 'taxes-au-quebec', language: 'fr', languages: ['fr'] }),
      expect.objectContaining({ slug: 'preparer-sa-maison', language: 'en', title: en.title, languages: ['fr', 'en'] }),
    ]);
    expect(english.json().items[0].body).toBeUndefined();

    const post = await t.request({ method: 'GET', url: '/api/blog/posts/preparer-sa-maison?lang=en' });
    expect(post.json()).toMatchObject({ language: 'en', body: en.body });
    const draft = await t.request({ method: 'GET', url: '/api/blog/posts/brouillon' });
    expect(draft.statusCode).toBe(404);
    expect(draft.json().code).toBe('blog_post_not_found');
  });

  it('pages newest first with a cursor', async () => {
    for (const slug of ['page-un', 'page-deux', 'page-trois']) await write({ slug, status: 'published', fr });
    const first = (await t.request({ method: 'GET', url: '/api/blog/posts?limit=2' })).json();
    expect(first.items.map((p: { slug: string }) => p.slug)).toEqual(['page-trois', 'page-deux']);
    const second = (await t.request({ method: 'GET', url: `/api/blog/posts?limit=2&cursor=${first.nextCursor}` })).json();
    expect(second.items[0].slug).toBe('page-un');
  });

  it('lets admins edit, unpublish and delete, and keeps slugs unique', async () => {
    const post = (await write({ slug: 'a-modifier', status: 'published', fr })).json();
    const taken = await write({ slug: 'a-modifier', fr });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'blog_slug_taken', errors: [{ pointer: '/body/slug' }] });
    const unpublished = await edit(post.id, { status: 'draft', en });
    expect(unpublished.json()).toMatchObject({ status: 'draft', publishedAt: null, en });
    expect((await t.request({ method: 'GET', url: '/api/blog/posts/a-modifier' })).statusCode).toBe(404);
    const all = (await t.request({ method: 'GET', url: '/api/admin/blog/posts', headers: bearer(admin) })).json();
    expect(all.items.map((p: { id: string }) => p.id)).toContain(post.id);
    const removed = await t.request({ method: 'DELETE', url: `/api/admin/blog/posts/${post.id}`, headers: bearer(admin) });
    expect(removed.statusCode).toBe(204);
    expect((await edit(post.id, { status: 'published' })).json().code).toBe('blog_post_not_found');
  });

  it('refuses bad slugs, missing French and short texts, and non-admins', async () => {
    for (const body of [
      { slug: 'Avec Espaces', fr },
      { slug: 'sans-francais', en },
      { slug: 'court', fr: { ...fr, body: 'court' } },
    ]) {
      const res = await write(body);
      expect([body.slug, res.statusCode, res.json().code]).toEqual([body.slug, 400, 'validation_failed']);
    }
    const cleaner = await signUp(t, { role: 'cleaner' });
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/blog/posts',
      headers: bearer(cleaner),
      payload: { slug: 'x-y-z', fr },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/blog/posts', headers: bearer(cleaner) })).statusCode).toBe(403);
  });
});

describe('FAQ', () => {
  const create = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/admin/faq', headers: bearer(admin), payload });

  it('lists published entries by category then position, in French or English', async () => {
    const pay = (
      await create({
        category: 'payments',
        fr: { question: 'Quand suis-je débité?', answer: '50 % à la réservation, 50 % après le ménage.' },
        en: { question: 'When am I charged?', answer: '50% when booking, 50% after the cleaning.' },
      })
    ).json();
    expect(pay).toMatchObject({ position: 0, published: true });
    await create({ category: 'general', position: 2, fr: { question: 'Où êtes-vous?', answer: 'Partout au Québec.' } });
    await create({ category: 'general', position: 1, fr: { question: 'Qui sommes-nous?', answer: 'Propre.' } });
    await create({ category: 'general', published: false, fr: { question: 'Caché?', answer: 'Oui.' } });

    const french = (await t.request({ method: 'GET', url: '/api/faq' })).json().items;
    expect(french.map((e: { question: string }) => e.question)).toEqual([
      'Qui sommes-nous?',
      'Où êtes-vous?',
      'Quand suis-je débité?',
    ]);
    const english = (await t.request({ method: 'GET', url: '/api/faq?lang=en&category=payments' })).json().items;
    expect(english).toEqual([
      {
        id: pay.id,
        category: 'payments',
        language: 'en',
        question: 'When am I charged?',
        answer: '50% when booking, 50% after the cleaning.',
      },
    ]);

    const hidden = await t.request({
      method: 'PATCH',
      url: `/api/admin/faq/${pay.id}`,
      headers: bearer(admin),
      payload: { published: false, en: null },
    });
    expect(hidden.json()).toMatchObject({ published: false, en: null });
    expect((await t.request({ method: 'GET', url: '/api/faq?category=payments' })).json().items).toEqual([]);
    const all = (await t.request({ method: 'GET', url: '/api/admin/faq', headers: bearer(admin) })).json().items;
    expect(all).toHaveLength(4);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/faq/${pay.id}`, headers: bearer(admin) })).statusCode).toBe(204);
    const again = await t.request({ method: 'DELETE', url: `/api/admin/faq/${pay.id}`, headers: bearer(admin) });
    expect(again.json().code).toBe('faq_entry_not_found');
  });

  it('refuses an unknown category, a missing answer, an unknown filter, and non-admins', async () => {
    expect((await create({ category: 'autre', fr: { question: 'Question?', answer: 'Oui' } })).statusCode).toBe(400);
    expect((await create({ category: 'general', fr: { question: 'Question?' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/faq?category=autre' })).statusCode).toBe(400);
    const client = await signUp(t, { role: 'client' });
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/faq',
      headers: bearer(client),
      payload: { category: 'general', fr: { question: 'Question?', answer: 'Oui' } },
    });
    expect(res.statusCode).toBe(403);
  });
});
