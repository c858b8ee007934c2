import { accountsSeeder } from '../../modules/accounts/accounts.seed.ts';
import { bookingsSeeder } from '../../modules/bookings/bookings.seed.ts';
import { cleanersSeeder } from '../../modules/cleaners/cleaners.seed.ts';
import { growthSeeder } from '../../modules/growth/growth.seed.ts';
import { partnersSeeder } from '../../modules/partners/partners.seed.ts';
import { propertiesSeeder } from '../../modules/properties/properties.seed.ts';
import { referralsSeeder } from '../../modules/referrals/referrals.seed.ts';
import { reviewsSeeder } from '../../modules/reviews/reviews.seed.ts';
import type { Seeder } from './seeder.ts';

/** The demo seeders, in the order they run. Each area appends its own. */
export const demoSeeders: Seeder[] = [
  accountsSeeder,
  cleanersSeeder,
  propertiesSeeder,
  bookingsSeeder,
  referralsSeeder,
  reviewsSeeder,
  growthSeeder,
  partnersSeeder,
];
