import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-app.ts';
import { eventTypesOf, providerTestKit } from '../../../../test/payments.ts';
import { query } from '../../../db/sql.ts';

const t = useTestApp();
const kit = providerTestKit(t);
const provider = () => t.app.propre.payments.provider;
const key = (what: string) => `bkg_${randomBytes(6).toString('hex')}:${what}`;

/** A captured payment of `amountCents` made with `card`. */
async function payment(amountCents = 10_000, card = 'pm_card_visa'): Promise<string> {
  const result = await provider().chargeAndSaveCard({
    customerId: await kit.customer(),
    paymentMethodId: card,
    amountCents,
    idempotencyKey: key('deposit'),
    description: 'Dépôt',
    metadata: {},
  });
  if (result.status !== 'succeeded') throw new Error(result.status);
  return result.paymentIntentId;
}

const refund = (paymentIntentId: string, amountCents?: number, idempotencyKey = key('refund')) =>
  provider().refund({
    paymentIntentId,
    idempotencyKey,
    reason: 'requested_by_customer',
    ...(amountCents === undefined ? {} : { amountCents }),
  });

async function chargeOf(paymentIntentId: string): Promise<string> {
  const [row] = await query<{ latest_charge: string }>(
    t.app.propre.db.orm.em.fork(),
    'select latest_charge from pay_payment_intent where id = $1',
    [paymentIntentId],
  );
  return row?.latest_charge ?? '';
}

