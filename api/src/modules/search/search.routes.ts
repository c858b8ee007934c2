import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { addDays, todayInToronto } from '../../lib/business-time.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import { byIp, type RateLimiter, type RateRule } from '../../plugins/rate-limit/rate-limiter.ts';
import { User } from '../accounts/accounts.entities.ts';
import { createChangeWatcher } from './change-watcher.ts';
import { CleanerFeedback } from './feedback.entity.ts';
import { searchErrors } from './search.errors.ts';
import type { SearchService } from './search.service.ts';
import type { Filters, SearchParams } from './search-query.ts';
import type { SearchGazetteer } from './suggestions.ts';

const fail = errorsOf(searchErrors);

export function searchRoutes(deps: {
  orm: MikroORM;
  search: SearchService;
  gazetteer: SearchGazetteer;
  cachePages?: boolean;
  limiter?: RateLimiter;
  /** Searches per address per minute (SEARCH_RATE_LIMIT); 0 or absent: none. */
  searchRateLimit?: number;
}) {
  const { orm, search, gazetteer, limiter } = deps;
  // Generous (a person filtering and paging makes a few a minute), so only a script meets it;
  // checked before the page cache, since a cached page still costs the event loop.
  const searchRules: readonly RateRule[] = deps.searchRateLimit
    ? [{ name: 'search-ip', max: deps.searchRateLimit, windowMs: 60_000, key: byIp }]
    : [];
  // Off (PAGE_CACHES=false), every page is computed and nothing is kept (no key built, no
  // answer held until pushed out): what the search benchmark measures.
  const pages = deps.cachePages === false ? null : createTtlCache<string>({ ttlMs: 30_000, maxEntries: 2_000 });
  // A page is served from the cache only once every committed change to a cleaner has cleared it
  // (a suspension, a deletion, a name change shows on the very next search).
  const changes = pages ? createChangeWatcher(orm, () => pages.clear()) : null;
  return defineHandlers({
    'search.findCleaners': async (request, reply) => {
      if (limiter && searchRules.length > 0) await limiter.check(request, reply, searchRules);
      const query = request.query as SearchParams;
      const clientId = request.auth?.user.role === 'client' ? request.auth.user.id : null;
      const today = todayInToronto();
      // Results depend only on the query and the day unless a client's own feedback applies,
      // so the same page is computed once per 30 s for everyone else.
      const shared = clientId === null;
      const cacheKey =
        shared && pages ? `${today}|${JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))}` : null;
      if (cacheKey) await changes?.caughtUp();
      const cached = cacheKey ? pages?.get(cacheKey) : undefined;
      if (cached) return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=30').send(cached);
      const filters = toFilters(query, gazetteer, clientId, today);
      const limit = query.limit ?? 20;
      const page = await search.search(filters, query.sort ?? 'recommended', limit, query.cursor, today);
      // Written out around each card's JSON, made once per change of the cleaner (search-index.ts):
      // the same text JSON.stringify gives, without writing 20–50 cards again on every page.
      const items = page.rows.map((row) => {
        const { verificationStatus, distanceKm, priceFromCents, scores, yourFeedback } = row;
        // yourFeedback is undefined (left out) for anyone but a signed-in client.
        const rest = { verificationStatus, distanceKm, priceFrom: priceFromCents, scores, yourFeedback };
        return `{"cleaner":${row.cleanerJson},${JSON.stringify(rest).slice(1)}`;
      });
      const json = `{"items":[${items.join(',')}],${JSON.stringify({ nextCursor: page.nextCursor, suggestions: page.suggestions }).slice(1)}`;
      reply.type('application/json; charset=utf-8');
      if (!shared) return reply.send(json);
      if (cacheKey) pages?.set(cacheKey, json);
      return reply.header('cache-control', 'public, max-age=30').send(json);
    },
    'search.listReports': async (request) => {
      const { rows } = await sql<Record<string, unknown>>`
        select f.cleaner_id, u.full_name, f.client_id, f.reason, f.comment, f.created_at
          from cleaner_feedback f join app_user u on u.id = f.cleaner_id
         where f.type = 'report' order by f.created_at desc limit ${request.query.limit ?? 50}`.execute(
        orm.em.fork().getKysely(),
      );
      return {
        items: rows.map((r) => ({
          cleanerId: String(r.cleaner_id),
          cleanerName: String(r.full_name),
          clientId: String(r.client_id),
          reason: (r.reason ?? null) as 'price' | null,
          comment: (r.comment ?? null) as string | null,
          createdAt: new Date(String(r.created_at)).toISOString(),
        })),
      };
    },
    'search.giveFeedback': async (request, reply) => {
      const client = requireUser(request);
      const em = orm.em.fork();
      const cleaner = await em.findOne(User, { id: request.params.cleanerId, role: 'cleaner', deletedAt: null });
      if (!cleaner) throw commonFail('not_found', { detail: { fr: 'Nettoyeur introuvable.', en: 'Cleaner not found.' } });
      const { type, reason, comment } = request.body;
      await em.transactional(async (tx) => {
        // Like and dislike exclude each other; the latest one counts.
        if (type === 'like' || type === 'dislike') {
          await tx.nativeDelete(CleanerFeedback, {
            clientId: client.id,
            cleanerId: cleaner.id,
            type: { $in: ['like', 'dislike'] },
          });
        }
        await tx.upsert(CleanerFeedback, {
          clientId: client.id,
          cleanerId: cleaner.id,
          type,
          reason: reason ?? null,
          comment: comment?.trim() || null,
          createdAt: new Date(),
        });
      });
      return reply.code(204).send();
    },
  });
}

/** The query's filters; `today` is the business day the page is computed for (read once per request). */
export function toFilters(query: SearchParams, gazetteer: SearchGazetteer, clientId: string | null, today: string): Filters {
  const byPoint = query.lat !== undefined || query.lng !== undefined;
  if (query.city && byPoint) {
    throw fail('place_ambiguous', {
      detail: { fr: 'Donnez une ville ou des coordonnées, pas les deux.', en: 'Give a city or coordinates, not both.' },
    });
  }
  if (byPoint && (query.lat === undefined || query.lng === undefined)) {
    throw fail('place_ambiguous', { detail: { fr: 'Il faut lat et lng ensemble.', en: 'lat and lng go together.' } });
  }
  const radiusKm = query.radiusKm ?? 25;
  let place: Filters['place'] = null;
  if (query.city) {
    const city = gazetteer.resolveCity(query.city);
    place = { latitude: city.latitude, longitude: city.longitude, cityName: city.name, radiusKm };
  } else if (query.lat !== undefined && query.lng !== undefined) {
    place = { latitude: query.lat, longitude: query.lng, cityName: null, radiusKm };
  }
  let regionCities: string[] | undefined;
  if (query.regionId) {
    regionCities = gazetteer.regionCityNames(query.regionId);
  }
  const days = query.date ? [query.date] : query.availableSoon ? [0, 1, 2, 3].map((n) => addDays(today, n)) : undefined;
  return {
    place,
    ...(regionCities ? { regionCities } : {}),
    ...(query.serviceType ? { serviceType: query.serviceType } : {}),
    ...(query.minRating !== undefined ? { minRating: query.minRating } : {}),
    ...(query.experienceLevel ? { experienceLevel: query.experienceLevel } : {}),
    ...(days ? { days } : {}),
    ...(query.gender ? { gender: query.gender } : {}),
    ...(query.ecoCertified ? { ecoCertified: true } : {}),
    ...(query.verified ? { verified: true } : {}),
    ...(query.pets?.length ? { pets: query.pets } : {}),
    clientId,
  };
}
