import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';

const t = useTestApp();
const bio = 'Nettoyeuse depuis huit ans à Montréal, minutieuse, ponctuelle et respectueuse de votre maison.';

function photo(width = 2400, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' } })
    .toBuffer();
}

/** A cleaner whose profile is complete enough to be listed: the public page shows the gallery. */
async function listedCleaner(name: string) {
  const me = await signUp(t, { role: 'cleaner', name });
  await t.request({
    method: 'PATCH',
    url: '/api/cleaners/me/profile',
    headers: bearer(me),
    payload: { bio, hourlyRate: 3000, serviceTypes: ['basic'], serviceCities: ['Laval'] },
  });
  return me;
}

describe('work gallery', () => {
  it('adds re-encoded photos shown on the public profile, and removes them', async () => {
    const me = await listedCleaner('Galerie Test');
    const added = await t.request({
      method: 'POST',
      url: '/api/cleaners/me/gallery',
      headers: { ...bearer(me), 'content-type': 'image/jpeg' },
      payload: await photo(),
    });
    expect(added.statusCode).toBe(201);
    const { id, url } = added.json();
    const image = await t.request({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    // A deleted photo leaves shared caches within the hour: never `immutable` for a year.
    expect(image.headers['cache-control']).toBe('public, max-age=3600');

    const own = await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(me) });
    const slug = own.json().public.slug;
    expect(own.json().public.gallery).toEqual([{ id, url, caption: null, category: null }]);
    expect((await t.request({ method: 'GET', url: `/api/cleaners/${slug}` })).json().gallery).toEqual([
      { id, url, caption: null, category: null },
    ]);

    const other = await signUp(t, { role: 'cleaner' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/cleaners/me/gallery/${id}`, headers: bearer(other) })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/cleaners/me/gallery/${id}`, headers: bearer(me) })).statusCode).toBe(
      204,
    );
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses other file types, and a 25th photo', async () => {
    const me = await signUp(t, { role: 'cleaner' });
    const gif = await t.request({
      method: 'POST',
      url: '/api/cleaners/me/gallery',
      headers: { ...bearer(me), 'content-type': 'image/png' },
      payload: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    });
    expect(gif.statusCode).toBe(415);
    const small = await photo(40, 40);
    for (let i = 0; i < 24; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: '/api/cleaners/me/gallery',
        headers: { ...bearer(me), 'content-type': 'image/jpeg' },
        payload: small,
      });
      expect(res.statusCode).toBe(201);
    }
    const full = await t.request({
      method: 'POST',
      url: '/api/cleaners/me/gallery',
      headers: { ...bearer(me), 'content-type': 'image/jpeg' },
      payload: small,
    });
    expect(full.statusCode).toBe(422);
    expect(full.json().code).toBe('gallery_full');
  });
});

describe('work gallery captions and rooms', () => {
  const upload = async (me: Awaited<ReturnType<typeof signUp>>) =>
    t.request({
      method: 'POST',
      url: '/api/cleaners/me/gallery',
      headers: { ...bearer(me), 'content-type': 'image/jpeg' },
      payload: await photo(40, 40),
    });
  const patch = (me: Awaited<ReturnType<typeof signUp>>, id: string, payload: unknown) =>
    t.request({ method: 'PATCH', url: `/api/cleaners/me/gallery/${id}`, headers: bearer(me), payload: payload as object });

  it('lists my photos newest first, sets a caption and a room, shown on the public profile', async () => {
    const me = await listedCleaner('Galerie Légendes');
    const first = (await upload(me)).json();
    const second = (await upload(me)).json();
    expect(first).toMatchObject({ caption: null, category: null });

    const changed = await patch(me, first.id, { caption: '  Cuisine après un grand ménage  ', category: 'kitchen' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      id: first.id,
      url: first.url,
      caption: 'Cuisine après un grand ménage',
      category: 'kitchen',
    });

    const list = await t.request({ method: 'GET', url: '/api/cleaners/me/gallery', headers: bearer(me) });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual({
      limit: 24,
      items: [
        { ...second, caption: null, category: null },
        { id: first.id, url: first.url, caption: 'Cuisine après un grand ménage', category: 'kitchen' },
      ],
    });

    const slug = (await t.request({ method: 'GET', url: '/api/cleaners/me/profile', headers: bearer(me) })).json().public.slug;
    const publicGallery = (await t.request({ method: 'GET', url: `/api/cleaners/${slug}` })).json().gallery;
    expect(publicGallery[0]).toEqual({
      id: first.id,
      url: first.url,
      caption: 'Cuisine après un grand ménage',
      category: 'kitchen',
    });

    // An empty caption removes it; null removes the room; the cached public page follows.
    expect((await patch(me, first.id, { caption: '   ', category: null })).json()).toMatchObject({
      caption: null,
      category: null,
    });
    expect((await t.request({ method: 'GET', url: `/api/cleaners/${slug}` })).json().gallery[0]).toMatchObject({
      caption: null,
      category: null,
    });
  });

  it('refuses a long caption, an unknown room, an empty change, and another cleaner', async () => {
    const me = await signUp(t, { role: 'cleaner' });
    const { id } = (await upload(me)).json();

    const long = await patch(me, id, { caption: 'a'.repeat(141) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'validation_failed', errors: [{ pointer: '/body/caption', code: 'maxLength' }] });
    expect((await patch(me, id, { caption: 'a'.repeat(140) })).statusCode).toBe(200);

    const room = await patch(me, id, { category: 'garage' });
    expect(room.statusCode).toBe(400);
    expect(room.json().errors).toContainEqual(expect.objectContaining({ pointer: '/body/category', code: 'enum' }));
    expect((await patch(me, id, {})).statusCode).toBe(400);

    const other = await signUp(t, { role: 'cleaner' });
    const stolen = await patch(other, id, { caption: 'À moi' });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('not_found');
    expect((await t.request({ method: 'GET', url: '/api/cleaners/me/gallery', headers: bearer(other) })).json().items).toEqual(
      [],
    );
    const client = await signUp(t, { role: 'client' });
    expect((await t.request({ method: 'GET', url: '/api/cleaners/me/gallery', headers: bearer(client) })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/cleaners/me/gallery', headers: bearer(me) })).json().items[0].caption,
    ).toBe('a'.repeat(140));
  });
});
