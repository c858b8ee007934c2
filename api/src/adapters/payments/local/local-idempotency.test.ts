import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-app.ts';
import { eventTypesOf, providerTestKit } from '../../../../test/payments.ts';
import { query } from '../../../db/sql.ts';
import type { ChargeInput } from '../payment-provider.ts';

const t = useTestApp();
const kit = providerTestKit(t);
const provider = () => t.app.propre.payments.provider;
const key = (what: string) => `bkg_${randomBytes(6).toString('hex')}:${what}`;

function charge(customerId: string, paymentMethodId: string, overrides: Partial<ChargeInput> = {}) {
  return {
    customerId,
    paymentMethodId,
    amountCents: 8_000,
    idempotencyKey: key('deposit'),
    description: 'Dépôt',
    metadata: {},
    ...overrides,
  };
}

async function allEventsOf(paymentIntentId: string): Promise<number> {
  return kit.count(
    `pay_event where object_id = $1 or object_id in (select latest_charge from pay_payment_intent where id = $2)
       or object_id in (select payment_method_id from pay_payment_intent where id = $3)`,
    [paymentIntentId, paymentIntentId, paymentIntentId],
  );
}

describe('local provider: idempotency keys', () => {
  it('a retry with the same key and amount returns the first result without charging again', async () => {
    const customerId = await kit.customer();
    const input = charge(customerId, 'pm_card_visa');
    const first = await provider().chargeAndSaveCard(input);
    if (first.status !== 'succeeded') throw new Error(first.status);
    const events = await allEventsOf(first.paymentIntentId);
    expect(events).toBe(4);

    const retry = await provider().chargeAndSaveCard({ ...input, description: 'Dépôt (nouvel essai)' });
    expect(retry).toEqual(first);
    expect(await kit.count('pay_payment_intent where idempotency_key = $1', [input.idempotencyKey])).toBe(1);
    expect(await kit.count('pay_payment_method where customer_id = $1', [customerId])).toBe(1);
    expect(await allEventsOf(first.paymentIntentId)).toBe(events);
  });

  it('a key the caller says is new is not looked up: charged once, a second use as new fails, a plain retry finds it', async () => {
    const customerId = await kit.customer();
    const input = charge(customerId, 'pm_card_visa', { newKey: true });
    const first = await provider().chargeAndSaveCard(input);
    expect(first).toMatchObject({ status: 'succeeded', amountCents: 8_000 });
    // The key's unique index refuses the second intent, and nothing of that attempt is kept.
    await expect(provider().chargeAndSaveCard(input)).rejects.toMatchObject({ code: '23505' });
    expect(await kit.count('pay_payment_intent where idempotency_key = $1', [input.idempotencyKey])).toBe(1);
    expect(await kit.count('pay_payment_method where customer_id = $1', [customerId])).toBe(1);
    expect(await provider().chargeAndSaveCard({ ...input, newKey: false })).toEqual(first);
  });

  it('a retry of a declined payment reports the same decline, without a second attempt', async () => {
    const customerId = await kit.customer();
    const input = charge(customerId, 'pm_card_insufficientFunds');
    const first = await provider().chargeAndSaveCard(input);
    expect(first).toMatchObject({ status: 'failed', code: 'insufficient_funds' });
    expect(await provider().chargeAndSaveCard(input)).toEqual(first);
    expect(await kit.count('pay_payment_intent where customer_id = $1', [customerId])).toBe(1);
    expect(
      await kit.count("pay_event where type = 'payment_intent.payment_failed' and data->'object'->>'customer' = $1", [
        customerId,
      ]),
    ).toBe(1);
  });

  it('refuses the same key with another amount, card or kind of charge, and leaves the first payment alone', async () => {
    const customerId = await kit.customer();
    const input = charge(customerId, 'pm_card_visa');
    const first = await provider().chargeAndSaveCard(input);
    if (first.status !== 'succeeded') throw new Error(first.status);
    const events = await allEventsOf(first.paymentIntentId);
    const reused = { code: 'idempotency_key_reused', status: 422 };
    await expect(provider().chargeAndSaveCard({ ...input, amountCents: 8_001 })).rejects.toMatchObject(reused);
    await expect(provider().chargeAndSaveCard({ ...input, paymentMethodId: 'pm_card_mastercard' })).rejects.toMatchObject(reused);
    await expect(provider().chargeOffSession({ ...input, paymentMethodId: first.paymentMethodId })).rejects.toMatchObject(reused);
    await expect(provider().chargeAndSaveCard({ ...input, customerId: await kit.customer() })).rejects.toMatchObject(reused);

    expect(await kit.count('pay_payment_intent where idempotency_key = $1', [input.idempotencyKey])).toBe(1);
    const [row] = await query<{ amount_cents: number }>(
      t.app.propre.db.orm.em.fork(),
      'select amount_cents from pay_payment_intent where id = $1',
      [first.paymentIntentId],
    );
    expect(row?.amount_cents).toBe(8_000);
    expect(await allEventsOf(first.paymentIntentId)).toBe(events);
  });

  it('two simultaneous requests with one key make one payment', async () => {
    const customerId = await kit.customer();
    const input = charge(customerId, 'pm_card_visa');
    const [a, b] = await Promise.all([provider().chargeAndSaveCard(input), provider().chargeAndSaveCard(input)]);
    expect(a.status).toBe('succeeded');
    expect(b).toEqual(a);
    expect(await kit.count('pay_payment_intent where idempotency_key = $1', [input.idempotencyKey])).toBe(1);
    expect(await kit.count('pay_payment_method where customer_id = $1', [customerId])).toBe(1);
  });
});

