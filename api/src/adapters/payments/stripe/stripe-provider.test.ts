import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stripeErrors } from '../../../../test/fake-stripe.ts';
import { useStripeTestApp } from '../../../../test/stripe-app.ts';
import { AppError } from '../../../plugins/errors/app-error.ts';
import type { PaymentProvider, PaymentResult } from '../payment-provider.ts';

const ctx = useStripeTestApp();
const { t } = ctx;
const provider = (): PaymentProvider => t.app.propre.payments.provider;
const user = () => {
  const suffix = randomBytes(4).toString('hex');
  return { id: `usr_stripe${suffix}`, email: `client.${suffix}@example.ca`, name: 'Client Stripe' };
};
const key = (what: string) => `bkg_${randomBytes(6).toString('hex')}:${what}`;

function succeeded(result: PaymentResult) {
  if (result.status !== 'succeeded') throw new Error(`expected succeeded, got ${JSON.stringify(result)}`);
  return result;
}

async function deposit(paymentMethodId = 'pm_card_visa', amountCents = 10_000) {
  const customerId = await provider().ensureCustomer(user());
  const idempotencyKey = key('deposit');
  const result = await provider().chargeAndSaveCard({
    customerId,
    paymentMethodId,
    amountCents,
    idempotencyKey,
    description: 'dépôt',
    metadata: { bookingId: idempotencyKey.split(':')[0] as string, kind: 'deposit' },
  });
  return { customerId, idempotencyKey, result };
}

