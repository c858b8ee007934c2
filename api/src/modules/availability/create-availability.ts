import type { MikroORM } from '@mikro-orm/postgresql';
import { createIcsProvider } from '../../adapters/calendar/ics-provider.ts';
import type { BoundedPool } from '../../lib/bounded-pool.ts';
import { type AvailabilityService, createAvailabilityService } from './availability.service.ts';
import { type CalendarSync, createCalendarSync, maxBusyPeriods } from './calendar-sync.ts';
import { createGoogleSync, type GoogleSetup, type GoogleSync } from './google-sync.ts';

/** What the rest of the app reaches as `app.propre.availability`. */
export interface Availability extends AvailabilityService {
  /** The ICS feed (with `addFeedSource` for bookings) and the import of busy times. */
  calendar: CalendarSync;
  /** Google Calendar: connect, two-way sync, disconnect. */
  google: GoogleSync;
}

export function createAvailability(deps: {
  orm: MikroORM;
  publicUrl: string;
  /** The app's CPU work slots, which calendar imports take. */
  cpuWork: BoundedPool;
  /** Google's client (or the local stand-in) and the token key; null: no Google sync. */
  google?: GoogleSetup | null;
  now?: () => Date;
}): Availability {
  const service = createAvailabilityService(deps);
  const calendar = createCalendarSync({
    orm: deps.orm,
    availability: service,
    provider: createIcsProvider({ maxBusyPeriods, cpuWork: deps.cpuWork, ...(deps.now ? { now: deps.now } : {}) }),
    publicUrl: deps.publicUrl,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const google = createGoogleSync({
    orm: deps.orm,
    availability: service,
    google: deps.google ?? null,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return { ...service, calendar, google };
}
