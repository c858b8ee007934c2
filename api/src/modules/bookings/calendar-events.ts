import type { EntityManager } from '@mikro-orm/postgresql';
import type { CalendarEvent } from '../../adapters/calendar/calendar-provider.ts';
import { query } from '../../db/sql.ts';
import type { LocalDate } from '../../lib/business-time.ts';

/** The statuses that hold a cleaner's time: a request not yet answered holds it too (the slot is taken). */
const holdingTime = ['pending', 'confirmed', 'in_progress'] as const;

/**
 * The cleaner's bookings as busy events of their calendar feed (availability's `addFeedSource`),
 * over the feed's window of local dates. The summary names the service's city only: a feed
 * address is a secret but ends up in other services' hands, and the client's address need not.
 */
export async function bookingFeedEvents(
  em: EntityManager,
  cleanerId: string,
  window: { from: LocalDate; to: LocalDate },
): Promise<CalendarEvent[]> {
  const rows = await query<{ id: string; status: string; property_city: string; starts_at: Date; ends_at: Date }>(
    em,
    `select id, status, property_city, starts_at, ends_at from booking
      where cleaner_id = $1 and status = any($2) and local_date between $3::date and $4::date
      order by starts_at, id`,
    [cleanerId, [...holdingTime], window.from, window.to],
  );
  return rows.map((row) => ({
    uid: `${row.id}@propre.ca`,
    summary: row.status === 'pending' ? `Demande de ménage — ${row.property_city}` : `Ménage — ${row.property_city}`,
    start: { instant: new Date(row.starts_at) },
    end: { instant: new Date(row.ends_at) },
    transparent: false,
  }));
}
