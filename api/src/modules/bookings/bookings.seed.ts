import type { EntityManager } from '@mikro-orm/postgresql';
import type { Seeder } from '../../db/seed/seeder.ts';
import { addDays, todayInToronto } from '../../lib/business-time.ts';
import { User } from '../accounts/accounts.entities.ts';
import { Property } from '../properties/properties.entities.ts';
import type { BookingsService } from './bookings.service.ts';
import { instantToLocal, localToInstant } from './schedule.ts';
import type { Actor, TransitionInput } from './transitions.ts';

const hourMs = 3_600_000;
const halfHourMs = hourMs / 2;

type Step =
  | { action: 'accept' | 'decline' | 'expire'; afterHours: number }
  | { action: 'cancel' | 'declineByClient'; afterHours: number; reason: string }
  | { action: 'work'; finish: boolean };

export interface DemoBooking {
  client: string;
  cleaner: string;
  /** Local date (days from today) and time of the start; `now` picks the current half hour. */
  day: number | 'now';
  startTime?: string;
  /** Hours before the start the request was made (when it is not given relative to now). */
  bookedHoursBefore?: number;
  /** Hours ago the request was made (for requests still open or just expired). */
  bookedHoursAgo?: number;
  serviceType: string;
  card?: string;
  steps: Step[];
  what: string;
  /** The client lets the cleaner take before/after photos (false unless said). */
  allowPhotos?: boolean;
}

const marie = 'marie@demo.propre.ca';
const james = 'james@demo.propre.ca';
const sophie = 'sophie@demo.propre.ca';
const amina = 'amina@demo.propre.ca';

/** One booking in each status (and each label people see), between the demo clients and cleaners. */
const demoBookings: readonly DemoBooking[] = [
  {
    what: 'completed and paid',
    client: marie,
    cleaner: sophie,
    day: -7,
    startTime: '09:00',
    bookedHoursBefore: 120,
    serviceType: 'basic',
    steps: [
      { action: 'accept', afterHours: 2 },
      { action: 'work', finish: true },
    ],
  },
  {
    what: 'completed, balance refused (awaiting payment)',
    client: james,
    cleaner: amina,
    day: -3,
    startTime: '10:00',
    bookedHoursBefore: 96,
    serviceType: 'deep',
    card: 'pm_card_chargeCustomerFail',
    steps: [
      { action: 'accept', afterHours: 3 },
      { action: 'work', finish: true },
    ],
  },
  {
    what: 'in progress',
    client: marie,
    cleaner: sophie,
    day: 'now',
    bookedHoursBefore: 72,
    serviceType: 'deep',
    steps: [
      { action: 'accept', afterHours: 1 },
      { action: 'work', finish: false },
    ],
  },
  {
    what: 'confirmed, cleaner late',
    client: james,
    cleaner: amina,
    day: 'now',
    bookedHoursBefore: 48,
    serviceType: 'basic',
    steps: [{ action: 'accept', afterHours: 5 }],
  },
  {
    what: 'confirmed',
    client: marie,
    cleaner: sophie,
    day: 3,
    startTime: '13:00',
    bookedHoursAgo: 30,
    serviceType: 'deep',
    steps: [{ action: 'accept', afterHours: 4 }],
  },
  {
    what: 'pending (awaiting cleaner)',
    client: marie,
    cleaner: sophie,
    day: 6,
    startTime: '09:00',
    bookedHoursAgo: 2,
    serviceType: 'basic',
    steps: [],
  },
  {
    what: 'cancelled by the client',
    client: marie,
    cleaner: sophie,
    day: 8,
    startTime: '09:00',
    bookedHoursAgo: 50,
    serviceType: 'basic',
    steps: [
      { action: 'accept', afterHours: 2 },
      { action: 'cancel', afterHours: 20, reason: 'schedule_conflict' },
    ],
  },
  {
    what: 'declined by the cleaner',
    client: james,
    cleaner: amina,
    day: 4,
    startTime: '14:00',
    bookedHoursAgo: 20,
    serviceType: 'basic',
    steps: [{ action: 'decline', afterHours: 3 }],
  },
  {
    what: 'declined by the client after confirmation',
    client: james,
    cleaner: amina,
    day: 10,
    startTime: '09:00',
    bookedHoursAgo: 40,
    serviceType: 'deep',
    steps: [
      { action: 'accept', afterHours: 1 },
      { action: 'declineByClient', afterHours: 10, reason: 'price' },
    ],
  },
  {
    what: 'expired (no answer in 24 hours)',
    client: james,
    cleaner: amina,
    day: 2,
    startTime: '16:00',
    bookedHoursAgo: 60,
    serviceType: 'basic',
    steps: [{ action: 'expire', afterHours: 24 }],
  },
];

