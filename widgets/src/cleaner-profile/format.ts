import { tieAmount, tieTimes } from '../i18n/typography.ts';

export type Locale = 'fr' | 'en';

const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');
const zone = 'America/Toronto';

/** Cents from the API as Canadian dollars: `45,00 $` in French, `$45.00` in English. */
export function formatMoney(cents: number, locale: Locale): string {
  return tieAmount(new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'CAD' }).format(cents / 100));
}

export function formatPercent(ratio: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}

/** A response time as people read it: `35 min`, `2 h`, `1 j` (Intl's short units, rounded). */
export function formatResponseTime(minutes: number, locale: Locale): string {
  const [value, unit] =
    minutes < 60
      ? [Math.max(1, minutes), 'minute']
      : minutes < 48 * 60
        ? [Math.round(minutes / 60), 'hour']
        : [Math.round(minutes / 1440), 'day'];
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit,
    unitDisplay: unit === 'day' ? 'long' : 'short',
  }).format(value);
}

/** « septembre 2025 » / "September 2025". */
export function formatMonthYear(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: zone }).format(new Date(iso));
}

/** A local date (`2026-12-03`) as « jeudi 3 décembre »: read at noon UTC, so no zone moves its day. */
export function formatLocalDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A local time (`09:00`) in the reader's convention: « 9 h 00 » in French, "9:00 a.m." in English. */
export function formatLocalTime(time: string, locale: Locale): string {
  // The end of the day: the contract's only time past 23:45.
  if (time.startsWith('24:')) return locale === 'fr' ? '24\u00a0h' : 'midnight';
  return tieTimes(
    new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(`1970-01-01T${time.length === 5 ? `${time}:00` : time}Z`),
    ),
  );
}

/** Today's date in Quebec (`YYYY-MM-DD`), whatever the device's zone. */
export function todayInQuebec(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A local date `days` later (calendar days: whole UTC days have no daylight-saving jumps). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Language codes (`fr`, `en`) as names in the reader's language. */
export function languageNames(codes: readonly string[], locale: Locale): string[] {
  const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'language', fallback: 'code' });
  return codes.map((code) => {
    try {
      const name = names.of(code) ?? code;
      return name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1);
    } catch {
      return code;
    }
  });
}

/** Up to two initials for the avatar shown without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** An average rating with one decimal (`4,8` in French, `4.8` in English). */
export function formatRating(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}
