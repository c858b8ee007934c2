import type { MikroORM } from '@mikro-orm/postgresql';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import type { Gazetteer } from '../places/index.ts';
import { cleanersRoutes } from './cleaners.routes.ts';
import { createCleanersService } from './cleaners.service.ts';
import { createGalleryService } from './gallery.ts';
import type { OnboardingSources } from './onboarding.ts';
import type { ProfileReviews } from './public-cleaner-read.ts';
import { createPublicProfileCache, type WatchCleanerChanges } from './public-profile-cache.ts';

export { statsOfRow } from './cleaner-stats.ts';
export { type PublicCleanerRow, publicCleanerColumns, publicCleanerOfRow } from './public-cleaner-read.ts';
export type { WatchCleanerChanges } from './public-profile-cache.ts';

export interface CleanersAreaDeps {
  orm: MikroORM;
  storage: FileStorage;
  limiter: RateLimiter;
  places: Gazetteer;
  /** What the onboarding checklist reads from availability and verification. */
  onboarding: OnboardingSources;
  /** The reviews part of a public profile, read in the profile's statement (the reviews area). */
  reviews: ProfileReviews;
  /** Whether public profiles are served from the 60 s cache (PAGE_CACHES). */
  pageCaches: boolean;
  /** The changes to cleaners as the search model learns them, which clear the cached profiles (search area). */
  watchChanges?: WatchCleanerChanges;
}

/** Cleaners' profiles, their gallery and onboarding, and the public profile served (cached 60 s). */
export function cleanersArea({ orm, storage, limiter, places, onboarding, reviews, pageCaches, watchChanges }: CleanersAreaDeps) {
  const cleaners = createCleanersService({
    orm,
    cities: { resolveCity: (name) => places.resolveCity(name, { status: 422 }) },
    reviews,
  });
  const publicProfiles = createPublicProfileCache(orm, { enabled: pageCaches, ...(watchChanges ? { watch: watchChanges } : {}) });
  return {
    cleaners,
    publicProfiles,
    handlers: cleanersRoutes({
      cleaners,
      gallery: createGalleryService({ orm, storage }),
      onboarding,
      publicProfiles,
      limiter,
    }),
  };
}
