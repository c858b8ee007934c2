import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import {
  createProperty,
  firstSuggestion,
  minimalFields,
  type PropertyDto,
  patchProperty,
  plateau,
  postProperty,
} from './properties.fixtures.ts';
import { maxPropertiesPerClient } from './properties.service.ts';
import { toPropertyDto } from './property-dto.ts';

const t = useTestApp();

const everything = {
  name: 'Maison de Laval',
  type: 'house',
  bedrooms: 4,
  bathrooms: 2.5,
  stories: 2,
  squareFeet: 2200,
  parking: 'Entrée de garage, côté gauche',
  wifiName: 'Tremblay-5G',
  wifiPassword: ' mot de passe ',
  suppliesLocation: 'Armoire sous l’évier',
  accessInstructions: 'Clé dans la boîte à code 1234, porte de côté',
  trashLocation: 'Bacs derrière le cabanon',
  roomsToAvoid: 'Bureau du sous-sol',
  notes: '  Un chat timide vit ici.  ',
} as const;

function get(who: { token: string } | null, id: string) {
  return t.request({ method: 'GET', url: `/api/properties/${id}`, headers: who ? bearer(who) : {} });
}
function list(who: { token: string }) {
  return t.request({ method: 'GET', url: '/api/properties', headers: bearer(who) });
}
function remove(who: { token: string } | null, id: string) {
  return t.request({ method: 'DELETE', url: `/api/properties/${id}`, headers: who ? bearer(who) : {} });
}

