import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-app.ts';
import { eventTypesOf, paymentRows, providerTestKit } from '../../../../test/payments.ts';
import type { ChargeInput, PaymentResult } from '../payment-provider.ts';
import { isLocalPaymentProvider, type LocalPaymentProvider } from './local-provider.ts';

const t = useTestApp();
const kit = providerTestKit(t);

function provider(): LocalPaymentProvider {
  const p = t.app.propre.payments.provider;
  if (!isLocalPaymentProvider(p)) throw new Error('The tests run on the local provider');
  return p;
}

const key = (what: string) => `bkg_${randomBytes(6).toString('hex')}:${what}`;

function charge(customerId: string, paymentMethodId: string, overrides: Partial<ChargeInput> = {}) {
  return {
    customerId,
    paymentMethodId,
    amountCents: 12_345,
    idempotencyKey: key('deposit'),
    description: 'Dépôt — ménage du 2026-12-01',
    metadata: { bookingId: 'bkg_test' },
    ...overrides,
  };
}

function succeeded(result: PaymentResult) {
  if (result.status !== 'succeeded') throw new Error(`expected a succeeded payment, got ${JSON.stringify(result)}`);
  return result;
}

describe('local provider: customers', () => {
  it('creates one customer per user and keeps its email and name current', async () => {
    const user = kit.user();
    const first = await provider().ensureCustomer(user);
    const again = await provider().ensureCustomer(user);
    expect(first).toMatch(/^cus_[0-9a-z]{26}$/);
    expect(again).toBe(first);
    expect(await kit.count('pay_customer where user_id = $1', [user.id])).toBe(1);
    expect(await eventTypesOf(t, first)).toEqual(['customer.created']);

    expect(await provider().ensureCustomer({ ...user, email: 'nouveau@example.ca' })).toBe(first);
    expect(await eventTypesOf(t, first)).toEqual(['customer.created', 'customer.updated']);
    const [event] = await kit.events(first, 'customer.updated');
    expect(event?.data.object).toMatchObject({
      id: first,
      object: 'customer',
      email: 'nouveau@example.ca',
      metadata: { user_id: user.id },
    });
  });
});

