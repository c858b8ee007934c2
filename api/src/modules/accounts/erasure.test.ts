import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp, testPassword } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import { createProperty } from '../properties/properties.fixtures.ts';

const t = useTestApp();
const bio = 'Nettoyeuse depuis huit ans à Montréal, minutieuse, ponctuelle et respectueuse de votre maison.';

async function count(sql: string, id: string): Promise<number> {
  const rows = await query(t.app.propre.db.orm.em, sql, [id]);
  return Number(rows[0]?.n ?? 0);
}

describe('account deletion erases personal data in every area (Law 25)', () => {
  it('erases a cleaner’s profile details, gallery, documents and availability, files included', async () => {
    const me = await signUp(t, { role: 'cleaner' });
    await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me),
      payload: { bio, hourlyRate: 3000, serviceTypes: ['basic'], serviceCities: ['Laval'] },
    });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const photo = await t.request({
      method: 'POST',
      url: '/api/cleaners/me/gallery',
      headers: { ...bearer(me), 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    const document = await t.request({
      method: 'POST',
      url: '/api/cleaners/me/documents?type=id',
      headers: { ...bearer(me), 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(document.statusCode).toBe(201);
    const halves = { morning: true, afternoon: false };
    await t.request({
      method: 'PUT',
      url: '/api/cleaners/me/availability/weekly-template',
      headers: bearer(me),
      payload: {
        monday: halves,
        tuesday: halves,
        wednesday: halves,
        thursday: halves,
        friday: halves,
        saturday: halves,
        sunday: halves,
      },
    });
    const storageKeys = (
      await query(
        t.app.propre.db.orm.em,
        `select storage_key from cleaner_gallery_photo where user_id = $1 union all select storage_key from verification_document where cleaner_id = $2`,
        [me.user.id, me.user.id],
      )
    ).map((r) => String(r.storage_key));
    expect(storageKeys).toHaveLength(2);

    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(me),
      payload: { currentPassword: testPassword, confirmation: 'SUPPRIMER' },
    });
    expect(deleted.statusCode).toBe(204);

    expect(
      await count('select count(*)::int n from cleaner_profile where user_id = $1 and (bio is not null or listed)', me.user.id),
    ).toBe(0);
    expect(await count('select count(*)::int n from cleaner_gallery_photo where user_id = $1', me.user.id)).toBe(0);
    expect(await count('select count(*)::int n from verification_document where cleaner_id = $1', me.user.id)).toBe(0);
    expect(await count('select count(*)::int n from availability_block where user_id = $1', me.user.id)).toBe(0);
    expect(await count('select count(*)::int n from cleaner_available_day where user_id = $1', me.user.id)).toBe(0);
    for (const key of storageKeys) expect(await t.app.propre.storage.get(key), key).toBeNull();
    expect((await t.request({ method: 'GET', url: photo.json().url })).statusCode).toBe(404);
  });

  it('erases a client’s access details and Wi-Fi and retires their properties', async () => {
    const me = await signUp(t, { role: 'client' });
    const property = await createProperty(t, me, {
      wifiName: 'Maison',
      wifiPassword: 'secret-wifi',
      accessInstructions: 'Code 1234',
    });
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(me),
      payload: { currentPassword: testPassword, confirmation: 'SUPPRIMER' },
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await query(t.app.propre.db.orm.em, 'select * from property where id = $1', [property.id]);
    expect(rows[0]).toMatchObject({ wifi_name: null, wifi_password: null, access_instructions: null });
    expect(rows[0]?.deleted_at).not.toBeNull();
  });
});
