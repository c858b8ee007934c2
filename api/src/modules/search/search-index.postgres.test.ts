import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { needsRealPostgres } from '../../../test/real-postgres.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../plugins/config/config.ts';

/**
 * The search model in memory, with several sessions writing (docs/adr/0005-search-precomputed.md,
 * "In memory"): a change is found by its transaction's visibility, not by an ever-growing
 * number, so one committed after a later one is not skipped; and a second API instance on the
 * same database sees the first one's changes on its next search.
 */
// Pages computed each time: the 30 s page cache would answer a repeated query from before the change.
const t = useTestApp({ env: { PAGE_CACHES: 'false' } });
const bio = 'Nettoyage résidentiel soigné depuis des années, produits écologiques et grand souci du détail.';
const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

type Page = { items: Array<{ cleaner: { id: string; bio: string | null } }> };

async function listedCleaner(name: string, city: string) {
  const me = await signUp(t, { role: 'cleaner', name, gender: 'male' });
  const res = await t.request({
    method: 'PATCH',
    url: '/api/cleaners/me/profile',
    headers: bearer(me),
    payload: { bio, hourlyRate: 3000, serviceTypes: ['basic'], serviceCities: [city] },
  });
  expect(res.statusCode).toBe(200);
  return { id: me.user.id, token: me };
}

const biosOf = (page: Page) => Object.fromEntries(page.items.map((i) => [i.cleaner.id, i.cleaner.bio]));

async function session(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  closers.push(() => client.end());
  return client;
}

describe('search index, several sessions', () => {
  it('applies a change committed after a later one', async () => {
    const url = t.config.databaseUrl;
    needsRealPostgres(url, 'two sessions writing at once');
    const first = await listedCleaner('Marc Pelletier', 'Saguenay');
    const second = await listedCleaner('Éric Lavoie', 'Saguenay');
    const find = async () => (await t.request({ method: 'GET', url: '/api/search/cleaners?city=Saguenay' })).json() as Page;
    expect(Object.keys(biosOf(await find())).sort()).toEqual([first.id, second.id].sort());

    // The first transaction starts writing (so holds the lower id) and commits last.
    const early = await session(url);
    const late = await session(url);
    await early.query('begin');
    await early.query('update cleaner_profile set bio = $1 where user_id = $2', [`${bio} Premier.`, first.id]);
    await late.query('begin');
    await late.query('update cleaner_profile set bio = $1 where user_id = $2', [`${bio} Second.`, second.id]);
    await late.query('commit');
    expect(biosOf(await find())).toEqual({ [first.id]: bio, [second.id]: `${bio} Second.` });

    await early.query('commit');
    expect(biosOf(await find())).toEqual({ [first.id]: `${bio} Premier.`, [second.id]: `${bio} Second.` });
  });

  it("shows a second instance's search the first one's change at once", async () => {
    const url = t.config.databaseUrl;
    needsRealPostgres(url, 'two API instances on one database');
    const other = await buildApp(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', SEED_DEMO_DATA: 'false', DATABASE_URL: url, PAGE_CACHES: 'false' }),
    );
    closers.push(() => other.close());
    const me = await listedCleaner('Jean Gauthier', 'Rouyn-Noranda');
    const find = async () =>
      (await other.inject({ method: 'GET', url: '/api/search/cleaners?city=Rouyn-Noranda' })).json() as Page;
    expect(biosOf(await find())).toEqual({ [me.id]: bio });

    const res = await t.request({
      method: 'PATCH',
      url: '/api/cleaners/me/profile',
      headers: bearer(me.token),
      payload: { bio: `${bio} Nouveau.` },
    });
    expect(res.statusCode).toBe(200);
    expect(biosOf(await find())).toEqual({ [me.id]: `${bio} Nouveau.` });
  });
});
