import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-app.ts';
import { bearer, signUp } from '../../../../test/factories.ts';
import { countRows, deliverEvent } from '../../../../test/webhooks.ts';
import { isLocalPaymentProvider } from '../../../adapters/payments/local/local-provider.ts';
import { signWebhookPayload } from '../../../adapters/payments/webhook-signature.ts';
import { query } from '../../../db/sql.ts';

const secret = 'whsec_test_webhooks_local';
const t = useTestApp({ env: { STRIPE_WEBHOOK_SECRET: secret } });
const local = () => {
  const provider = t.app.propre.payments.provider;
  if (!isLocalPaymentProvider(provider)) throw new Error('local provider expected');
  return provider;
};

async function onboardingCleaner() {
  const cleaner = await signUp(t, { role: 'cleaner' });
  const res = await t.request({ method: 'POST', url: '/api/cleaners/me/payouts/connect', headers: bearer(cleaner) });
  expect(res.statusCode).toBe(200);
  const accountId = /local-connect\/(acct_[0-9a-z]+)/.exec(res.json().url)?.[1] as string;
  return { cleaner, accountId, link: res.json() };
}

const status = async (cleaner: { token: string }) =>
  (await t.request({ method: 'GET', url: '/api/cleaners/me/payouts/connect', headers: bearer(cleaner) })).json();

const accountEvent = (id: string, fields: Record<string, unknown>) => ({
  type: 'account.updated',
  account: id,
  data: {
    object: {
      id,
      object: 'account',
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [], past_due: [], eventually_due: [], pending_verification: [], disabled_reason: null },
      ...fields,
    },
  },
});

