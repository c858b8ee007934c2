import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PaymentResult, RefundResult } from '../../adapters/payments/payment-provider.ts';
import {
  type PaymentStatus,
  paymentStatuses,
  paymentSteps,
  paymentSummaryOf,
  pendingStatusOf,
  statusAfterCharge,
  statusAfterRefund,
  stepOfIntentStatus,
} from './payment-status.ts';

const succeeded: PaymentResult = { status: 'succeeded', paymentIntentId: 'pi_1', paymentMethodId: 'pm_1', amountCents: 5_000 };
const requiresAction: PaymentResult = {
  status: 'requires_action',
  paymentIntentId: 'pi_1',
  nextActionUrl: 'https://propre.ca/pay/pi_1',
};
const declined: PaymentResult = {
  status: 'failed',
  paymentIntentId: 'pi_1',
  code: 'card_declined',
  message: 'Your card was declined.',
};
const refunded: RefundResult = { status: 'succeeded', refundId: 're_1', amountCents: 5_000 };
const refundFailed: RefundResult = { status: 'failed', code: 'expired_or_canceled_card', message: 'The refund failed.' };

/** The values of `enum: [...]` in one of the contract's schema files. */
function contractEnum(file: string): string[] {
  const text = readFileSync(new URL(`../../../../openapi/components/schemas/${file}`, import.meta.url), 'utf8');
  const list = /^enum:\n((?: {2}- .+\n)+)/m.exec(text)?.[1];
  if (!list) throw new Error(`No enum in ${file}`);
  return list
    .trim()
    .split('\n')
    .map((line) => line.replace(/^\s*- /, '').trim());
}

describe('payment statuses', () => {
  it('are the spec’s thirteen values, the same in the contract', () => {
    expect(paymentStatuses).toHaveLength(13);
    expect(contractEnum('PaymentStatus.yaml')).toEqual([...paymentStatuses]);
    expect(contractEnum('PaymentStep.yaml')).toEqual([...paymentSteps]);
  });

  it('have one definition in the contract, whose words are what the refunds set (issue 21, finding 9)', () => {
    const schema = (file: string) =>
      readFileSync(new URL(`../../../../openapi/components/schemas/${file}`, import.meta.url), 'utf8');
    // The booking's status said a full refund is `final_refunded` and a kept fee
    // `final_partially_refunded` while PaymentStatus (and the code) said `refunded` and
    // `partially_paid`: the booking's is now PaymentStatus itself.
    expect(schema('BookingPaymentStatus.yaml')).not.toMatch(/^enum:/m);
    expect(schema('BookingPaymentStatus.yaml')).toMatch(/^\$ref: PaymentStatus\.yaml$/m);
    const words = schema('PaymentStatus.yaml').replace(/\s+/g, ' ');
    const depositOnly = { balanceCaptured: false, capturedCents: 5_000 };
    const afterBalance = { balanceCaptured: true, capturedCents: 10_000 };
    expect(statusAfterRefund('initial_completed', refunded, { ...depositOnly, refundedCents: 5_000 })).toBe('final_refunded');
    expect(statusAfterRefund('final_completed', refunded, { ...afterBalance, refundedCents: 10_000 })).toBe('final_refunded');
    expect(words).toContain('`final_refunded` (everything captured given back: the deposit of a booking declined');
    expect(statusAfterRefund('initial_completed', refunded, { ...depositOnly, refundedCents: 3_000 })).toBe(
      'final_partially_refunded',
    );
    expect(statusAfterRefund('final_completed', refunded, { ...afterBalance, refundedCents: 5_000 })).toBe(
      'final_partially_refunded',
    );
    expect(words).toContain(
      '`final_partially_refunded` (part given back, part kept, such as the 50 $ fee of a late cancellation',
    );
    expect(words).toContain(
      '`refunded` describe a payment taken in one go, which bookings do not use: accepted and shown, never set',
    );
  });

  it.each([
    ['deposit', succeeded, 'initial_completed'],
    ['deposit', requiresAction, 'initial_pending'],
    ['deposit', declined, 'initial_failed'],
    ['balance', succeeded, 'final_completed'],
    ['balance', requiresAction, 'final_pending'],
    ['balance', declined, 'final_failed'],
  ] as const)('%s answered %o → %s', (phase, result, expected) => {
    expect(statusAfterCharge(phase, result)).toBe(expected);
  });

  it('is pending while the provider has not answered', () => {
    expect(pendingStatusOf('deposit')).toBe('initial_pending');
    expect(pendingStatusOf('balance')).toBe('final_pending');
  });

  it.each([
    [{ balanceCaptured: false, capturedCents: 5_000, refundedCents: 5_000 }, 'final_refunded'],
    [{ balanceCaptured: false, capturedCents: 5_000, refundedCents: 1 }, 'final_partially_refunded'],
    [{ balanceCaptured: false, capturedCents: 5_000, refundedCents: 4_999 }, 'final_partially_refunded'],
    [{ balanceCaptured: true, capturedCents: 10_000, refundedCents: 10_000 }, 'final_refunded'],
    [{ balanceCaptured: true, capturedCents: 10_000, refundedCents: 2_000 }, 'final_partially_refunded'],
  ] as const)('after a refund with %o → %s', (state, expected) => {
    expect(statusAfterRefund('initial_completed', refunded, state)).toBe(expected);
  });

  it('stays where it was when a refund fails', () => {
    const state = { balanceCaptured: true, capturedCents: 10_000, refundedCents: 10_000 };
    expect(statusAfterRefund('final_completed', refundFailed, state)).toBe('final_completed');
  });

  it('reads every value as what the client has paid', () => {
    const summaries = Object.fromEntries(paymentStatuses.map((status: PaymentStatus) => [status, paymentSummaryOf(status)]));
    expect(summaries).toEqual({
      initial_pending: 'nothing',
      initial_failed: 'nothing',
      initial_completed: 'deposit',
      final_pending: 'deposit',
      final_failed: 'deposit',
      final_completed: 'everything',
      final_refunded: 'refunded',
      final_partially_refunded: 'part_kept',
      fully_paid: 'everything',
      partially_paid: 'part_kept',
      completed: 'everything',
      failed: 'nothing',
      refunded: 'refunded',
    });
  });
});

describe('payment steps', () => {
  it('come in the spec’s order', () => {
    expect(paymentSteps).toEqual(['starting', 'confirming', 'processing', 'recording', 'checking', 'completed']);
  });

  it.each([
    ['requires_payment_method', 'starting'],
    ['canceled', 'starting'],
    ['requires_confirmation', 'confirming'],
    ['requires_action', 'confirming'],
    ['processing', 'processing'],
    ['succeeded', 'recording'],
  ] as const)('a payment intent in %s is at %s', (status, step) => {
    expect(stepOfIntentStatus(status)).toBe(step);
  });
});