function startOf(demo: DemoBooking, now: Date): { date: string; startTime: string; startsAt: Date } {
  if (demo.day === 'now') {
    // The current half hour for the booking in progress; the late one started half an hour ago.
    const late = demo.steps.every((s) => s.action !== 'work');
    const start = new Date(Math.floor(now.getTime() / halfHourMs) * halfHourMs - (late ? halfHourMs : 0));
    const local = instantToLocal(start);
    return { date: local.date, startTime: local.time, startsAt: start };
  }
  const date = addDays(todayInToronto(now), demo.day);
  const startTime = demo.startTime ?? '09:00';
  return { date, startTime, startsAt: localToInstant(date, startTime) };
}

/** Creates one demo booking and lives its steps; other areas' seeders use it for bookings of their own. */
export async function seedOne(em: EntityManager, bookings: BookingsService, demo: DemoBooking, now: Date): Promise<string> {
  const client = await em.findOneOrFail(User, { email: demo.client });
  const cleaner = await em.findOneOrFail(User, { email: demo.cleaner });
  const property = await em.findOneOrFail(Property, { client: client.id, deletedAt: null });
  const { date, startTime, startsAt } = startOf(demo, now);
  const bookedAt = new Date(
    demo.bookedHoursAgo !== undefined
      ? now.getTime() - demo.bookedHoursAgo * hourMs
      : startsAt.getTime() - (demo.bookedHoursBefore ?? 48) * hourMs,
  );
  const [booking] = await bookings.seed.create(
    em,
    client,
    {
      cleanerId: cleaner.id,
      propertyId: property.id,
      date,
      startTime,
      durationHours: 4,
      frequency: 'once',
      serviceType: demo.serviceType as 'basic',
      allowPhotos: demo.allowPhotos ?? false,
      paymentMethodId: demo.card ?? 'pm_card_visa',
    },
    bookedAt,
  );
  if (!booking) throw new Error(`demo booking not created: ${demo.what}`);
  const asCleaner: Actor = { userId: cleaner.id, role: 'cleaner' };
  const asClient: Actor = { userId: client.id, role: 'client' };
  const atDoor: TransitionInput = {
    location: {
      latitude: property.pinLatitude ?? property.latitude,
      longitude: property.pinLongitude ?? property.longitude,
      accuracyMeters: 15,
    },
  };
  for (const step of demo.steps) {
    if (step.action === 'work') {
      await bookings.seed.transition(em, asCleaner, booking.id, 'start', atDoor, startsAt);
      if (!step.finish) continue;
      booking.checklist = booking.checklist.map((item) => ({ ...item, done: true }));
      booking.checklistSubmittedAt = new Date(startsAt.getTime() + 3.75 * hourMs);
      await bookings.seed.transition(em, asCleaner, booking.id, 'complete', atDoor, new Date(startsAt.getTime() + 4 * hourMs));
      continue;
    }
    const at = new Date(bookedAt.getTime() + step.afterHours * hourMs);
    const actor: Actor =
      step.action === 'expire'
        ? { userId: null, role: 'system' }
        : step.action === 'cancel' || step.action === 'declineByClient'
          ? asClient
          : asCleaner;
    const input: TransitionInput = 'reason' in step ? { reason: step.reason } : {};
    await bookings.seed.transition(em, actor, booking.id, step.action, input, at);
  }
  return booking.id;
}

/** Demo bookings in every status, made and lived through the real lifecycle; runs after the properties seeder. */
export const bookingsSeeder: Seeder = {
  name: 'bookings',
  async run({ em, bookings }) {
    const now = new Date();
    for (const demo of demoBookings) await seedOne(em, bookings, demo, now);
  },
};
