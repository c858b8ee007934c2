import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { AccountsService } from '../../modules/accounts/accounts.service.ts';
import type { AvailabilityService } from '../../modules/availability/availability.service.ts';
import type { BookingsService } from '../../modules/bookings/bookings.service.ts';
import type { Gazetteer } from '../../modules/places/gazetteer.ts';
import type { ReferralsService } from '../../modules/referrals/referrals.service.ts';
import type { ReviewsService } from '../../modules/reviews/reviews.service.ts';

/** A demo login printed at start-up so a newcomer can sign in at once. */
export interface DemoLogin {
  role: 'client' | 'cleaner' | 'admin';
  email: string;
  password: string;
  description: string;
}

/** The services seeders create data through, so demo data obeys the same rules as real data. */
export interface SeedServices {
  accounts: AccountsService;
  places: Gazetteer;
  availability: Pick<AvailabilityService, 'recomputeAvailableDays'>;
  bookings: BookingsService;
  reviews: ReviewsService;
  referrals: ReferralsService;
  /** Where demo photos go (the gallery's). */
  storage: FileStorage;
  /** The marketplace's own origins (PUBLIC_URL's and CORS_ORIGINS): the partners' playground key allows them. */
  ownOrigins?: readonly string[];
}

export interface SeedContext extends SeedServices {
  /** Entity manager bound to the seeder's transaction. */
  em: EntityManager;
}

/**
 * Demo data of one area. Each seeder runs once per database, in its own transaction with the
 * row that records it, so a crash never leaves half a seed behind. Later areas append theirs
 * to the list in seeders.ts, after the seeders they build on.
 */
export interface Seeder {
  /** Stable name; renaming it makes the seeder run again. */
  name: string;
  /** Logins this seeder creates, printed at every start while demo data is on. */
  logins?: DemoLogin[];
  run(context: SeedContext): Promise<void>;
}
