import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, nextIp, signUp, signupBody } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import type { Session } from '../bookings/bookings.fixtures.ts';
import { assertLedgerBalanced } from '../payments/index.ts';

const t = useTestApp({ env: { PUBLIC_URL: 'https://propre.example' } });
// No money moves here, but sign-ups create rewards: the ledger must stay untouched and balanced.
afterEach(() => assertLedgerBalanced(t.app.propre.db.orm.em.fork()));

const get = (session: Session | null, url: string) =>
  t.request({ method: 'GET', url, ...(session ? { headers: bearer(session) } : {}) });

describe('my referral code and link', () => {
  it('every account has a code and a link that carries it, with the programme’s terms and its totals', async () => {
    const me = (await signUp(t, { role: 'cleaner', name: 'Sophie Gagnon' })) as Session;
    const res = await get(me, '/api/referrals/me');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      code: me.user.referralCode,
      link: `https://propre.example/referral-program?code=${me.user.referralCode}`,
      terms: { referrerBonus: 2000, welcomeCredit: 1000, validityMonths: 6 },
      referredCount: 0,
      rewards: { pending: 0, available: 0, earned: 0, used: 0, replaced: 0, expired: 0 },
    });
    // An account without a role yet has one too.
    const pending = (await signUp(t, {}, { withoutRole: true })) as Session;
    expect((await get(pending, '/api/referrals/me')).json().code).toBe(pending.user.referralCode);
  });

  it('is for signed-in clients and cleaners (and accounts choosing a role), not admins', async () => {
    expect((await get(null, '/api/referrals/me')).statusCode).toBe(401);
    expect((await get(null, '/api/referrals')).statusCode).toBe(401);
    expect((await get(null, '/api/referrals/rewards')).statusCode).toBe(401);
    const admin = (await createAdmin(t)) as Session;
    for (const url of ['/api/referrals/me', '/api/referrals', '/api/referrals/rewards']) {
      const res = await get(admin, url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 'forbidden']);
    }
  });
});

