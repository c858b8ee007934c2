import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { propertyInUse } from './property-in-use.ts';
import { createProperty, firstSuggestion, patchProperty } from './test-properties.ts';

const t = useTestApp();
const em = () => t.app.propre.db.orm.em.fork();

function remove(who: { token: string }, id: string) {
  return t.request({ method: 'DELETE', url: `/api/properties/${id}`, headers: bearer(who) });
}

async function book(propertyId: string, status: string, startsInHours: number): Promise<void> {
  await em().execute(
    `insert into booking (id, property_id, status, starts_at) values (?, ?, ?, now() + make_interval(hours => ?))`,
    [`bkg_${Math.random().toString(36).slice(2)}`, propertyId, status, startsInHours],
  );
}

// The tests run in order: first without the bookings area, then with a `booking` table of the
// shape the contract in property-in-use.ts names. When the bookings area adds the real table,
// its migration makes the `create table` below fail: make these bookings through its API then.
describe('properties in use by bookings', () => {
  it('are never in use while no booking table exists', async () => {
    const client = await signUp(t);
    const property = await createProperty(t, client);
    expect(await propertyInUse(em(), property.id)).toBe(false);
    expect((await remove(client, property.id)).statusCode).toBe(204);
  });

  it('cannot be deleted or moved while a booking still to happen uses them', async () => {
    await em().execute(
      'create table booking (id text primary key, property_id text not null, status text not null, starts_at timestamptz not null)',
    );
    const client = await signUp(t);
    const [pending, confirmed, underWay, free] = [
      await createProperty(t, client, { name: 'En attente' }),
      await createProperty(t, client, { name: 'Confirmée' }),
      await createProperty(t, client, { name: 'En cours' }),
      await createProperty(t, client, { name: 'Libre' }),
    ];
    await book(pending.id, 'pending', 48);
    await book(confirmed.id, 'confirmed', 2);
    await book(underWay.id, 'in_progress', -1);
    // Past, finished or called off: none of these keeps a property.
    await book(free.id, 'completed', -72);
    await book(free.id, 'confirmed', -30);
    await book(free.id, 'cancelled', 24);
    await book(free.id, 'declined', 24);
    await book(free.id, 'declinedByClient', 24);

    const elsewhere = await firstSuggestion(t, client, '45 rue Principale, St-Jérôme J7Z 1X1');
    for (const used of [pending, confirmed, underWay]) {
      expect(await propertyInUse(em(), used.id)).toBe(true);
      const deletion = await remove(client, used.id);
      expect([used.name, deletion.statusCode, deletion.json().code]).toEqual([used.name, 409, 'property_in_use']);
      const move = await patchProperty(t, client, used.id, { addressSuggestionId: elsewhere.suggestionId });
      expect([used.name, move.statusCode, move.json().code]).toEqual([used.name, 409, 'property_in_use']);
      // Everything but the address can still change, and restating the same address is no move.
      const same = await firstSuggestion(t, client, '123 rue saint-denis, montreal h2x 1k4');
      const rename = await patchProperty(t, client, used.id, { addressSuggestionId: same.suggestionId, notes: 'Chien' });
      expect([rename.statusCode, rename.json().notes]).toEqual([200, 'Chien']);
    }
    const list = await t.request({ method: 'GET', url: '/api/properties', headers: bearer(client) });
    expect(list.json().items).toHaveLength(4);

    expect(await propertyInUse(em(), free.id)).toBe(false);
    expect((await remove(client, free.id)).statusCode).toBe(204);
  });

  it('lockForBooking gives the owner’s property, not another client’s nor a deleted one', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const property = await createProperty(t, owner);
    const gone = await createProperty(t, owner);
    expect((await remove(owner, gone.id)).statusCode).toBe(204);
    const { properties } = t.app.propre;
    const locked = await em().transactional((tx) => properties.lockForBooking(tx, owner.user.id, property.id));
    expect(locked.id).toBe(property.id);
    await expect(em().transactional((tx) => properties.lockForBooking(tx, other.user.id, property.id))).rejects.toMatchObject({
      code: 'property_not_found',
      status: 404,
    });
    await expect(em().transactional((tx) => properties.lockForBooking(tx, owner.user.id, gone.id))).rejects.toMatchObject({
      code: 'property_not_found',
    });
  });
});
