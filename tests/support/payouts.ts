/**
 * For the payout crash tests: cleaners owed money and able to receive it, made by the real app
 * on the crash test's own database before the API process is started on it, and what must
 * hold of payouts and the ledger after any crash.
 */

import { isLocalPaymentProvider } from '@propre/api/src/adapters/payments/local/local-provider.ts';
import { addDays, todayInToronto } from '@propre/api/src/lib/business-time.ts';
import { listedCleaner, type Session } from '@propre/api/src/modules/bookings/bookings.fixtures.ts';
import { confirmedSoon, finishWork } from '@propre/api/src/modules/bookings/work.fixtures.ts';
import { propertyMaker } from '@propre/api/test/bookings-edges';
import { createTestApp } from '@propre/api/test/build-app';
import { bearer, createAdmin } from '@propre/api/test/factories';
import type { FakeStripe } from '@propre/api/test/fake-stripe';
import { stripeWebhooks } from '@propre/api/test/stripe-app';
import type pg from 'pg';

/** What one finished four-hour visit at 35 $ an hour earns its cleaner: 140 $ less the 15 % fee. */
export const earnedPerVisit = 14_000 - 2_100;
export const instantFeeCents = 500;

export interface PayableCleaner {
  token: string;
  userId: string;
}

/**
 * `count` cleaners, each with an active payout account (onboarding done at the local provider,
 * which is what stands in for Stripe's hosted pages) and one visit worked and paid through the
 * API: each is owed `earnedPerVisit`. The app runs in this process only for the setup (the
 * onboarding step has no HTTP page) and is closed before the test starts the API process.
 */
export async function payableCleaners(databaseUrl: string, count: number): Promise<PayableCleaner[]> {
  const t = await createTestApp({ env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' } });
  try {
    const provider = t.app.propre.payments.provider;
    if (!isLocalPaymentProvider(provider)) throw new Error('the crash tests run on the local payment provider');
    const properties = propertyMaker(t);
    const cleaners: Session[] = [];
    for (let i = 0; i < count; i += 1) {
      const cleaner = await listedCleaner(t, { gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' });
      const link = await t.request({ method: 'POST', url: '/api/cleaners/me/payouts/connect', headers: bearer(cleaner) });
      const accountId = /local-connect\/(acct_[0-9a-z]+)/.exec(link.json().url)?.[1];
      if (!accountId) throw new Error(`no onboarding link: ${link.body}`);
      await provider.completeOnboarding(accountId, 'verified');
      await finishWork(t, await confirmedSoon(t, properties, { cleaner, allowPhotos: false }));
      cleaners.push(cleaner);
    }
    // The provider's events (account active, balance paid) reach the app as its webhooks.
    await t.app.propre.payments.localEvents?.deliverPending();
    return cleaners.map((c) => ({ token: c.token, userId: c.user.id }));
  } finally {
    await t.close();
  }
}

/** What Stripe did for a connected account, one per object it created (a replayed key creates nothing). */
export function movedAtStripe(stripe: FakeStripe, accountId: string): { transfers: number; payouts: number } {
  const distinctKeys = (requests: Array<{ idempotencyKey: string | null }>) =>
    new Set(requests.map((r) => r.idempotencyKey)).size;
  return {
    transfers: distinctKeys(stripe.requestsTo('POST /v1/transfers').filter((r) => r.params.destination === accountId)),
    payouts: distinctKeys(stripe.requestsTo('POST /v1/payouts').filter((r) => r.stripeAccount === accountId)),
  };
}

/** An administrator's token, made by the real app on the test's database before the API process starts. */
export async function adminToken(databaseUrl: string, env: Record<string, string> = {}): Promise<string> {
  const t = await createTestApp({ env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...env } });
  try {
    return (await createAdmin(t)).token;
  } finally {
    await t.close();
  }
}

/** A weekly run through tomorrow (Quebec): the visits the setup just settled are in it. */
export const throughTomorrow = (): string => addDays(todayInToronto(), 1);

/** The admin's weekly run, as the console starts it; answers what the API said, or `null` when the process died. */
export async function runWeekly(
  base: string,
  token: string,
  through: string,
): Promise<{ period: string; paid: number; skipped: number; failed: number } | null> {
  for (let shed = 0; ; shed += 1) {
    let res: Response;
    try {
      res = await fetch(`${base}/api/admin/payouts/weekly-run`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ through }),
      });
    } catch {
      return null; // the process died before it answered
    }
    // Shed under load (a busy shared machine) before the run began: asked again after Retry-After, as a caller does.
    if (res.status === 503 && shed < 10) {
      await res.text();
      await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
      continue;
    }
    if (!res.ok) throw new Error(`weekly run → ${res.status} ${await res.text()}`);
    return res.json();
  }
}

/**
 * Time travel: the jobs that finish payouts whose request died (`payouts-send`, due a minute
 * after the payout began) are due now.
 */
export async function finishBegunPayoutsNow(db: pg.Client): Promise<void> {
  await db.query(`update pgboss.job set start_after = now() where name = 'payouts-send' and state in ('created', 'retry')`);
}

/** The API's settings for the Stripe adapter, its real `stripe` client pointed at the fake Stripe. */
export const stripeEnv = (stripe: FakeStripe): Record<string, string> => ({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_URL: stripe.url,
});

