import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { execute, query } from '../../db/sql.ts';
import { pruneChanges } from './indexed-cleaner.ts';
import { createSearchIndex } from './search-index.ts';

/**
 * Search reads a model kept in the API's memory (docs/adr/0005-search-precomputed.md, "In
 * memory"). A page must still show every change committed before it was asked for, whoever
 * made it and however: the API's own routes, or SQL straight on the tables.
 */
// Pages computed each time: the 30 s page cache would answer a repeated query from before the change.
const t = useTestApp({ env: { PAGE_CACHES: 'false' } });
const bio = 'Nettoyage résidentiel soigné depuis des années, produits écologiques et grand souci du détail.';

type Item = { cleaner: { id: string; name: string; bio: string | null }; priceFrom: number | null };

async function sql(text: string, values: unknown[] = []): Promise<void> {
  await execute(t.app.propre.db.orm.em.fork(), text, values);
}

async function find(query: string): Promise<Item[]> {
  const res = await t.request({ method: 'GET', url: `/api/search/cleaners?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Item[] }).items;
}

async function listedCleaner(name: string, profile: Record<string, unknown>) {
  const me = await signUp(t, { role: 'cleaner', name, gender: 'female' });
  const patch = (payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: '/api/cleaners/me/profile', headers: bearer(me), payload });
  const res = await patch({ bio, ...profile });
  expect(res.statusCode).toBe(200);
  return { id: me.user.id, patch };
}

describe('search index', () => {
  it('shows on each page every change committed before it was asked for', async () => {
    const nadia = await listedCleaner('Nadia Tremblay', {
      hourlyRate: 3000,
      serviceTypes: ['basic'],
      serviceCities: ['Sherbrooke'],
    });
    expect((await find('city=Sherbrooke')).map((i) => [i.cleaner.name, i.priceFrom])).toEqual([['Nadia Tremblay', 3000]]);

    // Through the API.
    expect((await nadia.patch({ hourlyRate: 4200 })).statusCode).toBe(200);
    expect((await find('city=Sherbrooke')).map((i) => i.priceFrom)).toEqual([4200]);

    // Straight on the tables: the account's name (the card), the profile, the listing.
    await sql('update app_user set full_name = $1 where id = $2', ['Nadia Roy', nadia.id]);
    expect((await find('city=Sherbrooke')).map((i) => i.cleaner.name)).toEqual(['Nadia Roy']);
    await sql('update cleaner_profile set bio = $1 where user_id = $2', [`${bio} Disponible le soir.`, nadia.id]);
    expect((await find('city=Sherbrooke'))[0]?.cleaner.bio).toBe(`${bio} Disponible le soir.`);
    await sql('update cleaner_profile set listed = false where user_id = $1', [nadia.id]);
    expect(await find('city=Sherbrooke')).toEqual([]);
    await sql('update cleaner_profile set listed = true where user_id = $1', [nadia.id]);
    expect((await find('city=Sherbrooke')).map((i) => i.cleaner.id)).toEqual([nadia.id]);

    // Moved to another city far away: found there, no longer here.
    expect((await nadia.patch({ serviceCities: ['Gatineau'] })).statusCode).toBe(200);
    expect(await find('city=Sherbrooke')).toEqual([]);
    expect((await find('city=Gatineau')).map((i) => i.cleaner.id)).toEqual([nadia.id]);

    // Gone with the account.
    await sql('update app_user set deleted_at = now() where id = $1', [nadia.id]);
    expect(await find('city=Gatineau')).toEqual([]);
  });

  it('loads everything again after a long idle, since old changes are pruned', async () => {
    const orm = t.app.propre.db.orm;
    const rose = await listedCleaner('Rose Cloutier', { hourlyRate: 2800, serviceTypes: ['basic'], serviceCities: ['Rimouski'] });
    let clock = 0;
    const index = createSearchIndex(orm, { reloadAfterMs: 60_000, now: () => clock });
    expect((await index.current()).cleaners.get(rose.id)?.priceFromCents).toBe(2800);

    expect((await rose.patch({ hourlyRate: 3300 })).statusCode).toBe(200);
    clock += 30_000;
    expect((await index.current()).cleaners.get(rose.id)?.priceFromCents).toBe(3300);

    // Changed, and the change pruned away before this index asked for it (idle past the window).
    expect((await rose.patch({ hourlyRate: 3600 })).statusCode).toBe(200);
    await pruneChanges(orm, 0);
    clock += 61_000;
    expect((await index.current()).cleaners.get(rose.id)?.priceFromCents).toBe(3600);
  });

  it('prunes only the changes older than what it keeps', async () => {
    const orm = t.app.propre.db.orm;
    await sql('delete from search_change');
    await sql(`insert into search_change (user_id, at) values ('user_old', now() - interval '2 hours'), ('user_new', now())`);
    await pruneChanges(orm, 60 * 60_000);
    const rows = await query<{ user_id: string }>(orm.em.fork(), 'select user_id from search_change');
    expect(rows.map((r) => r.user_id)).toEqual(['user_new']);
  });
});
