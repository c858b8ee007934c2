import type { MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import type { Gazetteer } from '../places/index.ts';

export { type ChangeWatcher, createChangeWatcher } from './change-watcher.ts';

import { keepChangesMs, startSearchJobs } from './search.jobs.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';
import { searchGazetteer } from './search-gazetteer.ts';
import { createSearchIndex } from './search-index.ts';

/**
 * Finding cleaners over an index kept in memory and brought up to date before each search
 * (pages also cached 30 s unless `cachePages` is off), and clients' feedback on the results.
 */
export async function searchArea(deps: {
  orm: MikroORM;
  boss: PgBoss;
  places: Gazetteer;
  cachePages: boolean;
  limiter: RateLimiter;
  /** Searches per address per minute; 0: none. */
  searchRateLimit: number;
}) {
  const { orm, boss, places, cachePages, limiter, searchRateLimit } = deps;
  const gazetteer = searchGazetteer(places);
  const index = createSearchIndex(orm, { reloadAfterMs: keepChangesMs / 2 });
  await startSearchJobs(boss, orm);
  // Loaded now rather than by the first search after a start (some 1 s at 10,000 cleaners, 12 s
  // at 100,000). Not awaited: the API serves meanwhile, and a search waits for this very load.
  // A failure here is the first search's to report: it loads again.
  index.current().catch(() => undefined);
  return {
    handlers: searchRoutes({
      orm,
      search: createSearchService({ orm, index, gazetteer }),
      gazetteer,
      cachePages,
      limiter,
      searchRateLimit,
    }),
  };
}
