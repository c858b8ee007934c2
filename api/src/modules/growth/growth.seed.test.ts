import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';

const t = useTestApp({ env: { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'silent' } });

const get = (url: string) => t.request({ method: 'GET', url });

describe('demo public content', () => {
  it('gives the FAQ in every category, in French and in English', async () => {
    const fr = (await get('/api/faq?lang=fr')).json().items;
    const en = (await get('/api/faq?lang=en')).json().items;
    expect(fr.length).toBeGreaterThanOrEqual(10);
    expect(new Set(fr.map((e: { category: string }) => e.category))).toEqual(
      new Set(['general', 'clients', 'cleaners', 'payments', 'safety']),
    );
    expect(en.every((e: { language: string }) => e.language === 'en')).toBe(true);
    expect(fr.find((e: { question: string }) => e.question.startsWith('Les taxes')).answer).toContain('9,975\u00a0%');
  });

  it('publishes three blog posts in both languages, newest first, each readable by its slug', async () => {
    const list = (await get('/api/blog/posts?lang=en')).json();
    expect(list.items.map((p: { slug: string }) => p.slug)).toEqual([
      'menage-de-demenagement-1er-juillet',
      'produits-ecologiques-qui-marchent',
      'grand-menage-du-printemps',
    ]);
    const post = (await get('/api/blog/posts/grand-menage-du-printemps?lang=fr')).json();
    expect(post).toMatchObject({
      language: 'fr',
      title: 'Le grand ménage du printemps, pièce par pièce',
      languages: ['fr', 'en'],
    });
    expect(post.body).toContain('## La cuisine');
  });

  it('shows before/after pairs for every filter of the gallery, with images anyone can load', async () => {
    for (const room of ['kitchen', 'bathroom', 'living', 'office']) {
      const page = (await get(`/api/gallery?room=${room}`)).json();
      expect(page.items.length, room).toBeGreaterThan(0);
      expect(page.items[0]).toMatchObject({ room, city: expect.any(String) });
    }
    const [first] = (await get('/api/gallery')).json().items;
    const image = await get(first.afterUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});
