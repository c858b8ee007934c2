import type { RateRule } from '../../plugins/rate-limit/rate-limiter.ts';

/**
 * An import parses up to 1 MB of iCalendar and expands its recurrences over 90 days (up to
 * 5,000 periods), then rewrites the cleaner's busy times and available days. People import
 * after changing their calendar, a few times a day at most: 20 an hour is never reached by
 * hand, and bounds what one account can make the server compute.
 */
export const calendarImportRules: readonly RateRule[] = [
  { name: 'calendar-import-user', max: 20, windowMs: 60 * 60_000, key: (request) => request.auth?.user.id },
];
