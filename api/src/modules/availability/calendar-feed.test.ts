import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import { createBlock, newCleaner, occurrences, plusDays, torontoToday } from './availability.testing.ts';

const t = useTestApp();

async function feedLink(session: { token: string }, rotate = false) {
  const res = await t.request({
    method: rotate ? 'POST' : 'GET',
    url: rotate ? '/api/cleaners/me/calendar/rotate' : '/api/cleaners/me/calendar',
    headers: bearer(session),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ url: string | null; issuedAt: string }>();
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

describe('calendar feed (ICS)', () => {
  it('serves the next 90 days of availability as VEVENTs a calendar app can read', async () => {
    // Commas, semicolons, a backslash and accents in the name, which the feed's title carries.
    const name = 'Marie-Ève Tremblay, nettoyage; Laval\\Longueuil et environs — grand ménage écologique';
    const cleaner = await newCleaner(t, name);
    const today = torontoToday();
    const weekly = await createBlock(t, cleaner, {
      kind: 'weekly',
      startDate: today,
      weekday: 2,
      allDay: false,
      startTime: '08:00',
      endTime: '12:00',
    });
    const allDay = await createBlock(t, cleaner, { kind: 'one_off', startDate: plusDays(today, 5), allDay: true });
    const skipped = (await occurrences(t, cleaner.user.id, today, plusDays(today, 13))).find((o) => o.blockId === weekly.id);
    await t.request({
      method: 'POST',
      url: `/api/cleaners/me/availability/blocks/${weekly.id}/exceptions`,
      headers: bearer(cleaner),
      payload: { date: skipped?.date },
    });
    await createBlock(t, cleaner, { kind: 'one_off', startDate: plusDays(today, 95), allDay: true });

    const link = await feedLink(cleaner);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await t.request({ method: 'GET', url: pathOf(link.url ?? '') });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');

    // RFC 5545: CRLF line endings, at most 75 octets a line, continuation lines start with a space.
    const body = feed.body;
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = body.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(body.replaceAll('\r\n ', '')).toContain('Tremblay\\, nettoyage\\; Laval\\\\Longueuil');

    const calendar = new ICAL.Component(ICAL.parse(body));
    // X- properties are TEXT (RFC 5545 §3.8.8.2), which ical.js leaves encoded: decode as TEXT.
    const calName = ICAL.design.icalendar.value.text.fromICAL(String(calendar.getFirstPropertyValue('x-wr-calname')));
    expect(calName).toBe(`Propre — disponibilités de ${name}`);
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const expected = (await occurrences(t, cleaner.user.id, today, plusDays(today, 61))).concat(
      await occurrences(t, cleaner.user.id, plusDays(today, 62), plusDays(today, 89)),
    );
    expect(expected.map((o) => o.date)).not.toContain(skipped?.date);
    expect(events).toHaveLength(expected.length);
    for (const event of events) {
      expect(event.summary).toBe('Disponible — Propre');
      expect(event.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
      expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toMatch(/Z$/);
    }
    const timed = events.filter((e) => !e.startDate.isDate);
    expect(timed.map((e) => new Date(e.startDate.toUnixTime() * 1000).toISOString())).toEqual(
      expected.filter((o) => o.blockId === weekly.id).map((o) => o.start),
    );
    expect(timed.map((e) => new Date(e.endDate.toUnixTime() * 1000).toISOString())).toEqual(
      expected.filter((o) => o.blockId === weekly.id).map((o) => o.end),
    );
    const [day] = events.filter((e) => e.startDate.isDate);
    expect(day?.startDate.toString()).toBe(plusDays(today, 5));
    expect(day?.endDate.toString()).toBe(plusDays(today, 6));
    expect(day?.uid).toBe(`${allDay.id}-${plusDays(today, 5).replaceAll('-', '')}@propre.ca`);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('shows the address once; rotating issues a new one and kills the old', async () => {
    const cleaner = await newCleaner(t);
    const first = await feedLink(cleaner);
    expect(first.url).not.toBeNull();
    const again = await feedLink(cleaner);
    expect(again).toEqual({ url: null, issuedAt: first.issuedAt });
    expect((await t.request({ method: 'GET', url: pathOf(first.url ?? '') })).statusCode).toBe(200);

    const rotated = await feedLink(cleaner, true);
    expect(rotated.url).not.toBeNull();
    expect(rotated.url).not.toBe(first.url);
    const old = await t.request({ method: 'GET', url: pathOf(first.url ?? '') });
    expect([old.statusCode, old.json().code]).toEqual([404, 'not_found']);
    expect((await t.request({ method: 'GET', url: pathOf(rotated.url ?? '') })).statusCode).toBe(200);
    expect((await feedLink(cleaner)).url).toBeNull();
  });

  it('keeps only a hash of the token', async () => {
    const cleaner = await newCleaner(t);
    const { url } = await feedLink(cleaner);
    const token = pathOf(url ?? '').slice('/api/calendar/'.length, -'.ics'.length);
    const rows = await query<{ token_hash: string }>(
      t.app.propre.db.orm.em,
      'select token_hash from calendar_feed where user_id = $1',
      [cleaner.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it('answers 404 to an unknown token and 400 to a malformed one, for any caller', async () => {
    const unknown = await t.request({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
    const malformed = await t.request({ method: 'GET', url: '/api/calendar/short.ics' });
    expect(malformed.statusCode).toBe(400);
  });

  it('gives feed addresses to cleaners only', async () => {
    const client = await signUp(t);
    const res = await t.request({ method: 'GET', url: '/api/cleaners/me/calendar', headers: bearer(client) });
    expect(res.statusCode).toBe(403);
    const rotate = await t.request({ method: 'POST', url: '/api/cleaners/me/calendar/rotate' });
    expect(rotate.statusCode).toBe(401);
  });

  it('adds the events other areas register (bookings, later) to the feed', async () => {
    const cleaner = await newCleaner(t);
    const today = torontoToday();
    t.app.propre.availability.calendar.addFeedSource(async (_em, cleanerId, window) =>
      cleanerId === cleaner.user.id
        ? [
            {
              uid: `bkg-test-${window.from}@propre.ca`,
              summary: 'Ménage — 123, rue Principale',
              start: { instant: new Date(`${plusDays(today, 1)}T14:00:00Z`) },
              end: { instant: new Date(`${plusDays(today, 1)}T18:00:00Z`) },
              transparent: false,
            },
          ]
        : [],
    );
    const { url } = await feedLink(cleaner);
    const feed = await t.request({ method: 'GET', url: pathOf(url ?? '') });
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid, e.summary, e.component.getFirstPropertyValue('transp')])).toEqual([
      [`bkg-test-${today}@propre.ca`, 'Ménage — 123, rue Principale', 'OPAQUE'],
    ]);
  });
});