describe('local provider: in the caller’s transaction', () => {
  it('rolls the payment, its saved card, its customer and its events back with the caller', async () => {
    const orm = t.app.propre.db.orm;
    const user = kit.user();
    const idempotencyKey = key('deposit');
    let paymentIntentId = '';
    let customerId = '';
    await expect(
      orm.em.fork().transactional(async (tx) => {
        customerId = await provider().ensureCustomer(user);
        const result = await provider().chargeAndSaveCard(charge(customerId, 'pm_card_visa', { idempotencyKey }));
        if (result.status !== 'succeeded') throw new Error(result.status);
        paymentIntentId = result.paymentIntentId;
        // Inside the transaction the payment is there…
        const [row] = await query<{ n: string }>(tx, 'select count(*)::text as n from pay_event where object_id = $1', [
          paymentIntentId,
        ]);
        expect(row?.n).toBe('2');
        throw new Error('the booking could not be saved');
      }),
    ).rejects.toThrow('the booking could not be saved');

    // …and after the rollback nothing of it is left.
    expect(paymentIntentId).toMatch(/^pi_/);
    expect(await kit.count('pay_payment_intent where idempotency_key = $1', [idempotencyKey])).toBe(0);
    expect(await kit.count('pay_customer where user_id = $1', [user.id])).toBe(0);
    expect(await eventTypesOf(t, paymentIntentId)).toEqual([]);
    expect(await kit.count("pay_event where object_id = $1 or data->'object'->>'customer' = $2", [customerId, customerId])).toBe(
      0,
    );
  });

  it('commits the payment and its events with the caller', async () => {
    const orm = t.app.propre.db.orm;
    const customerId = await kit.customer();
    const idempotencyKey = key('deposit');
    const result = await orm.em
      .fork()
      .transactional(async () => provider().chargeAndSaveCard(charge(customerId, 'pm_card_visa', { idempotencyKey })));
    if (result.status !== 'succeeded') throw new Error(result.status);
    expect(await eventTypesOf(t, result.paymentIntentId)).toEqual(['payment_intent.created', 'payment_intent.succeeded']);
  });

  it('rolls a refund and its events back with the caller', async () => {
    const orm = t.app.propre.db.orm;
    const customerId = await kit.customer();
    const paid = await provider().chargeAndSaveCard(charge(customerId, 'pm_card_visa'));
    if (paid.status !== 'succeeded') throw new Error(paid.status);
    const idempotencyKey = key('refund');
    await expect(
      orm.em.fork().transactional(async () => {
        const refund = await provider().refund({
          paymentIntentId: paid.paymentIntentId,
          idempotencyKey,
          reason: 'requested_by_customer',
        });
        expect(refund.status).toBe('succeeded');
        throw new Error('the cancellation could not be saved');
      }),
    ).rejects.toThrow('the cancellation could not be saved');
    expect(await kit.count('pay_refund where payment_intent_id = $1', [paid.paymentIntentId])).toBe(0);
    expect(
      await kit.count("pay_event where type like 'refund.%' and data->'object'->>'payment_intent' = $1", [paid.paymentIntentId]),
    ).toBe(0);
    expect(
      await kit.count("pay_event where type = 'charge.refunded' and data->'object'->>'payment_intent' = $1", [
        paid.paymentIntentId,
      ]),
    ).toBe(0);
    // The payment can still be refunded in full afterwards.
    expect(
      await provider().refund({ paymentIntentId: paid.paymentIntentId, idempotencyKey, reason: 'requested_by_customer' }),
    ).toMatchObject({
      status: 'succeeded',
      amountCents: 8_000,
    });
  });
});
