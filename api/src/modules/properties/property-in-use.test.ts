import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { execute } from '../../db/sql.ts';
import { bookingBody, createRequest, daysAhead, listedCleaner } from '../bookings/bookings.fixtures.ts';
import { createProperty, firstSuggestion, patchProperty } from './properties.fixtures.ts';
import { propertyInUse } from './property-in-use.ts';

const t = useTestApp();
const em = () => t.app.propre.db.orm.em.fork();

function remove(who: { token: string }, id: string) {
  return t.request({ method: 'DELETE', url: `/api/properties/${id}`, headers: bearer(who) });
}

async function book(client: { token: string }, cleanerId: string, propertyId: string, days: number): Promise<string> {
  const res = await t.request(createRequest(client as never, bookingBody(cleanerId, propertyId, { date: daysAhead(days) })));
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().bookings?.[0]?.id ?? res.json().id;
}

describe('properties in use by bookings', () => {
  it('are not in use without bookings', async () => {
    const client = await signUp(t);
    const property = await createProperty(t, client);
    expect(await propertyInUse(em(), property.id)).toBe(false);
    expect((await remove(client, property.id)).statusCode).toBe(204);
  });

  it('cannot be deleted or moved while a booking still to happen uses them', async () => {
    const cleaner = await listedCleaner(t);
    const client = await signUp(t);
    const [pending, underWay, free] = [
      await createProperty(t, client, { name: 'En attente' }),
      await createProperty(t, client, { name: 'En cours' }),
      await createProperty(t, client, { name: 'Libre' }),
    ];
    await book(client, cleaner.user.id, pending.id, 10);
    const started = await book(client, cleaner.user.id, underWay.id, 12);
    // Under way (punch-in is the work area's): the row is put in that state directly.
    await execute(em(), "update booking set status = 'in_progress' where id = $1", [started]);
    // Called off: it no longer keeps the property.
    const cancelled = await book(client, cleaner.user.id, free.id, 14);
    const cancel = await t.request({
      method: 'POST',
      url: `/api/bookings/${cancelled}/cancel`,
      headers: bearer(client),
      payload: { reason: 'schedule_conflict' },
    });
    expect(cancel.statusCode).toBe(200);

    const elsewhere = await firstSuggestion(t, client, '45 rue Principale, St-Jérôme J7Z 1X1');
    for (const used of [pending, underWay]) {
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
