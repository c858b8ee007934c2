import type { MikroORM } from '@mikro-orm/postgresql';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { CleanerProfile } from './cleaners.entities.ts';

/**
 * Public profiles as served (JSON text), by slug. They are read far more than written: kept
 * 60 s, dropped at once on this instance when the cleaner changes their profile or gallery, or
 * when a review about them is added, answered, hidden or shown again. Other instances keep
 * theirs up to 60 s.
 */
export interface PublicProfileCache {
  get(slug: string): string | undefined;
  set(slug: string, json: string): void;
  forget(slug: string): void;
  /** Drops the cleaner's profile, found by their user id. */
  forgetCleaner(userId: string): Promise<void>;
}

export function createPublicProfileCache(orm: MikroORM, options: { enabled?: boolean } = {}): PublicProfileCache {
  // Off (PAGE_CACHES=false), nothing is kept: a benchmark then measures the read path itself. Not
  // even an entry that expires at once: 5,000 answers held until pushed out lived long enough to
  // reach the old generation, and a full collection, for nothing.
  if (options.enabled === false) {
    return { get: () => undefined, set: () => {}, forget: () => {}, forgetCleaner: async () => {} };
  }
  const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 5_000 });
  return {
    get: (slug) => cache.get(slug),
    set: (slug, json) => cache.set(slug, json),
    forget: (slug) => cache.delete(slug),
    async forgetCleaner(userId) {
      const profile = await orm.em.fork().findOne(CleanerProfile, { userId }, { fields: ['slug'] });
      if (profile) cache.delete(profile.slug);
    },
  };
}
