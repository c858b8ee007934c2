import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProbe, propertyMaker } from '../../../test/bookings-edges.ts';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, nextIp, signUp } from '../../../test/factories.ts';
import { authedSocket } from '../../../test/messaging.ts';
import { until } from '../../../test/until.ts';
import { query } from '../../db/sql.ts';
import { todayInToronto } from '../../lib/business-time.ts';
import { act, book, bookingBody, daysAhead, listedCleaner } from '../bookings/bookings.fixtures.ts';
import { pdfFile, uploadDocument } from '../verification/verification.fixtures.ts';
import { lastMonths, lastWeeks } from './cleaner-analytics.ts';
import { csvCell } from './marketing.ts';

const t = useTestApp();
const ledger = ledgerProbe(t);
const properties = propertyMaker(t);
let admin: { token: string };
beforeAll(async () => {
  admin = await createAdmin(t);
});
afterEach(() => ledger.assertBalanced());

const get = (url: string, session: { token: string } = admin) => t.request({ method: 'GET', url, headers: bearer(session) });
const sql = <T>(text: string, params: unknown[] = []) => query<T>(t.app.propre.db.orm.em, text, params);

describe('admin: dashboard', () => {
  it('counts users, bookings and their value, review work, growth and traffic', async () => {
    const before = (await get('/api/admin/dashboard')).json();
    const cleaner = await listedCleaner(t);
    const client = await signUp(t, { role: 'client' });
    const property = await properties.add(client.user.id, { type: 'house', city: 'Montréal' });
    const booking = await book(t, client, bookingBody(cleaner.user.id, property.id, { date: daysAhead(9) }));
    await uploadDocument(t, cleaner, pdfFile());
    await t.request({
      method: 'POST',
      url: '/api/discount-popup/claims',
      payload: { email: 'dash@example.ca' },
      remoteAddress: nextIp(),
    });
    await t.request({
      method: 'POST',
      url: '/api/analytics/events',
      payload: {
        visitorId: 'visiteur-du-tableau-de-bord',
        events: [
          { type: 'page_view', path: '/' },
          { type: 'error', message: 'boom' },
        ],
      },
      remoteAddress: nextIp(),
    });

    const res = await get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.users.clients - before.users.clients).toBe(1);
    expect(after.users.cleaners - before.users.cleaners).toBe(1);
    expect(after.users.newLast7Days - before.users.newLast7Days).toBe(2);
    expect(after.bookings.byStatus.pending - before.bookings.byStatus.pending).toBe(1);
    expect(after.bookings.createdLast30Days - before.bookings.createdLast30Days).toBe(1);
    expect(after.bookings.bookedValueLast30DaysCents - before.bookings.bookedValueLast30DaysCents).toBe(booking.price.total);
    expect(after.verification.pendingDocuments - before.verification.pendingDocuments).toBe(1);
    expect(after.verification.cleanersAwaitingReview - before.verification.cleanersAwaitingReview).toBe(1);
    expect(after.growth.discountCodesClaimed - before.growth.discountCodesClaimed).toBe(1);
    expect(after.traffic.visitsLast7Days - before.traffic.visitsLast7Days).toBe(1);
    expect(after.traffic.browserErrorsLast7Days - before.traffic.browserErrorsLast7Days).toBe(1);

    // A cancelled booking no longer counts as booked value.
    await t.request(act(client, booking.id, 'cancel', { reason: 'other' }));
    const cancelled = (await get('/api/admin/dashboard')).json();
    expect(cancelled.bookings.bookedValueLast30DaysCents).toBe(before.bookings.bookedValueLast30DaysCents);
  });
});