describe('properties: create, read, update', () => {
  it('creates a property with every field, at the suggested address', async () => {
    const client = await signUp(t);
    const suggestion = await firstSuggestion(t, client, '12 boul. des Laurentides, Laval h7g2t6');
    const res = await postProperty(t, client, {
      addressSuggestionId: suggestion.suggestionId,
      streetAddress: suggestion.streetAddress,
      ...everything,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const property = res.json<PropertyDto>();
    expect(property).toMatchObject({
      ...everything,
      notes: 'Un chat timide vit ici.',
      accessRevealed: true,
      address: {
        streetAddress: '12 boul. des Laurentides',
        city: 'Laval',
        province: 'QC',
        postalCode: 'H7G 2T6',
        country: 'CA',
      },
      placeId: suggestion.placeId,
    });
    expect(property.id).toMatch(/^prp_[0-9a-z]{26}$/);
    // The municipality's coordinates, from the gazetteer.
    const laval = t.app.propre.places.getPlace(suggestion.placeId);
    expect([property.latitude, property.longitude]).toEqual([laval?.latitude, laval?.longitude]);

    expect((await get(client, property.id)).json()).toEqual(property);
    expect((await list(client)).json()).toEqual({ items: [property] });
  });

  it('fills optional fields with null, and lists oldest first', async () => {
    const client = await signUp(t);
    const first = await createProperty(t, client);
    const second = await createProperty(t, client, { name: 'Chalet' });
    expect(first).toMatchObject({
      squareFeet: null,
      parking: null,
      wifiName: null,
      wifiPassword: null,
      accessInstructions: null,
      notes: null,
    });
    expect((await list(client)).json().items.map((p: PropertyDto) => p.name)).toEqual(['Condo du Plateau', 'Chalet']);
    expect(second.id > first.id).toBe(true);
  });

  it('refuses values out of bounds (validation_failed)', async () => {
    const client = await signUp(t);
    const suggestion = await firstSuggestion(t, client, plateau);
    const base = { addressSuggestionId: suggestion.suggestionId, streetAddress: suggestion.streetAddress, ...minimalFields() };
    const cases: Array<[string, Record<string, unknown>]> = [
      ['/bedrooms', { bedrooms: 21 }],
      ['/bedrooms', { bedrooms: -1 }],
      ['/bedrooms', { bedrooms: 1.5 }],
      ['/bathrooms', { bathrooms: 1.25 }],
      ['/bathrooms', { bathrooms: 20.5 }],
      ['/stories', { stories: 0 }],
      ['/stories', { stories: 6 }],
      ['/squareFeet', { squareFeet: 99 }],
      ['/squareFeet', { squareFeet: 20001 }],
      ['/name', { name: '   ' }],
      ['/name', { name: 'x'.repeat(101) }],
      ['/type', { type: 'castle' }],
      ['/notes', { notes: 'x'.repeat(501) }],
      ['/accessInstructions', { accessInstructions: 'x'.repeat(501) }],
      ['/wifiName', { wifiName: 'x'.repeat(65) }],
      ['/wifiPassword', { wifiPassword: 'x'.repeat(129) }],
      ['/postalCode', { postalCode: 'H2X1K' }],
      ['/province', { province: 'QC' }],
      ['/city', { city: 'Montréal' }],
    ];
    for (const [pointer, change] of cases) {
      const res = await postProperty(t, client, { ...base, ...change });
      expect([JSON.stringify(change), res.statusCode, res.json().code]).toEqual([
        JSON.stringify(change),
        400,
        'validation_failed',
      ]);
      expect(res.json().errors.map((e: { pointer: string }) => e.pointer)).toContain(`/body${pointer}`);
    }
    for (const required of ['addressSuggestionId', 'streetAddress', 'name', 'type', 'bedrooms', 'bathrooms', 'stories']) {
      const { [required as keyof typeof base]: _left, ...rest } = base;
      expect((await postProperty(t, client, rest)).statusCode, required).toBe(400);
    }
    // The edges are accepted.
    const edges = await postProperty(t, client, { ...base, bedrooms: 0, bathrooms: 20, stories: 5, squareFeet: 100 });
    expect(edges.statusCode).toBe(201);
    const half = await postProperty(t, client, { ...base, bedrooms: 20, bathrooms: 0.5, stories: 1, squareFeet: 20000 });
    expect(half.json()).toMatchObject({ bedrooms: 20, bathrooms: 0.5, squareFeet: 20000 });
    expect((await list(client)).json().items).toHaveLength(2);
  });

  it('saves a partial patch; null or blank clears an optional field', async () => {
    const client = await signUp(t);
    const created = await createProperty(t, client, { notes: 'Sonnez deux fois', wifiName: 'Maison', squareFeet: 900 });
    const res = await patchProperty(t, client, created.id, { name: '  Condo  ', bathrooms: 1.5, wifiName: null, notes: '   ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Condo',
      bathrooms: 1.5,
      wifiName: null,
      notes: null,
      squareFeet: 900,
      bedrooms: created.bedrooms,
      address: created.address,
    });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect((await patchProperty(t, client, created.id, {})).statusCode).toBe(400);
    expect((await patchProperty(t, client, created.id, { stories: 9 })).statusCode).toBe(400);
    expect((await get(client, created.id)).json()).toEqual(res.json());
  });

  it('shows the access details to the owner, and hides them when not revealed', async () => {
    const client = await signUp(t);
    const created = await createProperty(t, client, {
      wifiName: 'Réseau',
      wifiPassword: 'secret',
      accessInstructions: 'Code 1234',
    });
    expect(created).toMatchObject({
      wifiName: 'Réseau',
      wifiPassword: 'secret',
      accessInstructions: 'Code 1234',
      accessRevealed: true,
    });
    const entity = await t.app.propre.properties.get(client.user.id, created.id);
    const hidden = toPropertyDto(entity, { revealAccess: false });
    expect(hidden).toEqual({ ...created, wifiName: null, wifiPassword: null, accessInstructions: null, accessRevealed: false });
  });

  it(`stops at ${maxPropertiesPerClient} properties (property_limit_reached)`, async () => {
    const client = await signUp(t);
    const suggestion = await firstSuggestion(t, client, plateau);
    const body = { addressSuggestionId: suggestion.suggestionId, streetAddress: suggestion.streetAddress, ...minimalFields() };
    for (let i = 0; i < maxPropertiesPerClient; i++) expect((await postProperty(t, client, body)).statusCode).toBe(201);
    const over = await postProperty(t, client, body);
    expect([over.statusCode, over.json().code]).toEqual([409, 'property_limit_reached']);
    const first = (await list(client)).json().items[0] as PropertyDto;
    expect((await remove(client, first.id)).statusCode).toBe(204);
    expect((await postProperty(t, client, body)).statusCode).toBe(201);
  });
});

describe('properties: who may see and change them', () => {
  it('answers 404 to other clients on get, update and delete, and changes nothing', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const property = await createProperty(t, owner, { wifiPassword: 'secret' });
    for (const res of [
      await get(other, property.id),
      await patchProperty(t, other, property.id, { name: 'À moi' }),
      await remove(other, property.id),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([404, 'property_not_found']);
      expect(res.body).not.toContain('secret');
    }
    expect((await list(other)).json().items).toEqual([]);
    expect((await get(owner, property.id)).json()).toEqual(property);
  });

  it('answers 404 for an id nobody has, and 400 for one that is not a property id', async () => {
    const client = await signUp(t);
    expect((await get(client, 'prp_01jd0v3v4m0000000000000000')).json().code).toBe('property_not_found');
    expect((await get(client, 'vdoc_01jd0v3v4m0000000000000000')).statusCode).toBe(400);
  });

  it('refuses cleaners and admins (403) and anonymous callers (401)', async () => {
    const owner = await signUp(t);
    const property = await createProperty(t, owner);
    const cleaner = await signUp(t, { role: 'cleaner' });
    const admin = await createAdmin(t);
    for (const who of [cleaner, admin]) {
      for (const res of [
        await list(who),
        await get(who, property.id),
        await patchProperty(t, who, property.id, { name: 'x' }),
        await remove(who, property.id),
        await postProperty(t, who, {}),
      ]) {
        expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden']);
      }
    }
    for (const res of [await get(null, property.id), await remove(null, property.id)]) {
      expect([res.statusCode, res.json().code]).toEqual([401, 'unauthenticated']);
    }
    expect((await get(owner, property.id)).statusCode).toBe(200);
  });
});

describe('properties: delete', () => {
  it('hides a deleted property from the list and from get, and keeps the row for bookings', async () => {
    const client = await signUp(t);
    const kept = await createProperty(t, client, { name: 'Gardée' });
    const gone = await createProperty(t, client, { name: 'Vendue' });
    const res = await remove(client, gone.id);
    expect(res.statusCode).toBe(204);
    expect((await list(client)).json().items.map((p: PropertyDto) => p.id)).toEqual([kept.id]);
    expect((await get(client, gone.id)).json().code).toBe('property_not_found');
    expect((await patchProperty(t, client, gone.id, { name: 'x' })).json().code).toBe('property_not_found');
    expect((await remove(client, gone.id)).json().code).toBe('property_not_found');
    const [row] = await query<{ street_address: string; deleted: boolean }>(
      t.app.propre.db.orm.em.fork(),
      'select street_address, deleted_at is not null as deleted from property where id = $1',
      [gone.id],
    );
    expect(row?.street_address).toBe('123 rue Saint-Denis');
    expect(row?.deleted).toBe(true);
  });
});
