/**
 * Class: CPU-heavy work goes through the app's bounded work slots (issue 34, finding 6). Seven
 * calendar imports at once each held a core for seconds and search slowed sixfold: now a
 * request finding every slot taken is refused at once (429 `server_busy`, Retry-After), and a
 * slot is given back whatever the work's outcome.
 */
import { useTestApp } from '@propre/api/test/build-app';
import { bearer, signUp } from '@propre/api/test/factories';
import { describe, expect, it } from 'vitest';

const slots = 2;
const t = useTestApp({ env: { CPU_WORK_SLOTS: String(slots) } });

/** A calendar with a few daily series to expand: enough work to keep a slot for a while. */
function calendar(): string {
  const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const events = Array.from({ length: 40 }, (_, i) => [
    'BEGIN:VEVENT',
    `UID:series-${i}@example.com`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${start}T${String(8 + (i % 10)).padStart(2, '0')}0000Z`,
    `DTEND:${start}T${String(9 + (i % 10)).padStart(2, '0')}0000Z`,
    'RRULE:FREQ=DAILY;COUNT=120',
    'END:VEVENT',
  ]);
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Busy//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
}

const importCalendar = (session: { token: string }, body: string) =>
  t.request({
    method: 'POST',
    url: '/api/cleaners/me/calendar/import',
    headers: { ...bearer(session), 'content-type': 'text/calendar' },
    payload: body,
  });

describe('CPU-heavy work bounded across the instance', () => {
  it(`${slots + 1} calendar imports at once: ${slots} are read, the extra one is refused with 429 server_busy`, async () => {
    const cleaners = await Promise.all(Array.from({ length: slots + 1 }, () => signUp(t, { role: 'cleaner' })));
    const file = calendar();
    const answers = await Promise.all(cleaners.map((cleaner) => importCalendar(cleaner, file)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429]);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json().code).toBe('server_busy');
    expect(refused?.headers['retry-after']).toBe('5');
    expect(refused?.headers['content-type']).toContain('application/problem+json');
    // The refused cleaner sends it again once the others are done, and it is read.
    const again = cleaners[answers.indexOf(refused as (typeof answers)[number])] as { token: string };
    const retried = await importCalendar(again, file);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().busyPeriods).toBeGreaterThan(1_000);
  });

  it('a slot is given back when the work fails (unreadable files)', async () => {
    const cleaners = await Promise.all(Array.from({ length: slots }, () => signUp(t, { role: 'cleaner' })));
    const failed = await Promise.all(cleaners.map((cleaner) => importCalendar(cleaner, 'BEGIN:VCALENDAR\r\nnot a calendar')));
    expect(failed.map((a) => a.json().code)).toEqual(['calendar_unreadable', 'calendar_unreadable']);
    // Every slot is free again: as many imports at once as there are slots are all read.
    const read = await Promise.all(cleaners.map((cleaner) => importCalendar(cleaner, calendar())));
    expect(read.map((a) => a.statusCode)).toEqual([200, 200]);
  });
});
