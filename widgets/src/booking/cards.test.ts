import { ProblemError } from '@propre/sdk';
import { describe, expect, it } from 'vitest';
import { cardErrors, formatCardNumber, formatExpiry, luhnValid, paymentMethodOf } from './cards.ts';
import { declineOf } from './payment-errors.ts';

const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Marie Tremblay' };
const now = new Date('2026-11-30T12:00:00.000Z');

describe('the local provider’s card form', () => {
  it('turns the provider’s test cards into their payment methods', () => {
    expect(paymentMethodOf(card)).toBe('pm_card_visa');
    expect(paymentMethodOf({ ...card, number: '4000 0000 0000 0002' })).toBe('pm_card_chargeDeclined');
    expect(paymentMethodOf({ ...card, number: '4000000000009995' })).toBe('pm_card_insufficientFunds');
    expect(paymentMethodOf({ ...card, number: '4000 0027 6000 3184' })).toBe('pm_card_authenticationRequired');
  });

  it('finds typos, expired cards and missing fields before anything is sent', () => {
    expect(cardErrors(card, now)).toEqual({});
    expect(cardErrors({ ...card, number: '4242 4242 4242 4241' }, now)).toEqual({ number: 'invalid' });
    expect(cardErrors({ ...card, number: '4012 8888 8888 1881' }, now)).toEqual({ number: 'unknown' });
    expect(cardErrors({ ...card, expiry: '10 / 26' }, now)).toEqual({ expiry: 'expired' });
    expect(cardErrors({ ...card, expiry: '11 / 26' }, now)).toEqual({});
    expect(cardErrors({ ...card, expiry: '13 / 30' }, now)).toEqual({ expiry: 'invalid' });
    expect(cardErrors({ number: '', expiry: '', cvc: '1', name: ' ' }, now)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'invalid',
      name: 'required',
    });
    expect(luhnValid('4000000000000002')).toBe(true);
  });

  it('groups the digits as typed', () => {
    expect(formatCardNumber('42424242abc42424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1234')).toBe('12 / 34');
  });
});

describe('declines', () => {
  const problem = (code: string, declineCode?: string) =>
    new ProblemError({
      type: 'https://propre.ca/problems/x',
      title: 'x',
      status: 402,
      code,
      requestId: 'r',
      // The detail names a reason too: only declineCode counts, the text is not parsed.
      detail: 'The deposit could not be paid (insufficient_funds).',
      ...(declineCode ? { declineCode: declineCode as 'card_declined' } : {}),
    });
  it('takes the bank’s reason from the problem’s declineCode', () => {
    for (const code of ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error']) {
      expect(declineOf(problem('payment_failed', code))).toBe(code);
    }
    expect(declineOf(problem('payment_requires_action'))).toBe('requires_action');
  });
  it('reads a problem without a known declineCode as a plain decline, and anything else as no decline', () => {
    expect(declineOf(problem('payment_failed'))).toBe('card_declined');
    expect(declineOf(problem('payment_failed', 'lost_card'))).toBe('card_declined');
    expect(declineOf(new Error('offline'))).toBeNull();
  });
});