describe('admin: the morning figures', () => {
  it('counts today’s and this week’s bookings, the ledger’s takings and fees, failed payouts and requests about to expire', async () => {
    const before = (await get('/api/admin/dashboard')).json().today;
    expect(before.expiringWithinHours).toBe(6);
    const cleaner = await listedCleaner(t);
    const client = await signUp(t, { role: 'client' });
    const property = await properties.add(client.user.id, { type: 'house', city: 'Montréal' });
    const fresh = await book(t, client, bookingBody(cleaner.user.id, property.id, { date: daysAhead(9) }));
    const old = await book(t, client, bookingBody(cleaner.user.id, property.id, { date: daysAhead(12) }));
    // Requested 20 hours ago: its 24 h lifetime ends within the next 6 hours.
    await sql("update booking set created_at = now() - interval '20 hours' where id = $1", [old.id]);
    const taken = await sql<{ sum: string }>(
      "select coalesce(sum(amount_cents), 0) sum from ledger_entry e join ledger_transaction x on x.id = e.transaction_id where x.booking_id in ($1, $2) and e.account = 'external:card'",
      [fresh.id, old.id],
    );
    expect(Number(taken[0]?.sum)).toBeGreaterThan(0);
    // Accepted, then moved to noon today (Montréal): a booking of today and of this week.
    expect((await t.request(act(cleaner, fresh.id, 'accept'))).statusCode).toBe(200);
    await sql(
      `update booking set starts_at = ((now() at time zone 'America/Toronto')::date + time '12:00') at time zone 'America/Toronto',
         ends_at = ((now() at time zone 'America/Toronto')::date + time '15:00') at time zone 'America/Toronto' where id = $1`,
      [fresh.id],
    );
    await sql(
      `insert into payout (id, cleaner_id, account_id, method, amount_cents, fee_cents, status, failure_code, created_at, updated_at)
       values ('pay_dashboardfailed000000000000', $1, 'acct_local', 'instant', 5000, 500, 'failed', 'account_closed', now(), now())`,
      [cleaner.user.id],
    );

    const after = (await get('/api/admin/dashboard')).json().today;
    expect(after.bookingsToday - before.bookingsToday).toBe(1);
    expect(after.bookingsThisWeek - before.bookingsThisWeek).toBe(1);
    expect(after.requestsExpiringSoon - before.requestsExpiringSoon).toBe(1);
    expect(after.failedPayouts - before.failedPayouts).toBe(1);
    expect(after.revenueLast30DaysCents - before.revenueLast30DaysCents).toBe(Number(taken[0]?.sum));
    expect(after.platformFeesLast30DaysCents).toBeGreaterThanOrEqual(before.platformFeesLast30DaysCents);
  });
});

describe('admin: system health', () => {
  it('checks every dependency and counts this instance’s answers', async () => {
    const res = await get('/api/admin/health');
    expect(res.statusCode).toBe(200);
    const health = res.json();
    expect(health).toMatchObject({
      status: 'ok',
      version: { label: 'beta 0.95.13' },
      checks: {
        database: { status: 'up' },
        jobQueue: { status: 'up' },
        redis: { status: 'not_configured', latencyMs: null },
        mailOutbox: { status: 'up', mode: 'outbox', undeliveredLastDay: 0 },
        paymentProvider: { status: 'up', kind: 'local' },
        errorRates: { status: 'up', windowMinutes: 15, serverErrors: 0 },
        sockets: { open: 0 },
      },
    });
    expect(health.checks.errorRates.requests).toBeGreaterThan(0);
    const later = (await get('/api/admin/health')).json();
    expect(later.checks.errorRates.requests).toBeGreaterThan(health.checks.errorRates.requests);
  });

  it('counts the live sockets open on this instance', async () => {
    const client = await signUp(t, { role: 'client' });
    const socket = await authedSocket(t, client);
    expect((await get('/api/admin/health')).json().checks.sockets).toEqual({ open: 1 });
    await socket.close();
    await until(async () => (await get('/api/admin/health')).json().checks.sockets.open === 0, 'the socket to be counted out');
  });

  it('is degraded when more than 5 % of recent answers were server errors', async () => {
    const { requests } = t.app.propre.requestStats.window();
    for (let i = 0; i < Math.ceil(requests / 10) + 1; i += 1) t.app.propre.requestStats.record(503);
    const health = (await get('/api/admin/health')).json();
    expect(health.status).toBe('degraded');
    expect(health.checks.errorRates).toMatchObject({ status: 'degraded', serverErrors: Math.ceil(requests / 10) + 1 });
    expect(health.checks.errorRates.serverErrorRate).toBeGreaterThan(0.05);
  });
});

