import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProbe, propertyMaker } from '../../../test/bookings-edges.ts';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { act } from '../bookings/bookings.fixtures.ts';
import { confirmedSoon, photo, uploadPhoto } from '../bookings/work.fixtures.ts';

const t = useTestApp();
const properties = propertyMaker(t);
const ledger = ledgerProbe(t);
let admin: { token: string };
beforeAll(async () => {
  admin = await createAdmin(t);
});
afterEach(() => ledger.assertBalanced());

type Photo = { id: string; kind: string; room: string };

/** A booking worked through and completed, with a kitchen pair (workThrough) and a bathroom pair. */
async function completedWithPhotos(): Promise<{
  bookingId: string;
  photos: Photo[];
  client: { token: string; password: string };
}> {
  const setup = await confirmedSoon(t, properties);
  const { cleaner, bookingId } = setup;
  const punchIn = await t.request(act(cleaner, bookingId, 'punch-in', setup.near(40)));
  expect(punchIn.statusCode, punchIn.body).toBe(200);
  for (const kind of ['before', 'after']) {
    const up = await t.request(uploadPhoto(cleaner, bookingId, await photo(), `kind=${kind}&room=bathroom`));
    expect(up.statusCode, up.body).toBe(201);
  }
  await workThroughAfterPunchIn(setup);
  const out = await t.request(act(cleaner, bookingId, 'punch-out', setup.near(40)));
  expect(out.statusCode, out.body).toBe(200);
  const listed = await t.request({ method: 'GET', url: `/api/bookings/${bookingId}/photos`, headers: bearer(admin) });
  return { bookingId, photos: listed.json().items, client: setup.client };
}

async function workThroughAfterPunchIn(setup: Awaited<ReturnType<typeof confirmedSoon>>) {
  const { cleaner, bookingId } = setup;
  for (const kind of ['before', 'after']) {
    const up = await t.request(uploadPhoto(cleaner, bookingId, await photo('png'), `kind=${kind}&room=kitchen`));
    expect(up.statusCode, up.body).toBe(201);
  }
  const current = await t.request({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: bearer(cleaner) });
  const items = (current.json().checklist as Array<{ task: string }>).map((item) => ({ task: item.task, done: true }));
  expect(
    (
      await t.request({
        method: 'PUT',
        url: `/api/bookings/${bookingId}/checklist`,
        headers: bearer(cleaner),
        payload: { items },
      })
    ).statusCode,
  ).toBe(200);
  expect((await t.request(act(cleaner, bookingId, 'checklist/submit'))).statusCode).toBe(200);
}

const publish = (payload: Record<string, unknown>, session: { token: string } = admin) =>
  t.request({ method: 'POST', url: '/api/admin/gallery', headers: bearer(session), payload });
const pick = (photos: Photo[], kind: string, room: string) => photos.find((p) => p.kind === kind && p.room === room)?.id;

describe('before/after gallery', () => {
  it('publishes a pair of a completed booking, shown to everyone by room with its images', async () => {
    const { photos } = await completedWithPhotos();
    const res = await publish({
      beforePhotoId: pick(photos, 'before', 'kitchen'),
      afterPhotoId: pick(photos, 'after', 'kitchen'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      room: 'kitchen',
      city: 'Montréal',
      serviceType: 'basic',
      beforeUrl: `/api/gallery/${item.id}/before`,
    });
    await publish({ beforePhotoId: pick(photos, 'before', 'bathroom'), afterPhotoId: pick(photos, 'after', 'bathroom') });

    const all = (await t.request({ method: 'GET', url: '/api/gallery' })).json();
    expect(all.items.map((i: { room: string }) => i.room)).toEqual(['bathroom', 'kitchen']);
    const kitchens = (await t.request({ method: 'GET', url: '/api/gallery?room=kitchen' })).json();
    expect(kitchens.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
    expect((await t.request({ method: 'GET', url: '/api/gallery?room=office' })).json().items).toEqual([]);

    const image = await t.request({ method: 'GET', url: item.afterUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    expect((await t.request({ method: 'DELETE', url: `/api/admin/gallery/${item.id}`, headers: bearer(admin) })).statusCode).toBe(
      204,
    );
    const gone = await t.request({ method: 'GET', url: item.beforeUrl });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'gallery_item_not_found']);
  });

  it('refuses mismatched pairs, unknown photos, a pair twice, and bookings not completed', async () => {
    const { photos } = await completedWithPhotos();
    const mixed = await publish({
      beforePhotoId: pick(photos, 'before', 'kitchen'),
      afterPhotoId: pick(photos, 'after', 'bathroom'),
    });
    expect([mixed.statusCode, mixed.json().code]).toEqual([422, 'gallery_pair_invalid']);
    const swapped = await publish({
      beforePhotoId: pick(photos, 'after', 'kitchen'),
      afterPhotoId: pick(photos, 'before', 'kitchen'),
    });
    expect(swapped.json().code).toBe('gallery_pair_invalid');
    const unknown = await publish({
      beforePhotoId: 'bph_00000000000000000000000000',
      afterPhotoId: pick(photos, 'after', 'kitchen'),
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'gallery_photo_not_found']);
    const pair = { beforePhotoId: pick(photos, 'before', 'kitchen'), afterPhotoId: pick(photos, 'after', 'kitchen') };
    expect((await publish(pair)).statusCode).toBe(201);
    expect((await publish(pair)).json().code).toBe('gallery_item_exists');
    expect((await publish({ beforePhotoId: 'x', afterPhotoId: 'y' })).statusCode).toBe(400);

    // Photos of a cleaning still in progress cannot be published.
    const setup = await confirmedSoon(t, properties);
    await t.request(act(setup.cleaner, setup.bookingId, 'punch-in', setup.near(40)));
    const ids: string[] = [];
    for (const kind of ['before', 'after']) {
      ids.push(
        (await t.request(uploadPhoto(setup.cleaner, setup.bookingId, await photo(), `kind=${kind}&room=office`))).json().id,
      );
    }
    const early = await publish({ beforePhotoId: ids[0], afterPhotoId: ids[1] });
    expect(early.json().code).toBe('gallery_pair_invalid');
  });

  it('drops the pairs of a client who deletes their account (Law 25)', async () => {
    const { photos, client } = await completedWithPhotos();
    const item = (
      await publish({ beforePhotoId: pick(photos, 'before', 'kitchen'), afterPhotoId: pick(photos, 'after', 'kitchen') })
    ).json();
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(client),
      payload: { currentPassword: client.password, confirmation: 'SUPPRIMER' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: item.beforeUrl })).statusCode).toBe(404);
  });

  it('is managed by admins only', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const body = { beforePhotoId: 'bph_00000000000000000000000000', afterPhotoId: 'bph_00000000000000000000000001' };
    expect((await publish(body, cleaner)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/admin/gallery', payload: body })).statusCode).toBe(401);
    const del = await t.request({
      method: 'DELETE',
      url: '/api/admin/gallery/gal_00000000000000000000000000',
      headers: bearer(cleaner),
    });
    expect(del.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/gallery?room=garage' })).statusCode).toBe(400);
  });
});
