import type { components } from '@propre/openapi/types';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';

// Test helpers of the availability area. Dates are computed here with Intl and Date.UTC, not
// with the code under test, so a mistake in the area's own date arithmetic shows up.

export type Block = components['schemas']['AvailabilityBlock'];
export type NewBlock = components['schemas']['NewAvailabilityBlock'];
export type Occurrence = components['schemas']['AvailabilityOccurrence'];

/** Today in Toronto, `YYYY-MM-DD`. */
export function torontoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(now);
}

export function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The n-th Sunday of a month (1-based), `YYYY-MM-DD`. */
function nthSunday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((7 - first) % 7) + (n - 1) * 7;
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The first day on or after today + minDaysAhead that clocks fall back (first Sunday of November). */
export function nextFallBack(minDaysAhead = 0, today: string = torontoToday()): string {
  const year = Number(today.slice(0, 4));
  const thisYear = nthSunday(year, 11, 1);
  return thisYear >= plusDays(today, minDaysAhead) ? thisYear : nthSunday(year + 1, 11, 1);
}

/** The first day on or after today + minDaysAhead that clocks spring forward (second Sunday of March). */
export function nextSpringForward(minDaysAhead = 0, today: string = torontoToday()): string {
  const year = Number(today.slice(0, 4));
  const thisYear = nthSunday(year, 3, 2);
  return thisYear >= plusDays(today, minDaysAhead) ? thisYear : nthSunday(year + 1, 3, 2);
}

/** The next DST change at least minDaysAhead away, with Toronto's hours behind UTC before and after it. */
export function nextDstChange(minDaysAhead: number): { date: string; behindBefore: number; behindAfter: number } {
  const fall = nextFallBack(minDaysAhead);
  const spring = nextSpringForward(minDaysAhead);
  return fall < spring ? { date: fall, behindBefore: 4, behindAfter: 5 } : { date: spring, behindBefore: 5, behindAfter: 4 };
}

export async function newCleaner(t: TestApp, name?: string) {
  return signUp(t, { role: 'cleaner', ...(name ? { name } : {}) });
}

export async function postBlock(
  t: TestApp,
  session: { token: string },
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: '/api/cleaners/me/availability',
    headers: { ...bearer(session), ...headers },
    payload: body as object,
  });
}

/** Creates a block and fails the test unless the API accepted it. */
export async function createBlock(t: TestApp, session: { token: string }, body: NewBlock): Promise<Block> {
  const res = await postBlock(t, session, body);
  if (res.statusCode !== 201) throw new Error(`block refused: ${res.statusCode} ${res.body}`);
  return res.json<Block>();
}

export async function occurrences(t: TestApp, userId: string, from: string, to: string): Promise<Occurrence[]> {
  const res = await t.request({ method: 'GET', url: `/api/cleaners/${userId}/availability/occurrences?from=${from}&to=${to}` });
  if (res.statusCode !== 200) throw new Error(`occurrences: ${res.statusCode} ${res.body}`);
  return res.json<{ items: Occurrence[] }>().items;
}

/** The days search sees for a cleaner (cleaner_available_day). */
export async function availableDays(t: TestApp, userId: string): Promise<string[]> {
  const rows = await query<{ day: string }>(
    t.app.propre.db.orm.em,
    'select day::text as day from cleaner_available_day where user_id = $1 order by day',
    [userId],
  );
  return rows.map((r) => r.day);
}
