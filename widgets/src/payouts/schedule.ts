import { todayInQuebec } from '../i18n/format.ts';

/** The weekly payout's day (spec §9: Fridays, for the previous week's work), as `Date#getUTCDay`. */
const payoutWeekday = 5;
const dayMs = 86_400_000;

/**
 * The date (YYYY-MM-DD, Quebec's calendar) of the next weekly payout: today when it is Friday in
 * Quebec (the run is at 9:00), else the coming Friday. The widgets carry no date library: a local
 * date read at noon UTC has no time zone and no daylight saving, so whole days are exact.
 */
export function nextPayoutDate(now: Date = new Date()): string {
  const today = new Date(`${todayInQuebec(now)}T12:00:00Z`);
  const ahead = (payoutWeekday - today.getUTCDay() + 7) % 7;
  return new Date(today.getTime() + ahead * dayMs).toISOString().slice(0, 10);
}
