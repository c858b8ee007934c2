import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, nextIp, signUp } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import { addDays, todayInToronto } from '../../lib/business-time.ts';

const t = useTestApp();
let admin: { token: string };
beforeAll(async () => {
  admin = await createAdmin(t);
});

const visitor = () => randomBytes(12).toString('base64url');
const send = (payload: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: '/api/analytics/events', payload, remoteAddress: nextIp(), ...extra });
const report = (query = '') => t.request({ method: 'GET', url: `/api/admin/analytics/report${query}`, headers: bearer(admin) });
const today = todayInToronto();

describe('analytics ingestion', () => {
  it('stores a batch from an anonymous visitor and counts it for the day', async () => {
    const before = (await report()).json().totals;
    const v = visitor();
    const res = await send({
      visitorId: v,
      events: [
        {
          type: 'page_view',
          path: '/cleaners?city=Laval#top',
          referrer: 'https://www.google.com/search?q=menage',
          title: 'Nettoyeurs',
        },
        { type: 'page_view', path: '/reset-password/secret-token-123' },
        { type: 'heartbeat', path: '/cleaners' },
        { type: 'error', path: '/bookings', message: 'TypeError: x is undefined', stack: 'at f (app.js:1:1)' },
        { type: 'custom', name: 'booking.form_started', properties: { step: 1, city: 'Laval' } },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 5 });
    // The same visitor again the same day is still one visit.
    await send({ visitorId: v, events: [{ type: 'page_view', path: '/cleaners' }] });

    const after = (await report()).json();
    expect(after.totals.visits - before.visits).toBe(1);
    expect(after.totals.pageViews - before.pageViews).toBe(3);
    expect(after.totals.errors - before.errors).toBe(1);
    expect(after.topPages).toEqual(
      expect.arrayContaining([
        { path: '/cleaners', views: expect.any(Number) },
        { path: '/reset-password/:token', views: expect.any(Number) },
      ]),
    );
    expect(JSON.stringify(after)).not.toContain('secret-token-123');
    expect(after.topErrors).toEqual(
      expect.arrayContaining([{ message: 'TypeError: x is undefined', count: expect.any(Number) }]),
    );
    expect(after.topEvents).toEqual(expect.arrayContaining([{ name: 'booking.form_started', count: expect.any(Number) }]));

    const [row] = await query(
      t.app.propre.db.orm.em,
      `select visitor_hash, role, data from analytics_event where type = 'page_view' and data->>'title' = 'Nettoyeurs'`,
    );
    expect(row?.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.visitor_hash).not.toContain(v);
    expect(row).toMatchObject({ role: 'anonymous', data: { referrer: 'https://www.google.com' } });
  });

  it('records a signed-in caller’s role only, and counts an event on the day it happened (in Quebec)', async () => {
    const client = await signUp(t, { role: 'client' });
    const yesterday = new Date(Date.now() - 86_400_000 + 60_000).toISOString();
    const res = await send(
      {
        visitorId: visitor(),
        events: [
          { type: 'page_view', path: '/bookings', at: yesterday },
          { type: 'page_view', path: '/bookings', at: '2001-01-01T00:00:00Z' },
        ],
      },
      { headers: bearer(client) },
    );
    expect(res.statusCode).toBe(202);
    const rows = await query(
      t.app.propre.db.orm.em,
      `select day::text, role from analytics_event where path = '/bookings' and type = 'page_view' order by occurred_at`,
    );
    // A clock more than a day off is not believed: that event counts today.
    expect(rows).toEqual([
      { day: todayInToronto(new Date(yesterday)), role: 'client' },
      { day: today, role: 'client' },
    ]);
  });

  it('refuses an event without what its type needs, and malformed batches', async () => {
    const missing = await send({ visitorId: visitor(), events: [{ type: 'page_view', path: '/' }, { type: 'custom' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'analytics_event_invalid',
      errors: [{ pointer: '/body/events/1/name', code: 'required' }],
    });
    for (const payload of [
      { visitorId: 'court', events: [{ type: 'heartbeat', path: '/' }] },
      { visitorId: visitor(), events: [] },
      { visitorId: visitor(), events: [{ type: 'click', path: '/' }] },
      { visitorId: visitor(), events: [{ type: 'page_view', path: 'pas-un-chemin' }] },
      { visitorId: visitor(), events: Array.from({ length: 51 }, () => ({ type: 'heartbeat', path: '/' })) },
    ]) {
      expect((await send(payload)).json().code).toBe('validation_failed');
    }
    // The valid first event of the refused batch was not kept either: a batch is all or nothing.
    const [kept] = await query(
      t.app.propre.db.orm.em,
      `select count(*)::int n from analytics_event where type = 'page_view' and path = '/'`,
    );
    expect(kept?.n).toBe(0);
  });

  it('refuses a batch over 64 KiB', async () => {
    const res = await send({
      visitorId: visitor(),
      events: Array.from({ length: 20 }, () => ({ type: 'error', message: 'x', stack: 'y'.repeat(4000) })),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('takes 120 batches a minute from one address', async () => {
    const remoteAddress = nextIp();
    const body = { visitorId: visitor(), events: [{ type: 'heartbeat', path: '/' }] };
    for (let i = 0; i < 120; i += 1) expect((await send(body, { remoteAddress })).statusCode).toBe(202);
    expect((await send(body, { remoteAddress })).statusCode).toBe(429);
  });
});

describe('analytics report', () => {
  it('gives every day of the range with sign-ups and conversion, for admins only', async () => {
    await signUp(t, { role: 'cleaner' });
    const res = await report(`?from=${addDays(today, -6)}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(7);
    expect(body.days.map((d: { date: string }) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    const day = body.days.at(-1);
    expect(day.signUps).toBeGreaterThanOrEqual(1);
    expect(day.visits).toBeGreaterThanOrEqual(1);
    expect(day.conversionRate).toBe(day.bookings / day.visits);
    expect(body.days[0]).toMatchObject({ visits: 0, pageViews: 0, conversionRate: null });

    const client = await signUp(t, { role: 'client' });
    expect((await t.request({ method: 'GET', url: '/api/admin/analytics/report', headers: bearer(client) })).statusCode).toBe(
      403,
    );
  });

  it('refuses a range backwards or over a year', async () => {
    for (const query of [`?from=${today}&to=${addDays(today, -1)}`, `?from=${addDays(today, -400)}&to=${today}`]) {
      const res = await report(query);
      expect([query, res.statusCode, res.json().code]).toEqual([query, 400, 'analytics_range_invalid']);
    }
    expect((await report('?from=hier')).json().code).toBe('validation_failed');
  });
});
