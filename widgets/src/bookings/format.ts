import { formatQuebecInstant, intlLocale } from '../i18n/format.ts';
import type { Locale } from '../i18n/namespaces.ts';

/** A short stamp for the timeline: « 3 déc., 9 h 00 ». */
export function formatStamp(instant: string, locale: Locale): string {
  return formatQuebecInstant(instant, locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
}

const minuteMs = 60_000;

/** Whole minutes left before an instant, at least one: a request due in 30 s still has « 1 min ». */
const minutesLeft = (ms: number) => Math.max(1, Math.floor(ms / minuteMs));

/**
 * The time left, in hours and minutes as Intl writes its units: « 23 h 5 min » / "23 hrs 5 mins".
 * Its number and unit held together, so « 23 h » never breaks at the end of a line.
 */
export function formatTimeLeft(ms: number, locale: Locale): string {
  const minutes = minutesLeft(ms);
  const intl = intlLocale(locale);
  const unit = (name: 'hour' | 'minute', value: number) =>
    new Intl.NumberFormat(intl, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const hours = Math.floor(minutes / 60);
  const parts = [hours > 0 ? unit('hour', hours) : '', minutes % 60 > 0 ? unit('minute', minutes % 60) : ''].filter(Boolean);
  return new Intl.ListFormat(intl, { type: 'unit', style: 'narrow' }).format(parts).replace(/(\d) /g, '$1\u00a0');
}

/** The same span as an ISO 8601 duration (`PT23H5M`), for `<time dateTime>`. */
export function isoTimeLeft(ms: number): string {
  const minutes = minutesLeft(ms);
  return `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;
}