describe('webhook endpoint: signatures', () => {
  it('refuses a wrong, stale, missing or unsigned delivery with 400 and changes nothing', async () => {
    const { cleaner, accountId } = await onboardingCleaner();
    const before = await countRows(t, 'payment_webhook_event');
    const event = accountEvent(accountId, {});
    const wrong = await deliverEvent(t, 'whsec_someone_else', event);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'webhook_signature_invalid' });
    const stale = await deliverEvent(t, secret, event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().detail).toMatch(/tolerance|timestamp/i);
    expect((await deliverEvent(t, secret, event, { signature: null })).statusCode).toBe(400);
    expect((await deliverEvent(t, secret, event, { signature: 't=1,v1=abc' })).statusCode).toBe(400);
    expect(await countRows(t, 'payment_webhook_event')).toBe(before);
    expect((await status(cleaner)).status).toBe('incomplete');
    // Within the tolerance (299 s old) it is accepted.
    const fresh = await deliverEvent(t, secret, event, { timestamp: Math.floor(Date.now() / 1000) - 299 });
    expect(fresh.statusCode).toBe(200);
    expect((await status(cleaner)).status).toBe('active');
  });

  it('processes an event once: a replay answers duplicate and changes nothing, even after a newer event', async () => {
    const { cleaner, accountId } = await onboardingCleaner();
    const activeEvent = { id: 'evt_replay_active_1', ...accountEvent(accountId, {}) };
    expect((await deliverEvent(t, secret, activeEvent)).json()).toEqual({ received: true, duplicate: false });
    const restricted = accountEvent(accountId, {
      payouts_enabled: false,
      requirements: {
        currently_due: ['external_account'],
        past_due: ['external_account'],
        eventually_due: [],
        pending_verification: [],
        disabled_reason: 'requirements.past_due',
      },
    });
    await deliverEvent(t, secret, restricted);
    expect((await status(cleaner)).status).toBe('restricted');
    const replay = await deliverEvent(t, secret, activeEvent);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await status(cleaner)).status).toBe('restricted');
    expect(await countRows(t, 'payment_webhook_event', 'id = $1', ['evt_replay_active_1'])).toBe(1);
  });

  it('acknowledges event types it does not act on', async () => {
    const res = await deliverEvent(t, secret, {
      type: 'customer.created',
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('webhook receiver: a round of deliveries at once (the local relay)', () => {
  const signed = (event: { id: string } & ReturnType<typeof accountEvent>, key = secret) => {
    const payload = JSON.stringify({ object: 'event', api_version: 'test', created: Math.floor(Date.now() / 1000), ...event });
    return { rawBody: Buffer.from(payload), signature: signWebhookPayload(payload, key) };
  };

  it('processes each new event once, skips those seen before, and keeps nothing when one is refused', async () => {
    const { cleaner, accountId } = await onboardingCleaner();
    const seen = { id: `evt_round_seen_${accountId}`, ...accountEvent(accountId, { payouts_enabled: false }) };
    expect((await deliverEvent(t, secret, seen)).json()).toEqual({ received: true, duplicate: false });
    const active = { id: `evt_round_active_${accountId}`, ...accountEvent(accountId, {}) };

    // One refused signature: the whole round is refused and nothing of it is kept.
    await expect(
      t.app.propre.payments.webhooks.receiveAll([signed(active), signed(seen, 'whsec_someone_else')]),
    ).rejects.toMatchObject({ code: 'webhook_signature_invalid' });
    expect(await countRows(t, 'payment_webhook_event', 'id = $1', [active.id])).toBe(0);

    await t.app.propre.payments.webhooks.receiveAll([signed(seen), signed(active)]);
    expect(await countRows(t, 'payment_webhook_event', 'id = $1 and outcome <> $2', [active.id, 'processing'])).toBe(1);
    expect(await countRows(t, 'payment_webhook_event', 'id = $1', [seen.id])).toBe(1);
    expect((await status(cleaner)).status).toBe('active');
    // Delivered again: nothing changes.
    await t.app.propre.payments.webhooks.receiveAll([signed(active)]);
    expect(await countRows(t, 'payment_webhook_event', 'object_id = $1', [accountId])).toBe(2);
  });
});

describe("the local provider's event relay", () => {
  it('delivers only the event types the endpoint acts on, and marks the others processed', async () => {
    const person = await signUp(t, { role: 'client' });
    const customerId = await local().ensureCustomer({ id: person.user.id, email: person.user.email, name: 'Relais' });
    // customer.created has no handler: like a Stripe endpoint without it in enabled_events,
    // the endpoint never receives it, and it is written processed, so it never waits in the queue.
    expect(await countRows(t, 'pay_event', 'object_id = $1 and processed_at is null', [customerId])).toBe(0);
    await t.app.propre.payments.localEvents?.deliverPending();
    expect(await countRows(t, 'payment_webhook_event', 'object_id = $1', [customerId])).toBe(0);
    expect(await countRows(t, 'pay_event', 'object_id = $1 and processed_at is null', [customerId])).toBe(0);
    expect(await countRows(t, 'pay_event', 'object_id = $1', [customerId])).toBe(1);

    const { accountId } = await onboardingCleaner();
    await local().completeOnboarding(accountId, 'verified');
    // account.updated has one: it waits for the relay, which delivers it once.
    expect(
      await countRows(t, 'pay_event', "object_id = $1 and type = 'account.updated' and processed_at is null", [accountId]),
    ).toBe(1);
    await t.app.propre.payments.localEvents?.deliverPending();
    expect(await countRows(t, 'pay_event', 'object_id = $1 and processed_at is null', [accountId])).toBe(0);
    expect(await countRows(t, 'payment_webhook_event', "object_id = $1 and type = 'account.updated'", [accountId])).toBe(1);
  });

  it('marks an unsubscribed event still waiting (written by a process that did not know the types) undelivered', async () => {
    const objectId = `cus_left_${Date.now()}`;
    await query(
      t.app.propre.db.orm.em,
      `insert into pay_event (id, type, object_id, data, created, processed_at)
       values ($1, 'customer.updated', $2, $3, now(), null)`,
      [`evt_left_${objectId}`, objectId, JSON.stringify({ object: { id: objectId, object: 'customer' } })],
    );
    expect(await t.app.propre.payments.localEvents?.deliverPending()).toBe(0);
    expect(await countRows(t, 'pay_event', 'object_id = $1 and processed_at is not null', [objectId])).toBe(1);
    expect(await countRows(t, 'payment_webhook_event', 'object_id = $1', [objectId])).toBe(0);
  });
});

describe('the local relay when the receiver refuses an event of a round', () => {
  it('keeps nothing of the round, delivers the events before the refused one, and holds back the rest', async () => {
    const { accountId } = await onboardingCleaner();
    await t.app.propre.payments.localEvents?.deliverPending();
    const event = async (id: string, type: string, object: Record<string, unknown>) =>
      query(
        t.app.propre.db.orm.em,
        'insert into pay_event (id, type, object_id, account, data, created) values ($1, $2, $3, $4, $5, now())',
        [id, type, object.id, type === 'account.updated' ? accountId : null, JSON.stringify({ object })],
      );
    const account = accountEvent(accountId, {}).data.object;
    await event(`evt_before_${accountId}`, 'account.updated', account);
    // A dispute of a fraction of a cent: its handler throws (the ledger takes whole cents).
    await event(`evt_refused_${accountId}`, 'charge.dispute.created', {
      id: `dp_${accountId}`,
      amount: 1.5,
      status: 'needs_response',
    });
    await event(`evt_after_${accountId}`, 'account.updated', account);

    expect(await t.app.propre.payments.localEvents?.deliverPending()).toBe(1);
    const received = async () =>
      (
        await query<{ id: string }>(
          t.app.propre.db.orm.em,
          'select id from payment_webhook_event where object_id in ($1, $2) order by id',
          [accountId, `dp_${accountId}`],
        )
      ).map((row) => row.id);
    expect(await received()).toEqual([`evt_before_${accountId}`]);
    expect(
      await countRows(t, 'pay_event', 'id in ($1, $2) and processed_at is null', [
        `evt_refused_${accountId}`,
        `evt_after_${accountId}`,
      ]),
    ).toBe(2);

    // Once the refused event is out of the way, the next round delivers the one behind it.
    await query(t.app.propre.db.orm.em, 'update pay_event set processed_at = now() where id = $1', [`evt_refused_${accountId}`]);
    expect(await t.app.propre.payments.localEvents?.deliverPending()).toBe(1);
    expect(await received()).toEqual([`evt_after_${accountId}`, `evt_before_${accountId}`]);
  });
});

describe('Connect onboarding with the local provider', () => {
  it('creates one account, links back to /profile/stripe-connect/return and /refresh, and follows account.updated', async () => {
    const { cleaner, accountId, link } = await onboardingCleaner();
    const url = new URL(link.url);
    expect(url.searchParams.get('return_url')).toBe(`${t.config.publicUrl}/profile/stripe-connect/return`);
    expect(url.searchParams.get('refresh_url')).toBe(`${t.config.publicUrl}/profile/stripe-connect/refresh`);
    expect(link.account).toMatchObject({ status: 'incomplete', accountCreated: true, payoutsEnabled: false });
    // A second call (the refresh page) gives a new link to the same account.
    const again = await t.request({ method: 'POST', url: '/api/cleaners/me/payouts/connect', headers: bearer(cleaner) });
    expect(again.json().url).toContain(accountId);
    expect(await countRows(t, 'pay_account', 'user_id = $1', [cleaner.user.id])).toBe(1);

    const seen: string[] = [];
    for (const [outcome, expected] of [
      ['requirements_due', 'pendingRequirements'],
      ['pending_verification', 'pending'],
      ['restricted', 'restricted'],
      ['verified', 'active'],
      ['rejected', 'inactive'],
    ] as const) {
      await local().completeOnboarding(accountId, outcome);
      await t.app.propre.payments.localEvents?.deliverPending();
      seen.push((await status(cleaner)).status);
      expect((await status(cleaner)).status).toBe(expected);
    }
    expect(seen).toEqual(['pendingRequirements', 'pending', 'restricted', 'active', 'inactive']);
  });

  it('shows inactive before any account, and is for cleaners only', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    expect(await status(cleaner)).toEqual({
      status: 'inactive',
      accountCreated: false,
      payoutsEnabled: false,
      requirements: { currentlyDue: [], pastDue: [], disabledReason: null },
    });
    const client = await signUp(t, { role: 'client' });
    expect(
      (await t.request({ method: 'POST', url: '/api/cleaners/me/payouts/connect', headers: bearer(client) })).statusCode,
    ).toBe(403);
  });
});