describe('local provider: test cards on session (the client is present, the card is saved)', () => {
  it.each([
    ['pm_card_visa', 'visa', '4242'],
    ['pm_card_mastercard', 'mastercard', '4444'],
    ['pm_card_authenticationRequired', 'visa', '3184'],
    ['pm_card_chargeCustomerFail', 'visa', '0341'],
  ])('%s: charges and saves a new card for the customer', async (token, brand, last4) => {
    const customerId = await kit.customer();
    const input = charge(customerId, token);
    const result = succeeded(await provider().chargeAndSaveCard(input));
    expect(result.amountCents).toBe(12_345);
    expect(result.paymentIntentId).toMatch(/^pi_[0-9a-z]{26}$/);
    expect(result.paymentMethodId).toMatch(/^pm_[0-9a-z]{26}$/);

    const { intent, method } = await paymentRows(t, result.paymentIntentId);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_cents: 12_345,
      currency: 'cad',
      customer_id: customerId,
      setup_future_usage: 'off_session',
      off_session: false,
      idempotency_key: input.idempotencyKey,
      metadata: { bookingId: 'bkg_test' },
    });
    expect(intent.latest_charge).toMatch(/^ch_/);
    expect(method).toMatchObject({ id: result.paymentMethodId, customer_id: customerId, brand, last4, test_card: token });
    expect(await eventTypesOf(t, result.paymentIntentId)).toEqual(['payment_intent.created', 'payment_intent.succeeded']);
    expect(await eventTypesOf(t, String(intent.latest_charge))).toEqual(['charge.succeeded']);
    expect(await eventTypesOf(t, result.paymentMethodId)).toEqual(['payment_method.attached']);
    const [event] = await kit.events(result.paymentIntentId, 'payment_intent.succeeded');
    expect(event?.data.object).toMatchObject({
      id: result.paymentIntentId,
      object: 'payment_intent',
      amount: 12_345,
      amount_received: 12_345,
      currency: 'cad',
      customer: customerId,
      payment_method: result.paymentMethodId,
      setup_future_usage: 'off_session',
      status: 'succeeded',
      last_payment_error: null,
    });
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['pm_card_insufficientFunds', 'insufficient_funds', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('%s: fails with %s and saves nothing', async (token, code, declineCode, message) => {
    const customerId = await kit.customer();
    const result = await provider().chargeAndSaveCard(charge(customerId, token));
    expect(result).toMatchObject({ status: 'failed', code, message });
    if (result.status !== 'failed' || !result.paymentIntentId) throw new Error('a declined payment keeps its intent');
    const { intent, method } = await paymentRows(t, result.paymentIntentId);
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error_code: 'card_declined',
      last_payment_error_decline_code: declineCode,
      last_payment_error_message: message,
      latest_charge: null,
    });
    expect(method?.customer_id).toBeNull();
    expect(await kit.count('pay_payment_method where customer_id = $1', [customerId])).toBe(0);
    expect(await eventTypesOf(t, result.paymentIntentId)).toEqual(['payment_intent.created', 'payment_intent.payment_failed']);
    const [event] = await kit.events(result.paymentIntentId, 'payment_intent.payment_failed');
    expect(event?.data.object).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: declineCode, message },
    });
  });

  it('reuses a card the customer saved earlier, without saving it twice', async () => {
    const customerId = await kit.customer();
    const first = succeeded(await provider().chargeAndSaveCard(charge(customerId, 'pm_card_visa')));
    const second = succeeded(await provider().chargeAndSaveCard(charge(customerId, first.paymentMethodId)));
    expect(second.paymentMethodId).toBe(first.paymentMethodId);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(await kit.count('pay_payment_method where customer_id = $1', [customerId])).toBe(1);
    expect(await eventTypesOf(t, first.paymentMethodId)).toEqual(['payment_method.attached']);
  });

  it('treats an unknown card, or another customer’s saved card, as missing and charges nothing', async () => {
    const owner = await kit.customer();
    const saved = succeeded(await provider().chargeAndSaveCard(charge(owner, 'pm_card_visa')));
    const stranger = await kit.customer();
    for (const paymentMethodId of ['pm_card_madeUp', saved.paymentMethodId, 'tok_visa']) {
      const input = charge(stranger, paymentMethodId);
      expect(await provider().chargeAndSaveCard(input)).toEqual({
        status: 'failed',
        paymentIntentId: null,
        code: 'resource_missing',
        message: `No such PaymentMethod: '${paymentMethodId}'`,
      });
      expect(await provider().chargeOffSession(input)).toMatchObject({
        status: 'failed',
        paymentIntentId: null,
        code: 'resource_missing',
      });
    }
    expect(await kit.count('pay_payment_intent where customer_id = $1', [stranger])).toBe(0);
  });
});

