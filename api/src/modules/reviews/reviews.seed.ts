import type { Seeder } from '../../db/seed/seeder.ts';
import { User } from '../accounts/accounts.entities.ts';
import { Booking } from '../bookings/bookings.entities.ts';
import { type DemoBooking, seedOne } from '../bookings/bookings.seed.ts';
import type { Ratings } from './reviews.entities.ts';

const marie = 'marie@demo.propre.ca';
const james = 'james@demo.propre.ca';

/** Earlier jobs, so three of the demo cleaners have a few reviews (Luc, in Québec, has none yet). */
const earlierJobs: readonly DemoBooking[] = [
  {
    what: 'an earlier deep cleaning',
    client: marie,
    cleaner: 'sophie@demo.propre.ca',
    day: -21,
    startTime: '09:00',
    bookedHoursBefore: 96,
    serviceType: 'deep',
    steps: [
      { action: 'accept', afterHours: 2 },
      { action: 'work', finish: true },
    ],
  },
  {
    what: 'a first job on the South Shore',
    client: marie,
    cleaner: 'carlos@demo.propre.ca',
    day: -14,
    startTime: '13:00',
    bookedHoursBefore: 72,
    serviceType: 'basic',
    steps: [
      { action: 'accept', afterHours: 1 },
      { action: 'work', finish: true },
    ],
  },
  {
    what: 'an earlier job in Laval',
    client: james,
    cleaner: 'amina@demo.propre.ca',
    day: -10,
    startTime: '09:00',
    bookedHoursBefore: 120,
    serviceType: 'basic',
    steps: [
      { action: 'accept', afterHours: 4 },
      { action: 'work', finish: true },
    ],
  },
];

const all = (n: number, overrides: Partial<Ratings> = {}): Ratings => ({
  cleanliness: n,
  quality: n,
  reliability: n,
  punctuality: n,
  communication: n,
  professionalism: n,
  overall: n,
  ...overrides,
});

interface DemoReview {
  client: string;
  cleaner: string;
  /** Which of the client's completed bookings with the cleaner, oldest first. */
  nth: number;
  ratings: Ratings;
  comment: string;
  reply?: string;
}

const demoReviews: readonly DemoReview[] = [
  {
    client: marie,
    cleaner: 'sophie@demo.propre.ca',
    nth: 0,
    ratings: all(5),
    comment: 'Grand ménage impeccable : four, frigo et plinthes comme neufs. Sophie est minutieuse et très aimable.',
    reply: 'Merci Marie! Au plaisir de revenir.',
  },
  {
    client: marie,
    cleaner: 'sophie@demo.propre.ca',
    nth: 1,
    ratings: all(5, { punctuality: 4 }),
    comment: 'Toujours aussi soigné. Arrivée avec dix minutes de retard, mais prévenue par message.',
  },
  {
    client: marie,
    cleaner: 'carlos@demo.propre.ca',
    nth: 0,
    ratings: all(4, { communication: 5, overall: 4 }),
    comment: 'Very reliable and friendly. Kitchen spotless; the bathroom grout could use a bit more attention.',
    reply: 'Thank you Marie, noted for next time!',
  },
  {
    client: james,
    cleaner: 'amina@demo.propre.ca',
    nth: 0,
    ratings: all(5, { punctuality: 5, quality: 4 }),
    comment: 'Amina did a great job before our guests arrived. Fast, careful, and she brought her own supplies.',
  },
  {
    client: james,
    cleaner: 'amina@demo.propre.ca',
    nth: 1,
    ratings: all(4, { cleanliness: 5 }),
    comment: 'Grand ménage très complet. Un peu plus long que prévu, mais rien à redire sur le résultat.',
  },
];

/**
 * Demo reviews on the completed demo bookings (and on a few earlier jobs this seeder lives
 * through the real lifecycle), so public profiles show ratings. Runs after the referrals seeder:
 * Carlos's first completed job earns Sophie her referral bonus.
 */
export const reviewsSeeder: Seeder = {
  name: 'reviews',
  async run({ em, bookings, reviews }) {
    const now = new Date();
    for (const job of earlierJobs) await seedOne(em, bookings, job, now);
    for (const demo of demoReviews) {
      const client = await em.findOneOrFail(User, { email: demo.client });
      const cleaner = await em.findOneOrFail(User, { email: demo.cleaner });
      const done = await em.find(
        Booking,
        { clientId: client.id, cleanerId: cleaner.id, status: 'completed' },
        { orderBy: { startsAt: 'asc' } },
      );
      const booking = done[demo.nth];
      if (!booking?.punchedOutAt) throw new Error(`no completed demo booking for ${demo.client} with ${demo.cleaner}`);
      // Written the evening after the work.
      const at = new Date(booking.punchedOutAt.getTime() + 6 * 3_600_000);
      await reviews.seed(
        em,
        {
          clientId: client.id,
          bookingId: booking.id,
          input: { ratings: demo.ratings, comment: demo.comment },
          ...(demo.reply ? { reply: demo.reply } : {}),
        },
        at,
      );
    }
  },
};
