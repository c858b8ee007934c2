import { tieTimes } from '../i18n/typography.ts';

/** Dates of the chat, always in Quebec's time zone (spec: America/Toronto), in the person's language. */
export const timeZone = 'America/Toronto';

const tag = (locale: string) => (locale === 'en' ? 'en-CA' : 'fr-CA');

/** The calendar day of an instant in Toronto, as `YYYY-MM-DD` (en-CA formats dates that way). */
export function dayKey(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** « mardi 3 décembre » / “Tuesday, December 3”; the year when it is not this year's. */
export function dayLabel(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameYear = dayKey(date).slice(0, 4) === dayKey(now).slice(0, 4);
  return new Intl.DateTimeFormat(tag(locale), {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** Whether a day is today or yesterday in Toronto (for « Aujourd’hui » / « Hier »). */
export function relativeDay(iso: string, now: Date = new Date()): 'today' | 'yesterday' | null {
  const key = dayKey(iso);
  if (key === dayKey(now)) return 'today';
  // Noon avoids the hour a daylight-saving change adds or removes.
  const noon = new Date(`${dayKey(now)}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() - 1);
  return key === noon.toISOString().slice(0, 10) ? 'yesterday' : null;
}

/** « 9 h 05 » / “9:05 a.m.”: 24-hour time in French. */
export function timeLabel(iso: string, locale: string): string {
  return tieTimes(
    new Intl.DateTimeFormat(tag(locale), {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(locale === 'en' ? {} : { hourCycle: 'h23' as const }),
    }).format(new Date(iso)),
  );
}

/** The day of a conversation's booking: « jeu. 10 déc. » / “Thu, Dec 10”. */
export function bookingDayLabel(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(tag(locale), { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(iso),
  );
}

/** The time for a list: today's time, else the short date. */
export function listTimeLabel(iso: string, locale: string, now: Date = new Date()): string {
  if (dayKey(iso) === dayKey(now)) return timeLabel(iso, locale);
  return new Intl.DateTimeFormat(tag(locale), { timeZone, day: 'numeric', month: 'short' }).format(new Date(iso));
}

/** « mardi 3 décembre, 9 h 05 »: when a message of the team was sent or read. */
export function dateTimeLabel(iso: string, locale: string): string {
  return `${dayLabel(iso, locale)}, ${timeLabel(iso, locale)}`;
}