describe('admin: profile review queue', () => {
  it('lists cleaners with pending documents, oldest first, and empties as documents are decided', async () => {
    const first = await listedCleaner(t, {}, 'Première Attente');
    const second = await signUp(t, { role: 'cleaner', name: 'Seconde Attente' });
    const doc = (await uploadDocument(t, first, pdfFile())).json();
    await uploadDocument(t, first, pdfFile(), { type: 'background_check' });
    await uploadDocument(t, second, pdfFile());

    const queue = (await get('/api/admin/profile-reviews')).json().items;
    const mine = queue.filter((r: { cleaner: { id: string } }) => [first.user.id, second.user.id].includes(r.cleaner.id));
    expect(mine.map((r: { cleaner: { name: string } }) => r.cleaner.name)).toEqual(['Première Attente', 'Seconde Attente']);
    expect(mine[0]).toMatchObject({
      verificationStatus: 'pending',
      pendingDocuments: [{ id: doc.id, type: 'id' }, { type: 'background_check' }],
      profile: { listed: true, hourlyRate: 3500, serviceCities: ['Montréal'] },
    });
    expect(mine[1].profile).toBeNull();

    for (const pending of mine[0].pendingDocuments) {
      const decided = await t.request({
        method: 'POST',
        url: `/api/admin/verification/documents/${pending.id}/decision`,
        headers: bearer(admin),
        payload: { decision: 'approved' },
      });
      expect(decided.statusCode).toBe(200);
    }
    const after = (await get('/api/admin/profile-reviews')).json().items;
    expect(after.map((r: { cleaner: { id: string } }) => r.cleaner.id)).not.toContain(first.user.id);
  });
});