describe('local provider: test cards off session (the balance, the client is away)', () => {
  it('charges a saved card without saving anything new', async () => {
    const customerId = await kit.customer();
    const deposit = succeeded(await provider().chargeAndSaveCard(charge(customerId, 'pm_card_visa')));
    const balance = succeeded(
      await provider().chargeOffSession(
        charge(customerId, deposit.paymentMethodId, { idempotencyKey: key('balance'), amountCents: 12_344 }),
      ),
    );
    expect(balance).toMatchObject({ paymentMethodId: deposit.paymentMethodId, amountCents: 12_344 });
    const { intent } = await paymentRows(t, balance.paymentIntentId);
    expect(intent).toMatchObject({ status: 'succeeded', off_session: true, setup_future_usage: null });
    expect(await kit.count('pay_payment_method where customer_id = $1', [customerId])).toBe(1);
  });

  it.each([
    ['pm_card_visa', { status: 'succeeded' }],
    ['pm_card_mastercard', { status: 'succeeded' }],
    ['pm_card_chargeDeclined', { status: 'failed', code: 'card_declined' }],
    ['pm_card_insufficientFunds', { status: 'failed', code: 'insufficient_funds' }],
    ['pm_card_chargeDeclinedExpiredCard', { status: 'failed', code: 'expired_card' }],
    ['pm_card_chargeDeclinedIncorrectCvc', { status: 'failed', code: 'incorrect_cvc' }],
    ['pm_card_chargeDeclinedProcessingError', { status: 'failed', code: 'processing_error' }],
    ['pm_card_authenticationRequired', { status: 'requires_action' }],
    ['pm_card_chargeCustomerFail', { status: 'failed', code: 'card_declined' }],
  ])('%s used directly (test mode) → %o', async (token, expected) => {
    const customerId = await kit.customer();
    const result = await provider().chargeOffSession(charge(customerId, token));
    expect(result).toMatchObject(expected);
    expect(await kit.count('pay_payment_method where customer_id = $1', [customerId])).toBe(0);
  });

  it('a saved card that needs authentication waits for the client on the pay-now page', async () => {
    const customerId = await kit.customer();
    const deposit = succeeded(await provider().chargeAndSaveCard(charge(customerId, 'pm_card_authenticationRequired')));
    const input = charge(customerId, deposit.paymentMethodId, { idempotencyKey: key('balance') });
    const result = await provider().chargeOffSession(input);
    if (result.status !== 'requires_action') throw new Error(`expected requires_action, got ${result.status}`);
    expect(result.nextActionUrl).toBe(`${t.config.publicUrl}/pay/${result.paymentIntentId}`);
    expect(await eventTypesOf(t, result.paymentIntentId)).toEqual(['payment_intent.created', 'payment_intent.requires_action']);
    const [event] = await kit.events(result.paymentIntentId, 'payment_intent.requires_action');
    expect(event?.data.object).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url', redirect_to_url: { url: result.nextActionUrl } },
    });

    // The client authenticates on the pay-now page; a retry of the balance then sees the payment.
    const paid = succeeded(await provider().completeAuthentication(result.paymentIntentId, 'succeeded'));
    expect(paid).toEqual({
      status: 'succeeded',
      paymentIntentId: result.paymentIntentId,
      paymentMethodId: deposit.paymentMethodId,
      amountCents: 12_345,
    });
    expect(await provider().chargeOffSession(input)).toEqual(paid);
    expect(await provider().completeAuthentication(result.paymentIntentId, 'failed')).toEqual(paid);
    expect(await eventTypesOf(t, result.paymentIntentId)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.succeeded',
    ]);
    expect(await provider().paymentIntentObject(result.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      next_action: null,
    });
  });

  it('a client who fails the bank’s challenge leaves the payment failed', async () => {
    const customerId = await kit.customer();
    const result = await provider().chargeOffSession(charge(customerId, 'pm_card_authenticationRequired'));
    if (result.status !== 'requires_action') throw new Error(`expected requires_action, got ${result.status}`);
    expect(await provider().completeAuthentication(result.paymentIntentId, 'failed')).toMatchObject({
      status: 'failed',
      paymentIntentId: result.paymentIntentId,
      code: 'payment_intent_authentication_failure',
    });
    expect(await eventTypesOf(t, result.paymentIntentId)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.payment_failed',
    ]);
  });

  it('a card saved from pm_card_chargeCustomerFail pays the deposit but declines the balance', async () => {
    const customerId = await kit.customer();
    const deposit = succeeded(await provider().chargeAndSaveCard(charge(customerId, 'pm_card_chargeCustomerFail')));
    const balance = await provider().chargeOffSession(
      charge(customerId, deposit.paymentMethodId, { idempotencyKey: key('balance') }),
    );
    expect(balance).toMatchObject({ status: 'failed', code: 'card_declined', message: 'Your card was declined.' });
  });
});

describe('local provider: checks on the request', () => {
  it.each([
    [{ amountCents: 49 }, /from 50/],
    [{ amountCents: 100.5 }, /whole number/],
    [{ amountCents: 100_000_000 }, /99999999/],
    [{ idempotencyKey: '' }, /idempotencyKey/],
    [{ metadata: { ['k'.repeat(41)]: 'v' } }, /metadata keys/],
  ])('refuses %o', async (overrides, message) => {
    const customerId = await kit.customer();
    await expect(provider().chargeAndSaveCard(charge(customerId, 'pm_card_visa', overrides))).rejects.toThrow(message);
    await expect(provider().chargeOffSession(charge(customerId, 'pm_card_visa', overrides))).rejects.toThrow(message);
    expect(await kit.count('pay_payment_intent where customer_id = $1', [customerId])).toBe(0);
  });

  it('refuses an unknown customer', async () => {
    await expect(provider().chargeAndSaveCard(charge('cus_missing', 'pm_card_visa'))).rejects.toThrow(
      'No such customer: cus_missing',
    );
  });
});