describe('an invitation link’s code, read before the sign-up', () => {
  const invitation = (code: string, ip = nextIp()) =>
    t.request({ method: 'GET', url: `/api/referral-codes/${encodeURIComponent(code)}`, remoteAddress: ip });

  it('names who shared it (first name and initial) and the terms, to anyone, in any case', async () => {
    const sophie = (await signUp(t, { role: 'cleaner', name: 'Sophie Gagnon' })) as Session;
    const code = sophie.user.referralCode;
    const res = await invitation(` ${code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      code,
      referrerName: 'Sophie G.',
      terms: { referrerBonus: 2000, welcomeCredit: 1000, validityMonths: 6 },
    });
  });

  it('refuses a code no account has with the sign-up’s own problem, in the caller’s language', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/referral-codes/PASUNCODE',
      headers: { 'accept-language': 'en' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'invalid_referral_code', detail: 'No account has this referral code.' });
    expect((await invitation('x'.repeat(33))).statusCode).toBe(400);
  });

  it('refuses a deleted account’s code', async () => {
    const gone = (await signUp(t, { role: 'client', name: 'Marc Roy' })) as Session;
    await query(t.app.propre.db.orm.em.fork(), 'update app_user set deleted_at = now() where id = $1', [gone.user.id]);
    expect((await invitation(gone.user.referralCode)).json().code).toBe('invalid_referral_code');
  });

  it('answers sixty an hour per address, then rate_limited with the wait', async () => {
    const ip = nextIp();
    for (let i = 0; i < 60; i += 1) expect((await invitation(`NOPE${i}`, ip)).statusCode).toBe(422);
    const limited = await invitation('NOPE60', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await invitation('NOPE61')).statusCode).toBe(422);
  });
});

describe('signing up with a code', () => {
  it('links the accounts, with no limit on how many, newest first, a page at a time', async () => {
    const referrer = (await signUp(t, { role: 'client', name: 'Paul Côté' })) as Session;
    const names = ['Léa Côté', 'Marc Roy', 'Nadia Tremblay'];
    for (const name of names) await signUp(t, { role: 'client', name, referralCode: referrer.user.referralCode.toLowerCase() });

    const overview = (await get(referrer, '/api/referrals/me')).json();
    expect(overview.referredCount).toBe(3);
    const page1 = await get(referrer, '/api/referrals?limit=2');
    expect(page1.statusCode).toBe(200);
    expect(page1.json().items.map((r: { name: string }) => r.name)).toEqual(['Nadia T.', 'Marc R.']);
    expect(page1.json().items[0]).toMatchObject({ role: 'client', reward: null });
    const page2 = await get(referrer, `/api/referrals?limit=2&cursor=${page1.json().nextCursor}`);
    expect(page2.json().items.map((r: { name: string }) => r.name)).toEqual(['Léa C.']);
    expect(page2.json().nextCursor).toBeNull();
    // Nothing about the referred people but their first name, initial, role and date.
    expect(Object.keys(page2.json().items[0]).sort()).toEqual(['joinedAt', 'name', 'reward', 'role']);
    expect((await get(referrer, '/api/referrals?cursor=abc')).statusCode).toBe(400);
    expect((await get(referrer, '/api/referrals?limit=0')).statusCode).toBe(400);
  });

  it('refuses an unknown code, creating no account, in French and in English', async () => {
    const body = signupBody({ referralCode: 'ZZZZ9999' });
    const res = await t.request({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'invalid_referral_code', title: 'Code de parrainage invalide' });
    const english = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...body, username: `${body.username}x`, email: `x${body.email}` },
      headers: { 'accept-language': 'en' },
      remoteAddress: nextIp(),
    });
    expect(english.json().title).toBe('Invalid referral code');
    const rows = await query(t.app.propre.db.orm.em.fork(), 'select count(*)::int as n from app_user where username = $1', [
      body.username,
    ]);
    expect(rows[0]?.n).toBe(0);
  });

  it('gives a referred client a 10 $ welcome credit valid six months, whoever referred them', async () => {
    const referrer = (await signUp(t, { role: 'cleaner', name: 'Amina Haddad' })) as Session;
    const client = (await signUp(t, {
      role: 'client',
      name: 'James Wilson',
      referralCode: referrer.user.referralCode,
    })) as Session;
    const rewards = await get(client, '/api/referrals/rewards');
    expect(rewards.statusCode).toBe(200);
    const [credit] = rewards.json().items;
    expect(credit).toMatchObject({
      kind: 'welcome_credit',
      amount: 1000,
      status: 'available',
      referredName: 'James W.',
      referrerName: 'Amina H.',
      bookingId: null,
      resolvedAt: null,
    });
    const months = (new Date(credit.expiresAt).getTime() - new Date(credit.createdAt).getTime()) / (30.44 * 86_400_000);
    expect(months).toBeGreaterThan(5.9);
    expect(months).toBeLessThan(6.1);
    expect((await get(client, '/api/referrals/me')).json().rewards).toMatchObject({ available: 1000, pending: 0 });
    expect((await get(client, '/api/referrals/rewards?cursor=rwd_')).statusCode).toBe(400);
    const page = await get(client, `/api/referrals/rewards?cursor=${credit.id}`);
    expect(page.json()).toEqual({ items: [], nextCursor: null });
    // The referrer gets nothing for a client.
    expect((await get(referrer, '/api/referrals/rewards')).json().items).toEqual([]);
  });

  it('gives a cleaner who refers a cleaner a pending 20 $ bonus per referred cleaner — also when the role is chosen later', async () => {
    const referrer = (await signUp(t, { role: 'cleaner', name: 'Sophie Gagnon' })) as Session;
    await signUp(t, { role: 'cleaner', name: 'Luc Bouchard', referralCode: referrer.user.referralCode });
    const later = (await signUp(
      t,
      { name: 'Carlos Rodriguez', referralCode: referrer.user.referralCode },
      { withoutRole: true },
    )) as Session;
    expect((await get(referrer, '/api/referrals/rewards')).json().items).toHaveLength(1);
    const chosen = await t.request({
      method: 'POST',
      url: '/api/auth/select-role',
      headers: bearer(later),
      payload: { role: 'cleaner' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);

    const rewards = (await get(referrer, '/api/referrals/rewards')).json().items;
    expect(
      rewards.map((r: { referredName: string; status: string; amount: number; kind: string }) => [
        r.referredName,
        r.kind,
        r.status,
        r.amount,
      ]),
    ).toEqual([
      ['Carlos R.', 'referrer_bonus', 'pending', 2000],
      ['Luc B.', 'referrer_bonus', 'pending', 2000],
    ]);
    const referred = (await get(referrer, '/api/referrals')).json().items;
    expect(referred.map((r: { name: string; reward: { status: string } }) => [r.name, r.reward.status])).toEqual([
      ['Carlos R.', 'pending'],
      ['Luc B.', 'pending'],
    ]);
    expect((await get(referrer, '/api/referrals/me')).json()).toMatchObject({ referredCount: 2, rewards: { pending: 4000 } });
    // The rewards are the referrer's: the referred cleaners have none.
    expect((await get(later, '/api/referrals/rewards')).json().items).toEqual([]);
  });

  it('gives nothing to a client who refers a cleaner', async () => {
    const referrer = (await signUp(t, { role: 'client', name: 'Marie Tremblay' })) as Session;
    const cleaner = (await signUp(t, { role: 'cleaner', referralCode: referrer.user.referralCode })) as Session;
    expect((await get(referrer, '/api/referrals/rewards')).json().items).toEqual([]);
    expect((await get(cleaner, '/api/referrals/rewards')).json().items).toEqual([]);
    expect((await get(referrer, '/api/referrals')).json().items).toMatchObject([{ role: 'cleaner', reward: null }]);
  });
});

describe('referral figures for admins', () => {
  it('count referred accounts by role, referrers, rewards by kind and status, and the top referrers', async () => {
    const admin = (await createAdmin(t)) as Session;
    const before = (await get(admin, '/api/admin/referrals/stats')).json();
    const star = (await signUp(t, { role: 'cleaner', name: 'Julie Martin' })) as Session;
    for (let i = 0; i < 12; i += 1) await signUp(t, { role: 'cleaner', referralCode: star.user.referralCode });
    await signUp(t, { role: 'client', referralCode: star.user.referralCode });
    await signUp(t, { referralCode: star.user.referralCode }, { withoutRole: true });

    const res = await get(admin, '/api/admin/referrals/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.referrals).toEqual({
      total: before.referrals.total + 14,
      clients: before.referrals.clients + 1,
      cleaners: before.referrals.cleaners + 12,
      withoutRole: before.referrals.withoutRole + 1,
    });
    expect(stats.referrers).toBe(before.referrers + 1);
    const count = (s: typeof stats, kind: string, status: string) =>
      s.rewards.find((r: { kind: string; status: string }) => r.kind === kind && r.status === status) ?? { count: 0, amount: 0 };
    expect(count(stats, 'referrer_bonus', 'pending').count).toBe(count(before, 'referrer_bonus', 'pending').count + 12);
    expect(count(stats, 'referrer_bonus', 'pending').amount).toBe(count(before, 'referrer_bonus', 'pending').amount + 24000);
    expect(count(stats, 'welcome_credit', 'available').count).toBe(count(before, 'welcome_credit', 'available').count + 1);
    expect(stats.topReferrers[0]).toEqual({
      userId: star.user.id,
      name: 'Julie Martin',
      role: 'cleaner',
      referredCount: 14,
      earned: 0,
    });
    expect(stats.costCents).toBe(0);

    for (const session of [star, (await signUp(t, { role: 'client' })) as Session]) {
      expect((await get(session, '/api/admin/referrals/stats')).statusCode).toBe(403);
    }
    expect((await get(null, '/api/admin/referrals/stats')).statusCode).toBe(401);
  });
});