describe('admin: marketing', () => {
  it('exports confirmed newsletter subscribers as CSV, safe for spreadsheets', async () => {
    await t.request({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      payload: { email: 'csv@example.ca', acceptTerms: true },
      remoteAddress: nextIp(),
    });
    await t.request({
      method: 'POST',
      url: '/api/newsletter/subscriptions',
      payload: { email: 'attente@example.ca', acceptTerms: true },
      remoteAddress: nextIp(),
    });
    const [mail] = await sql<{ text: string }>(`select text from mail_outbox where recipient = 'csv@example.ca'`);
    const token = /\/newsletter\/confirm\?token=(\S+)/.exec(mail?.text ?? '')?.[1];
    await t.request({ method: 'POST', url: '/api/newsletter/confirmation', payload: { token } });

    const res = await get('/api/admin/marketing/newsletter-subscribers.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="newsletter-confirmed-${todayInToronto()}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('email,language,status,termsAcceptedAt,confirmedAt,unsubscribedAt');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['csv@example.ca']);
    const all = (await get('/api/admin/marketing/newsletter-subscribers.csv?status=all')).body;
    expect(all).toContain('attente@example.ca,fr,pending,');
    expect((await get('/api/admin/marketing/newsletter-subscribers.csv?status=tous')).statusCode).toBe(400);
    expect([csvCell('=HYPERLINK("x")'), csvCell('a,b'), csvCell(null)]).toEqual([`"'=HYPERLINK(""x"")"`, '"a,b"', '']);
  });

  it('lists discount codes newest first', async () => {
    for (const email of ['code1@example.ca', 'code2@example.ca'])
      await t.request({ method: 'POST', url: '/api/discount-popup/claims', payload: { email }, remoteAddress: nextIp() });
    const page = (await get('/api/admin/marketing/discount-codes?limit=1')).json();
    expect(page.items).toEqual([
      expect.objectContaining({
        email: 'code2@example.ca',
        percent: 10,
        amountCents: null,
        firstBookingOnly: true,
        source: 'popup',
      }),
    ]);
    const next = (await get(`/api/admin/marketing/discount-codes?limit=1&cursor=${page.nextCursor}`)).json();
    expect(next.items[0].email).toBe('code1@example.ca');
    expect((await get('/api/admin/marketing/discount-codes?limit=0')).statusCode).toBe(400);
  });
});

describe('admin: one cleaner’s analytics', () => {
  it('counts bookings, revenue, completion rate and response time', async () => {
    const cleaner = await listedCleaner(t, {}, 'Chloé Analyse');
    const client = await signUp(t, { role: 'client' });
    const property = await properties.add(client.user.id, { type: 'house', city: 'Montréal' });
    const done = await book(t, client, bookingBody(cleaner.user.id, property.id, { date: daysAhead(15) }));
    const missed = await book(t, client, bookingBody(cleaner.user.id, property.id, { date: daysAhead(16) }));
    const declined = await book(t, client, bookingBody(cleaner.user.id, property.id, { date: daysAhead(17) }));
    await sql(`update booking set created_at = created_at - interval '30 minutes' where id in ($1, $2, $3)`, [
      done.id,
      missed.id,
      declined.id,
    ]);
    for (const id of [done.id, missed.id]) expect((await t.request(act(cleaner, id, 'accept'))).statusCode).toBe(200);
    expect((await t.request(act(cleaner, declined.id, 'decline'))).statusCode).toBe(200);
    // The work area (punch-in and out) is not built: the end of the service is written as it would leave it.
    await sql(`update booking set status = 'completed' where id = $1`, [done.id]);
    await sql(
      `update booking set starts_at = now() - interval '2 days', ends_at = now() - interval '2 days' + interval '4 hours' where id = $1`,
      [missed.id],
    );

    // Served today, and reviewed (overall 4): this week's figures and this month's rating.
    await sql(`update booking set local_date = $2::date where id = $1`, [done.id, todayInToronto()]);
    await sql(
      `insert into review (id, booking_id, client_id, cleaner_id, cleanliness, quality, reliability, punctuality,
          communication, professionalism, overall, comment, created_at, updated_at)
        values ('rev_analytics', $1, $2, $3, 5, 5, 4, 4, 4, 4, 4, 'Très bien.', now(), now())`,
      [done.id, client.user.id, cleaner.user.id],
    );

    const res = await get(`/api/admin/cleaners/${cleaner.user.id}/analytics`);
    expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
    const body = res.json();
    expect(body.weeks.map((w: { week: string }) => w.week)).toEqual(lastWeeks(todayInToronto(), 12));
    expect(body.weeks.at(-1)).toEqual({
      week: lastWeeks(todayInToronto(), 1)[0],
      bookings: 1,
      completed: 1,
      revenueCents: done.price.total,
      rating: 4,
      reviews: 1,
    });
    expect(body.weeks.slice(0, -1).every((w: { bookings: number; rating: null }) => w.bookings === 0 && w.rating === null)).toBe(
      true,
    );
    expect(body).toMatchObject({
      cleanerId: cleaner.user.id,
      name: 'Chloé Analyse',
      bookings: { total: 3, completed: 1, confirmed: 1, declined: 1 },
      revenueCents: done.price.total,
      completionRate: 0.5,
      responseTimeMinutes: 30,
      ratingTrend: [{ month: todayInToronto().slice(0, 7), rating: 4, reviews: 1 }],
    });
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(lastMonths(todayInToronto(), 6));
    expect(body.months.reduce((n: number, m: { bookings: number }) => n + m.bookings, 0)).toBeLessThanOrEqual(3);
  });

  it('answers user_not_found for a client’s id, and refuses non-admins', async () => {
    const client = await signUp(t, { role: 'client' });
    const res = await get(`/api/admin/cleaners/${client.user.id}/analytics`);
    expect([res.statusCode, res.json().code]).toEqual([404, 'user_not_found']);
    expect((await get('/api/admin/cleaners/nope/analytics')).statusCode).toBe(400);
    const cleaner = await signUp(t, { role: 'cleaner' });
    expect((await get(`/api/admin/cleaners/${cleaner.user.id}/analytics`, cleaner)).statusCode).toBe(403);
    for (const url of [
      '/api/admin/dashboard',
      '/api/admin/health',
      '/api/admin/profile-reviews',
      '/api/admin/marketing/newsletter-subscribers.csv',
      '/api/admin/marketing/discount-codes',
    ]) {
      expect([url, (await get(url, client)).statusCode]).toEqual([url, 403]);
    }
  });

  it('counts months back across a new year', () => {
    expect(lastMonths('2027-02-10', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('counts weeks back from this week’s Monday', () => {
    // 2027-01-03 is a Sunday: its week began on Monday 2026-12-28.
    expect(lastWeeks('2027-01-03', 3)).toEqual(['2026-12-14', '2026-12-21', '2026-12-28']);
    expect(lastWeeks('2026-12-28', 1)).toEqual(['2026-12-28']);
  });
});
