import type { MikroORM } from '@mikro-orm/postgresql';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { CleanerProfile } from './cleaners.entities.ts';

/** Tells a cache which cleaners changed (search area's `createChangeWatcher`, over `search_change`). */
export type WatchCleanerChanges = (onChanged: (ids: readonly string[] | null) => void) => { caughtUp(): Promise<void> };

/**
 * Public profiles as served (JSON text), by slug. They are read far more than written: kept
 * 60 s, and dropped as soon as a change to the cleaner commits, on every instance: before
 * answering from the cache, `caughtUp()` reads the cleaners changed since it last asked, from the
 * log the search model learns from (a name or profile change, a suspension, a deletion, a
 * reactivation). A gallery change or a review (not in that log) drops the profile at once on
 * this instance.
 */
export interface PublicProfileCache {
  /** Forgets what the changes committed before this call made stale. */
  caughtUp(): Promise<void>;
  get(slug: string): string | undefined;
  set(slug: string, json: string, userId: string): void;
  forget(slug: string): void;
  /** Drops the cleaner's profile, found by their user id. */
  forgetCleaner(userId: string): Promise<void>;
}

export function createPublicProfileCache(
  orm: MikroORM,
  options: { enabled?: boolean; watch?: WatchCleanerChanges } = {},
): PublicProfileCache {
  // Off (PAGE_CACHES=false), nothing is kept: a benchmark then measures the read path itself. Not
  // even an entry that expires at once: 5,000 answers held until pushed out lived long enough to
  // reach the old generation, and a full collection, for nothing.
  if (options.enabled === false) {
    return { caughtUp: async () => {}, get: () => undefined, set: () => {}, forget: () => {}, forgetCleaner: async () => {} };
  }
  const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 5_000 });
  // The slug each cleaner's profile was cached under, to forget it by user id without a read.
  const slugs = new Map<string, string>();
  const forgetUser = (userId: string) => {
    const slug = slugs.get(userId);
    if (slug === undefined) return;
    cache.delete(slug);
    slugs.delete(userId);
  };
  const watcher = options.watch?.((ids) => {
    if (ids === null) {
      cache.clear();
      slugs.clear();
    } else for (const id of ids) forgetUser(id);
  });
  return {
    caughtUp: async () => watcher?.caughtUp(),
    get: (slug) => cache.get(slug),
    set(slug, json, userId) {
      if (slugs.size >= 10_000) slugs.clear();
      slugs.set(userId, slug);
      cache.set(slug, json);
    },
    forget: (slug) => cache.delete(slug),
    async forgetCleaner(userId) {
      forgetUser(userId);
      const profile = await orm.em.fork().findOne(CleanerProfile, { userId }, { fields: ['slug'] });
      if (profile) cache.delete(profile.slug);
    },
  };
}