describe('local provider: refunds', () => {
  it('refunds part, then the rest, then refuses: the payment is fully refunded', async () => {
    const paymentIntentId = await payment();
    const part = await refund(paymentIntentId, 3_000);
    if (part.status !== 'succeeded') throw new Error(part.status);
    expect(part.refundId).toMatch(/^re_[0-9a-z]{26}$/);
    expect(part.amountCents).toBe(3_000);
    expect(await refund(paymentIntentId)).toMatchObject({ status: 'succeeded', amountCents: 7_000 });
    await expect(refund(paymentIntentId, 1)).rejects.toMatchObject({ code: 'charge_already_refunded', status: 409 });
    await expect(refund(paymentIntentId)).rejects.toMatchObject({ code: 'charge_already_refunded' });

    expect(await kit.count("pay_refund where payment_intent_id = $1 and status = 'succeeded'", [paymentIntentId])).toBe(2);
    expect(await eventTypesOf(t, part.refundId)).toEqual(['refund.created']);
    const [created] = await kit.events(part.refundId, 'refund.created');
    expect(created?.data.object).toMatchObject({
      id: part.refundId,
      object: 'refund',
      amount: 3_000,
      currency: 'cad',
      payment_intent: paymentIntentId,
      status: 'succeeded',
      reason: 'requested_by_customer',
    });
    const charge = await chargeOf(paymentIntentId);
    const chargeEvents = await kit.events(charge);
    expect(chargeEvents.map((e) => [e.type, e.data.object.amount_refunded, e.data.object.refunded])).toEqual([
      ['charge.succeeded', 0, false],
      ['charge.refunded', 3_000, false],
      ['charge.refunded', 10_000, true],
    ]);
  });

  it('never refunds more than was captured minus earlier refunds', async () => {
    const paymentIntentId = await payment();
    await expect(refund(paymentIntentId, 10_001)).rejects.toMatchObject({ code: 'refund_amount_too_large', status: 422 });
    expect(await refund(paymentIntentId, 6_000)).toMatchObject({ status: 'succeeded', amountCents: 6_000 });
    const tooMuch = refund(paymentIntentId, 5_000);
    await expect(tooMuch).rejects.toMatchObject({ code: 'refund_amount_too_large' });
    await expect(tooMuch).rejects.toThrow('A refund of 5000 ¢ was asked for; 4000 ¢ of this payment are left to refund.');
    expect(await refund(paymentIntentId, 4_000)).toMatchObject({ status: 'succeeded', amountCents: 4_000 });
    expect(await kit.count('pay_refund where payment_intent_id = $1', [paymentIntentId])).toBe(2);
  });

  it('two simultaneous refunds cannot together exceed the payment', async () => {
    const paymentIntentId = await payment();
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => refund(paymentIntentId, 3_000)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(refused).toEqual([
      expect.objectContaining({ code: 'refund_amount_too_large' }),
      expect.objectContaining({ code: 'refund_amount_too_large' }),
    ]);
  });

  it('a retry with the same key returns the same refund; another amount under that key is refused', async () => {
    const paymentIntentId = await payment();
    const idempotencyKey = key('refund');
    const first = await refund(paymentIntentId, undefined, idempotencyKey);
    expect(first).toMatchObject({ status: 'succeeded', amountCents: 10_000 });
    // The payment is fully refunded now, and yet the retry answers as the first time.
    expect(await refund(paymentIntentId, undefined, idempotencyKey)).toEqual(first);
    await expect(refund(paymentIntentId, 2_000, idempotencyKey)).rejects.toMatchObject({
      code: 'idempotency_key_reused',
      status: 422,
    });
    expect(await kit.count('pay_refund where payment_intent_id = $1', [paymentIntentId])).toBe(1);
    expect((await kit.events(await chargeOf(paymentIntentId), 'charge.refunded')).length).toBe(1);
  });

  it('refuses to refund a payment that was not captured', async () => {
    const declined = await provider().chargeAndSaveCard({
      customerId: await kit.customer(),
      paymentMethodId: 'pm_card_chargeDeclined',
      amountCents: 5_000,
      idempotencyKey: key('deposit'),
      description: 'Dépôt',
      metadata: {},
    });
    if (declined.status !== 'failed' || !declined.paymentIntentId) throw new Error(declined.status);
    await expect(refund(declined.paymentIntentId)).rejects.toMatchObject({ code: 'payment_not_refundable', status: 409 });
    await expect(refund('pi_missing')).rejects.toThrow('No such payment intent: pi_missing');
  });

  it('a refund the card cannot take fails, gives nothing back and leaves the amount refundable', async () => {
    const paymentIntentId = await payment(10_000, 'pm_card_refundFail');
    const failed = await refund(paymentIntentId);
    expect(failed).toEqual({
      status: 'failed',
      code: 'expired_or_canceled_card',
      message: 'The refund failed (expired_or_canceled_card).',
    });
    const [row] = await query<{ id: string; status: string; amount_cents: number }>(
      t.app.propre.db.orm.em.fork(),
      'select id, status, amount_cents from pay_refund where payment_intent_id = $1',
      [paymentIntentId],
    );
    expect(row).toMatchObject({ status: 'failed', amount_cents: 10_000 });
    expect(await eventTypesOf(t, row?.id ?? '')).toEqual(['refund.created', 'refund.failed']);
    expect((await kit.events(await chargeOf(paymentIntentId), 'charge.refunded')).length).toBe(0);
    // Not "too large": the failed refund moved no money.
    expect(await refund(paymentIntentId, 10_000)).toMatchObject({ status: 'failed', code: 'expired_or_canceled_card' });
  });

  it('checks the request', async () => {
    const paymentIntentId = await payment();
    await expect(refund(paymentIntentId, 0)).rejects.toThrow('amountCents must be a whole number of cents, at least 1');
    await expect(refund(paymentIntentId, 1.5)).rejects.toThrow(RangeError);
    await expect(
      provider().refund({ paymentIntentId, idempotencyKey: key('refund'), reason: 'changed_my_mind' as 'duplicate' }),
    ).rejects.toThrow('Unknown refund reason changed_my_mind');
    await expect(refund(paymentIntentId, 100, '')).rejects.toThrow('idempotencyKey must be 1 to 255 characters');
    expect(await kit.count('pay_refund where payment_intent_id = $1', [paymentIntentId])).toBe(0);
  });
});