/**
 * As `payableCleaners`, on Stripe: the app runs with the Stripe adapter against the fake Stripe,
 * which marks each Express account complete (account.updated) and charges the visit; its events
 * are delivered to the app's webhook endpoint, signed.
 */
export async function payableCleanersOnStripe(
  databaseUrl: string,
  stripe: FakeStripe,
  count: number,
): Promise<Array<PayableCleaner & { accountId: string }>> {
  const t = await createTestApp({ env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...stripeEnv(stripe) } });
  const webhooks = stripeWebhooks(t, () => stripe);
  try {
    const properties = propertyMaker(t);
    const cleaners: Array<PayableCleaner & { accountId: string }> = [];
    for (let i = 0; i < count; i += 1) {
      const cleaner = await listedCleaner(t, { gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' });
      const link = await t.request({ method: 'POST', url: '/api/cleaners/me/payouts/connect', headers: bearer(cleaner) });
      const accountId = /\/(acct_[0-9a-f]+)\//.exec(link.json().url)?.[1];
      if (!accountId) throw new Error(`no onboarding link: ${link.body}`);
      stripe.completeOnboarding(accountId);
      await webhooks.deliver();
      await finishWork(t, await confirmedSoon(t, properties, { cleaner, allowPhotos: false }));
      cleaners.push({ token: cleaner.token, userId: cleaner.user.id, accountId });
    }
    await webhooks.deliver();
    return cleaners;
  } finally {
    await t.close();
  }
}

/**
 * What must hold of payouts after any crash, each cleaner having been owed `earnedPerVisit` once.
 * With the local provider its rows are checked too; the fake Stripe's records are the Stripe test's to check.
 */
export async function payoutInvariants(db: pg.Client, provider: 'local' | 'stripe' = 'local'): Promise<string[]> {
  const problems: string[] = [];
  const rows = async (sql: string) => (await db.query(sql)).rows;
  const unbalanced = await rows('select transaction_id from ledger_entry group by 1 having sum(amount_cents) <> 0');
  if (unbalanced.length > 0) problems.push(`unbalanced ledger transactions: ${JSON.stringify(unbalanced)}`);
  const [total] = await rows('select coalesce(sum(amount_cents), 0)::int as sum from ledger_entry');
  if (total?.sum !== 0) problems.push(`the ledger sums to ${total?.sum}`);
  const twice = await rows(
    `select cleaner_id, count(*)::int as n from payout where status <> 'failed' group by 1 having count(*) > 1`,
  );
  if (twice.length > 0) problems.push(`cleaners paid more than once: ${JSON.stringify(twice)}`);
  const unposted = await rows(
    `select p.id from payout p where not exists
       (select 1 from ledger_transaction t where t.kind = 'payout' and t.idempotency_key = p.id || ':' || p.attempts)`,
  );
  if (unposted.length > 0) problems.push(`payouts without their ledger transaction: ${JSON.stringify(unposted)}`);
  const unrecorded = await rows(
    `select t.id from ledger_transaction t
      where t.kind = 'payout' and not exists (select 1 from payout p where p.id = split_part(t.idempotency_key, ':', 1))`,
  );
  if (unrecorded.length > 0) problems.push(`ledger payouts of no payout: ${JSON.stringify(unrecorded)}`);
  // The provider's side: a transfer and a bank payout for each payout, never one without it, never two.
  for (const table of provider === 'local' ? ['pay_transfer', 'pay_payout'] : []) {
    const orphans = await rows(
      `select x.id from ${table} x where not exists (select 1 from payout p where p.id = x.metadata->>'payoutId')`,
    );
    if (orphans.length > 0) problems.push(`${table} rows of no payout: ${JSON.stringify(orphans)}`);
    const doubled = await rows(
      `select metadata->>'payoutId' as payout, count(*)::int as n from ${table} group by 1 having count(*) > 1`,
    );
    if (doubled.length > 0) problems.push(`${table} rows twice for one payout: ${JSON.stringify(doubled)}`);
  }
  const missing = await rows(
    `select p.id from payout p
      where p.status <> 'failed'
        and (not exists (select 1 from pay_transfer x where x.metadata->>'payoutId' = p.id and x.amount_cents = p.amount_cents - p.fee_cents)
          or not exists (select 1 from pay_payout x where x.metadata->>'payoutId' = p.id and x.amount_cents = p.amount_cents - p.fee_cents))`,
  );
  if (provider === 'local' && missing.length > 0) problems.push(`payouts the provider did not make: ${JSON.stringify(missing)}`);
  // Each cleaner's earnings: what they were owed, less what was paid out of them.
  const balances = await rows(
    `select u.id,
            (select -coalesce(sum(amount_cents), 0)::int from ledger_entry where account = 'cleaner:' || u.id || ':earnings') as owed,
            (select -coalesce(sum(amount_cents), 0)::int from ledger_entry where account = 'cleaner:' || u.id || ':payouts') as paid_out,
            (select coalesce(sum(amount_cents), 0)::int from payout where cleaner_id = u.id and status <> 'failed') as amount,
            (select coalesce(sum(amount_cents - fee_cents), 0)::int from payout where cleaner_id = u.id and status <> 'failed') as net
       from app_user u where u.role = 'cleaner'`,
  );
  const wrong = balances.filter((b) => b.owed !== earnedPerVisit - b.amount || b.paid_out !== b.net);
  if (wrong.length > 0) problems.push(`cleaner balances that do not follow their payouts: ${JSON.stringify(wrong)}`);
  return problems;
}
