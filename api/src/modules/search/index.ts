import type { MikroORM } from '@mikro-orm/postgresql';
import type { Gazetteer } from '../places/gazetteer.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';
import { searchGazetteer } from './search-gazetteer.ts';

/** Finding cleaners (pages cached 30 s unless `cachePages` is off), and clients' feedback on the results. */
export function searchArea({ orm, places, cachePages }: { orm: MikroORM; places: Gazetteer; cachePages: boolean }) {
  return {
    handlers: searchRoutes({ orm, search: createSearchService({ orm }), gazetteer: searchGazetteer(places), cachePages }),
  };
}
