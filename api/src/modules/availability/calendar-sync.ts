import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { type CalendarEvent, CalendarTooLargeError, CalendarUnreadableError } from '../../adapters/calendar/calendar-provider.ts';
import { type IcsCalendarProvider, type IcsDocument, readTimeLimitMs } from '../../adapters/calendar/ics-provider.ts';
import { execute, query } from '../../db/sql.ts';
import { PoolFullError } from '../../lib/bounded-pool.ts';
import { addDays, type LocalDate, todayIn } from '../../lib/business-time.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import { CalendarFeed } from './availability.entities.ts';
import { availabilityErrors } from './availability.errors.ts';
import type { AvailabilityService } from './availability.service.ts';
import { replaceBusyPeriods } from './availability-store.ts';

const fail = errorsOf(availabilityErrors);

export type CalendarFeedLink = components['schemas']['CalendarFeedLink'];
export type BusyImportResult = components['schemas']['BusyImportResult'];

/** Days of availability in the feed, and ahead of now for imported busy times. */
export const feedDays = 90;
export const importDays = 90;
/** An import expanding to more busy periods than this over 90 days is refused. */
export const maxBusyPeriods = 5_000;
export const availabilitySummary = 'Disponible — Propre';

/**
 * Adds events of another area (bookings, later) to a cleaner's feed: called with the feed's
 * window of local dates, in the feed's read.
 */
export type FeedEventSource = (
  em: EntityManager,
  cleanerId: string,
  window: { from: LocalDate; to: LocalDate },
) => Promise<CalendarEvent[]>;

export interface CalendarSync {
  /** Issues the feed on the first call and shows its URL then only (only a hash is kept). */
  getFeedLink(userId: string): Promise<CalendarFeedLink>;
  /** A new URL; the previous one stops working. */
  rotateFeed(userId: string): Promise<CalendarFeedLink & { url: string }>;
  /** The feed behind a token, or null when no feed has it (unknown, rotated, not a cleaner). */
  renderFeed(token: string): Promise<IcsDocument | null>;
  addFeedSource(source: FeedEventSource): void;
  /** Replaces the cleaner's imported busy times with those of an iCalendar file. */
  importBusyTimes(userId: string, ics: string): Promise<BusyImportResult>;
}

export function createCalendarSync(deps: {
  orm: MikroORM;
  availability: AvailabilityService;
  provider: IcsCalendarProvider;
  publicUrl: string;
  now?: () => Date;
}): CalendarSync {
  const { orm, availability, provider, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const sources: FeedEventSource[] = [];
  const feedUrl = (token: string) => `${publicUrl}/api/calendar/${token}.ics`;

  return {
    async getFeedLink(userId) {
      const { token, tokenHash } = newToken();
      const issuedAt = now();
      const em = orm.em.fork();
      // One statement, so two first calls at once cannot both issue a feed.
      const inserted = await query<{ user_id: string }>(
        em,
        `insert into calendar_feed (user_id, token_hash, issued_at) values ($1, $2, $3::timestamptz)
         on conflict (user_id) do nothing returning user_id`,
        [userId, tokenHash, issuedAt.toISOString()],
      );
      if (inserted.length > 0) return { url: feedUrl(token), issuedAt: issuedAt.toISOString() };
      const existing = await em.findOneOrFail(CalendarFeed, { user: userId });
      return { url: null, issuedAt: existing.issuedAt.toISOString() };
    },

    async rotateFeed(userId) {
      const { token, tokenHash } = newToken();
      const issuedAt = now();
      await execute(
        orm.em.fork(),
        `insert into calendar_feed (user_id, token_hash, issued_at) values ($1, $2, $3::timestamptz)
         on conflict (user_id) do update set token_hash = excluded.token_hash, issued_at = excluded.issued_at`,
        [userId, tokenHash, issuedAt.toISOString()],
      );
      return { url: feedUrl(token), issuedAt: issuedAt.toISOString() };
    },

    async renderFeed(token) {
      const em = orm.em.fork();
      const [owner] = await query<{ user_id: string; full_name: string }>(
        em,
        `select f.user_id, u.full_name from calendar_feed f join app_user u on u.id = f.user_id
          where f.token_hash = $1 and u.role = 'cleaner' and u.deleted_at is null`,
        [hashToken(token)],
      );
      if (!owner) return null;
      const from = todayIn(undefined, now());
      const window = { from, to: addDays(from, feedDays - 1) };
      const occurrences = await availability.occurrencesBetween(em, owner.user_id, window.from, window.to);
      const events: CalendarEvent[] = occurrences.map((o) => ({
        uid: `${o.blockId}-${o.date.replaceAll('-', '')}@propre.ca`,
        summary: availabilitySummary,
        start: o.allDay ? { date: o.date } : { instant: o.start },
        end: o.allDay ? { date: addDays(o.date, 1) } : { instant: o.end },
        transparent: true,
      }));
      for (const source of sources) events.push(...(await source(em, owner.user_id, window)));
      return provider.pushEvents({
        name: `Propre — disponibilités de ${owner.full_name}`,
        description: 'Vos disponibilités publiées sur Propre, pour les 90 prochains jours.',
        events,
      });
    },

    addFeedSource(source) {
      sources.push(source);
    },

    async importBusyTimes(userId, ics) {
      const at = now();
      const window = { from: at, to: new Date(at.getTime() + importDays * 86_400_000) };
      let reading: Awaited<ReturnType<IcsCalendarProvider['readBusyTimes']>>;
      try {
        reading = await provider.readBusyTimes({ ics }, window);
      } catch (error) {
        if (error instanceof PoolFullError) {
          // Every CPU work slot is reading someone's file: a slot frees within one read's time limit.
          const seconds = Math.ceil(readTimeLimitMs / 1000);
          throw commonFail('server_busy', {
            detail: {
              fr: `Trop de calendriers sont lus en ce moment; réessayez dans ${seconds} secondes.`,
              en: `Too many calendars are being read right now; try again in ${seconds} seconds.`,
            },
            headers: { 'retry-after': String(seconds) },
          });
        }
        if (error instanceof CalendarUnreadableError) {
          throw fail('calendar_unreadable', {
            detail: {
              fr: 'Ce fichier n’est pas un calendrier iCalendar (.ics) lisible.',
              en: 'This file is not a readable iCalendar (.ics) file.',
            },
            cause: error,
          });
        }
        if (error instanceof CalendarTooLargeError) {
          throw fail('calendar_too_many_events', {
            detail: {
              fr: `Ce calendrier compte plus de ${error.limit} périodes occupées sur ${importDays} jours.`,
              en: `This calendar has more than ${error.limit} busy periods over ${importDays} days.`,
            },
          });
        }
        throw error;
      }
      await availability.changeForCleaner(userId, (em) => replaceBusyPeriods(em, userId, 'ics-import', reading.periods, at));
      return {
        events: reading.events,
        skipped: reading.skipped,
        busyPeriods: reading.periods.length,
        windowStart: window.from.toISOString(),
        windowEnd: window.to.toISOString(),
      };
    },
  };
}
