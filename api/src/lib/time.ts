/** Every business rule (24 h, Fridays, "next 3 days") is evaluated in Quebec's time zone. */
export const businessTimeZone = 'America/Toronto';

/** The local calendar date in America/Toronto, as YYYY-MM-DD. */
export function todayInToronto(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: businessTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A local date plus `days` calendar days (YYYY-MM-DD in, YYYY-MM-DD out; no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}
