/**
 * Arithmetic on local dates (YYYY-MM-DD, Quebec's calendar), shared by the entries that show
 * days. The widgets carry no date library: a date has no time zone, so whole UTC days are exact.
 */

/** `date` moved by `days` whole days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The weekday of a local date, 0 = Sunday … 6 = Saturday (the API's `weekday`). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Monday of the week holding `date` (weeks start on Monday in Quebec calendars). */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The first day of the month holding `date`. */
export function firstOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** The first day of the month `months` after the one holding `date` (negative: before). */
export function addMonths(date: string, months: number): string {
  const at = new Date(`${firstOfMonth(date)}T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 10);
}