describe('Stripe adapter, through the real stripe client against a local Stripe', () => {
  it('is the provider when STRIPE_SECRET_KEY is set, and authenticates with it', async () => {
    expect(provider().kind).toBe('stripe');
    await provider().ensureCustomer(user());
    expect(ctx.stripe.requests.at(-1)?.authorization).toBe(`Bearer ${ctx.stripe.secretKey}`);
  });

  it('makes one customer per user, remembered after Stripe forgets the key', async () => {
    const someone = user();
    const first = await provider().ensureCustomer(someone);
    const before = ctx.stripe.requestsTo('POST /v1/customers').length;
    expect(await provider().ensureCustomer(someone)).toBe(first);
    expect(ctx.stripe.requestsTo('POST /v1/customers')).toHaveLength(before);
    const sent = ctx.stripe.requestsTo('POST /v1/customers').at(-1);
    expect(sent).toMatchObject({
      idempotencyKey: `customer:${someone.id}`,
      params: { email: someone.email, metadata: { userId: someone.id } },
    });
  });

  it('charges the deposit on session, saving the card for off-session use, under the operation’s key', async () => {
    const { customerId, idempotencyKey, result } = await deposit();
    const paid = succeeded(result);
    expect(paid.paymentMethodId).toMatch(/^pm_/);
    const sent = ctx.stripe.requestsTo('POST /v1/payment_intents').at(-1);
    expect(sent).toMatchObject({
      idempotencyKey,
      params: {
        amount: '10000',
        currency: 'cad',
        customer: customerId,
        payment_method: 'pm_card_visa',
        confirm: 'true',
        setup_future_usage: 'off_session',
        metadata: { kind: 'deposit' },
      },
    });
    expect(sent?.params.off_session).toBeUndefined();
  });

  it('charges the balance off session with the saved card', async () => {
    const { customerId, result } = await deposit();
    const saved = succeeded(result).paymentMethodId;
    const balanceKey = key('balance');
    const balance = succeeded(
      await provider().chargeOffSession({
        customerId,
        paymentMethodId: saved,
        amountCents: 10_000,
        idempotencyKey: balanceKey,
        description: 'solde',
        metadata: { kind: 'balance' },
      }),
    );
    expect(balance.amountCents).toBe(10_000);
    expect(ctx.stripe.requestsTo('POST /v1/payment_intents').at(-1)).toMatchObject({
      idempotencyKey: balanceKey,
      params: { off_session: 'true', payment_method: saved, confirm: 'true' },
    });
  });

  it('reports a declined card as a failed result with the bank’s reason', async () => {
    const declined = (await deposit('pm_card_chargeDeclined')).result;
    expect(declined).toMatchObject({ status: 'failed', code: 'card_declined', paymentIntentId: expect.stringMatching(/^pi_/) });
    expect((await deposit('pm_card_insufficientFunds')).result).toMatchObject({ status: 'failed', code: 'insufficient_funds' });
    expect((await deposit('pm_card_chargeDeclinedExpiredCard')).result).toMatchObject({ status: 'failed', code: 'expired_card' });
    expect((await deposit('pm_card_chargeDeclinedIncorrectCvc')).result).toMatchObject({
      status: 'failed',
      code: 'incorrect_cvc',
    });
    expect((await deposit('pm_card_chargeDeclinedProcessingError')).result).toMatchObject({
      status: 'failed',
      code: 'processing_error',
    });
    expect((await deposit('pm_card_doesNotExist')).result).toMatchObject({
      status: 'failed',
      code: 'resource_missing',
      paymentIntentId: null,
    });
  });

  it('turns authentication_required off session into requires_action, for the pay-now page to confirm with the client secret', async () => {
    const { customerId, result } = await deposit('pm_card_authenticationRequired');
    const saved = succeeded(result).paymentMethodId;
    const balance = await provider().chargeOffSession({
      customerId,
      paymentMethodId: saved,
      amountCents: 10_000,
      idempotencyKey: key('balance'),
      description: 'solde',
      metadata: {},
    });
    if (balance.status !== 'requires_action') throw new Error(JSON.stringify(balance));
    // Stripe gives no page of its own for this: Stripe.js confirms the intent on ours.
    expect(balance.nextActionUrl).toBeNull();
    const intent = await provider().retrievePaymentIntent(balance.paymentIntentId);
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      nextActionUrl: null,
      clientSecret: ctx.stripe.object<{ client_secret: string }>(balance.paymentIntentId)?.client_secret,
    });
  });

  it('retries a rate-limited call with the same idempotency key, then answers 503 when Stripe keeps refusing', async () => {
    ctx.stripe.failNext('POST /v1/payment_intents', stripeErrors.rateLimited);
    const { idempotencyKey, result } = await deposit();
    succeeded(result);
    const attempts = ctx.stripe.requestsTo('POST /v1/payment_intents').filter((r) => r.idempotencyKey === idempotencyKey);
    expect(attempts).toHaveLength(2);

    ctx.stripe.failNext('POST /v1/payment_intents', stripeErrors.rateLimited, 3);
    const error = await deposit().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'payment_provider_unavailable', status: 503 });
  });

  it('replays the same key with the same request, and refuses it with another (422)', async () => {
    const { customerId, idempotencyKey, result } = await deposit();
    const again = await provider().chargeAndSaveCard({
      customerId,
      paymentMethodId: 'pm_card_visa',
      amountCents: 10_000,
      idempotencyKey,
      description: 'dépôt',
      metadata: { bookingId: idempotencyKey.split(':')[0] as string, kind: 'deposit' },
    });
    expect(again).toEqual(result);
    expect(
      ctx.stripe.events.filter(
        (e) => e.type === 'payment_intent.succeeded' && e.data.object.id === succeeded(result).paymentIntentId,
      ),
    ).toHaveLength(1);
    const other = await provider()
      .chargeAndSaveCard({
        customerId,
        paymentMethodId: 'pm_card_visa',
        amountCents: 20_000,
        idempotencyKey,
        description: 'x',
        metadata: {},
      })
      .catch((e: unknown) => e);
    expect(other).toMatchObject({ code: 'idempotency_key_reused', status: 422 });
  });

  it('refunds in part, then the rest, and refuses more than is left', async () => {
    const paid = succeeded((await deposit()).result);
    const part = await provider().refund({
      paymentIntentId: paid.paymentIntentId,
      amountCents: 5_000,
      idempotencyKey: key('refund'),
      reason: 'requested_by_customer',
    });
    expect(part).toMatchObject({ status: 'succeeded', amountCents: 5_000 });
    const tooMuch = await provider()
      .refund({
        paymentIntentId: paid.paymentIntentId,
        amountCents: 6_000,
        idempotencyKey: key('refund2'),
        reason: 'requested_by_customer',
      })
      .catch((e: unknown) => e);
    expect(tooMuch).toMatchObject({ code: 'refund_amount_too_large' });
    const rest = await provider().refund({
      paymentIntentId: paid.paymentIntentId,
      idempotencyKey: key('refund3'),
      reason: 'requested_by_customer',
    });
    expect(rest).toMatchObject({ status: 'succeeded', amountCents: 5_000 });
    expect(ctx.stripe.requestsTo('POST /v1/refunds').at(-1)?.params).toEqual({
      payment_intent: paid.paymentIntentId,
      reason: 'requested_by_customer',
    });
    expect(await provider().retrievePaymentIntent(paid.paymentIntentId)).toMatchObject({ amountRefundedCents: 10_000 });
    const listed = await provider().listPaymentIntents(new Date(Date.now() - 60_000));
    expect(listed.find((i) => i.id === paid.paymentIntentId)).toMatchObject({ status: 'succeeded', amountRefundedCents: 10_000 });
  });

  it('creates Express connected accounts with manual payouts, onboarding links, transfers and payouts on the account', async () => {
    const cleaner = user();
    const account = await provider().createConnectedAccount({
      userId: cleaner.id,
      email: cleaner.email,
      idempotencyKey: `connect:${cleaner.id}`,
    });
    expect(account).toMatchObject({ id: expect.stringMatching(/^acct_/), payoutsEnabled: false, detailsSubmitted: false });
    expect(ctx.stripe.requestsTo('POST /v1/accounts').at(-1)?.params).toMatchObject({
      type: 'express',
      country: 'CA',
      email: cleaner.email,
      capabilities: { transfers: { requested: 'true' } },
      settings: { payouts: { schedule: { interval: 'manual' } } },
    });
    const link = await provider().createAccountLink({
      accountId: account.id,
      refreshUrl: 'https://propre.test/profile/stripe-connect/refresh',
      returnUrl: 'https://propre.test/profile/stripe-connect/return',
    });
    expect(link.url).toMatch(/^https:\/\//);
    expect(ctx.stripe.requestsTo('POST /v1/account_links').at(-1)?.params).toEqual({
      account: account.id,
      refresh_url: 'https://propre.test/profile/stripe-connect/refresh',
      return_url: 'https://propre.test/profile/stripe-connect/return',
      type: 'account_onboarding',
    });

    // Not onboarded yet: Stripe refuses the transfer.
    const refused = await provider().transfer({
      accountId: account.id,
      amountCents: 5_000,
      idempotencyKey: key('transfer'),
      description: 'x',
      metadata: {},
    });
    expect(refused).toMatchObject({ status: 'failed', code: 'account_invalid' });

    ctx.stripe.update(account.id, { payouts_enabled: true, charges_enabled: true, details_submitted: true }, 'account.updated');
    expect(await provider().retrieveAccount(account.id)).toMatchObject({ payoutsEnabled: true });
    const transferKey = key('transfer');
    expect(
      await provider().transfer({
        accountId: account.id,
        amountCents: 5_000,
        idempotencyKey: transferKey,
        description: 'semaine',
        metadata: { payoutId: 'pyt_1' },
      }),
    ).toMatchObject({
      status: 'succeeded',
      transferId: expect.stringMatching(/^tr_/),
    });
    expect(ctx.stripe.requestsTo('POST /v1/transfers').at(-1)).toMatchObject({
      idempotencyKey: transferKey,
      params: { destination: account.id, amount: '5000', currency: 'cad' },
    });
    const payoutKey = `payout:${account.id}:2026-W47`;
    const payout = await provider().payout({
      accountId: account.id,
      amountCents: 4_500,
      method: 'instant',
      idempotencyKey: payoutKey,
      metadata: {},
    });
    expect(payout).toMatchObject({ status: 'pending', payoutId: expect.stringMatching(/^po_/) });
    expect(ctx.stripe.requestsTo('POST /v1/payouts').at(-1)).toMatchObject({
      idempotencyKey: payoutKey,
      stripeAccount: account.id,
      params: { amount: '4500', method: 'instant' },
    });
  });
});
