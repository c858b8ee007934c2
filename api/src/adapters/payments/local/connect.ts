import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { newId } from '../../../lib/ids.ts';
import { errorsOf } from '../../../plugins/errors/app-error.ts';
import { idempotencyErrors } from '../../../plugins/idempotency/idempotency.ts';
import type { ConnectedAccount, PayoutResult, TransferResult } from '../payment-provider.ts';
import { providerErrors } from '../provider.errors.ts';
import { checkIdempotencyKey } from './charges.ts';
import { type IPayAccount, PayAccount, PayPayout, PayTransfer } from './local.entities.ts';
import { accountObject, type EventLog, payoutObject, transferObject } from './objects.ts';
import { fingerprintOf, lockKey } from './transaction.ts';

const fail = errorsOf({ ...providerErrors, ...idempotencyErrors });

/** What Stripe asks of a new Express account before it may receive payouts. */
const onboardingRequirements = [
  'business_profile.url',
  'external_account',
  'individual.dob.day',
  'individual.first_name',
  'individual.id_number',
  'tos_acceptance.date',
];

/** Where local onboarding leaves an account: each one a state Stripe can put an account in. */
export type LocalOnboardingOutcome = 'verified' | 'requirements_due' | 'pending_verification' | 'restricted' | 'rejected';

export function connectedAccountOf(account: IPayAccount): ConnectedAccount {
  return {
    id: account.id,
    chargesEnabled: account.chargesEnabled,
    payoutsEnabled: account.payoutsEnabled,
    detailsSubmitted: account.detailsSubmitted,
    requirements: {
      currentlyDue: [...account.currentlyDue],
      pastDue: [...account.pastDue],
      eventuallyDue: [...account.eventuallyDue],
      pendingVerification: [...account.pendingVerification],
      disabledReason: account.disabledReason ?? null,
    },
  };
}

export async function createAccount(
  tx: EntityManager,
  input: { userId: string; email: string; idempotencyKey: string },
): Promise<ConnectedAccount> {
  checkIdempotencyKey(input.idempotencyKey);
  await lockKey(tx, `pay_account:${input.idempotencyKey}`);
  const existing = await tx.findOne(PayAccount, { idempotencyKey: input.idempotencyKey });
  if (existing) return connectedAccountOf(existing);
  const account = tx.create(PayAccount, {
    id: newId('acct'),
    email: input.email,
    userId: input.userId,
    detailsSubmitted: false,
    chargesEnabled: false,
    payoutsEnabled: false,
    currentlyDue: onboardingRequirements,
    pastDue: [],
    eventuallyDue: onboardingRequirements,
    pendingVerification: [],
    disabledReason: 'requirements.past_due',
    payoutFailure: null,
    idempotencyKey: input.idempotencyKey,
    created: new Date(),
  });
  await tx.flush();
  return connectedAccountOf(account);
}

export async function findAccount(tx: EntityManager, accountId: string, lock = false): Promise<IPayAccount> {
  const account = await tx.findOne(PayAccount, { id: accountId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!account) throw new Error(`No such account: ${accountId}`);
  return account;
}

/** The cleaner went through onboarding (the local stand-in for Stripe's hosted pages). */
export async function completeOnboarding(
  tx: EntityManager,
  accountId: string,
  outcome: LocalOnboardingOutcome,
  events: EventLog,
): Promise<ConnectedAccount> {
  const account = await findAccount(tx, accountId, true);
  const set = (fields: Partial<IPayAccount>) => Object.assign(account, fields);
  switch (outcome) {
    case 'verified':
      set({
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
        currentlyDue: [],
        pastDue: [],
        eventuallyDue: [],
      });
      set({ pendingVerification: [], disabledReason: null });
      break;
    case 'requirements_due':
      set({
        detailsSubmitted: true,
        chargesEnabled: false,
        payoutsEnabled: false,
        currentlyDue: ['individual.verification.document'],
      });
      set({ pastDue: [], pendingVerification: [], disabledReason: null });
      break;
    case 'pending_verification':
      set({ detailsSubmitted: true, chargesEnabled: false, payoutsEnabled: false, currentlyDue: [], pastDue: [] });
      set({ pendingVerification: ['individual.id_number'], disabledReason: 'requirements.pending_verification' });
      break;
    case 'restricted':
      set({ detailsSubmitted: true, chargesEnabled: false, payoutsEnabled: false, currentlyDue: ['external_account'] });
      set({ pastDue: ['external_account'], pendingVerification: [], disabledReason: 'requirements.past_due' });
      break;
    case 'rejected':
      set({ chargesEnabled: false, payoutsEnabled: false, disabledReason: 'rejected.fraud' });
      break;
  }
  await events.record(tx, 'account.updated', accountObject(account), account.id);
  await tx.flush();
  return connectedAccountOf(account);
}

export async function createTransfer(
  tx: EntityManager,
  input: {
    accountId: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  },
  events: EventLog,
): Promise<TransferResult> {
  checkIdempotencyKey(input.idempotencyKey);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1) throw new RangeError('amountCents must be at least 1');
  const fingerprint = fingerprintOf({ destination: input.accountId, amount: input.amountCents });
  await lockKey(tx, `pay_transfer:${input.idempotencyKey}`);
  const existing = await tx.findOne(PayTransfer, { idempotencyKey: input.idempotencyKey });
  if (existing) {
    if (existing.requestFingerprint !== fingerprint) throw reused(input.idempotencyKey);
    return { status: 'succeeded', transferId: existing.id };
  }
  const account = await findAccount(tx, input.accountId);
  if (!account.payoutsEnabled) {
    return { status: 'failed', code: 'account_invalid', message: `Account ${account.id} cannot receive transfers yet.` };
  }
  const transfer = tx.create(PayTransfer, {
    id: newId('tr'),
    account,
    amountCents: input.amountCents,
    currency: 'cad',
    description: input.description,
    metadata: { ...input.metadata },
    idempotencyKey: input.idempotencyKey,
    requestFingerprint: fingerprint,
    created: new Date(),
  });
  await events.record(tx, 'transfer.created', transferObject(transfer));
  await tx.flush();
  return { status: 'succeeded', transferId: transfer.id };
}

/**
 * A payout from the account's balance to the cleaner's bank. Locally it arrives at once
 * (payout.paid), unless the account was told to fail payouts (payout.failed), as a bank that
 * returns the money would.
 */
export async function createPayout(
  tx: EntityManager,
  input: {
    accountId: string;
    amountCents: number;
    method: 'standard' | 'instant';
    idempotencyKey: string;
    metadata: Record<string, string>;
  },
  events: EventLog,
): Promise<PayoutResult> {
  checkIdempotencyKey(input.idempotencyKey);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1) throw new RangeError('amountCents must be at least 1');
  const fingerprint = fingerprintOf({ account: input.accountId, amount: input.amountCents, method: input.method });
  await lockKey(tx, `pay_payout:${input.idempotencyKey}`);
  const existing = await tx.findOne(PayPayout, { idempotencyKey: input.idempotencyKey });
  if (existing) {
    if (existing.requestFingerprint !== fingerprint) throw reused(input.idempotencyKey);
    return payoutResultOf(existing);
  }
  const account = await findAccount(tx, input.accountId);
  if (!account.payoutsEnabled) {
    return { status: 'failed', payoutId: null, code: 'payouts_not_allowed', message: `Payouts are disabled on ${account.id}.` };
  }
  const now = new Date();
  const payout = tx.create(PayPayout, {
    id: newId('po'),
    account,
    amountCents: input.amountCents,
    currency: 'cad',
    method: input.method,
    status: 'pending',
    failureCode: null,
    arrivalDate: input.method === 'instant' ? now : new Date(now.getTime() + 2 * 86_400_000),
    metadata: { ...input.metadata },
    idempotencyKey: input.idempotencyKey,
    requestFingerprint: fingerprint,
    created: now,
  });
  await events.record(tx, 'payout.created', payoutObject(payout), account.id);
  if (account.payoutFailure) {
    payout.status = 'failed';
    payout.failureCode = account.payoutFailure;
    await events.record(tx, 'payout.failed', payoutObject(payout), account.id);
  } else {
    payout.status = 'paid';
    await events.record(tx, 'payout.paid', payoutObject(payout), account.id);
  }
  await tx.flush();
  // The caller learns of the bank's answer from the events, as with Stripe.
  return { status: 'pending', payoutId: payout.id, arrivalDate: payout.arrivalDate };
}

function payoutResultOf(payout: { id: string; status: string; arrivalDate: Date }): PayoutResult {
  return { status: 'pending', payoutId: payout.id, arrivalDate: payout.arrivalDate };
}

/** Local test hook: later payouts to the account fail with this code (null: they succeed again). */
export async function setPayoutFailure(tx: EntityManager, accountId: string, code: string | null): Promise<void> {
  const account = await findAccount(tx, accountId, true);
  account.payoutFailure = code;
  await tx.flush();
}

const reused = (key: string) =>
  fail('idempotency_key_reused', {
    detail: {
      fr: `La clé « ${key} » a déjà servi à une requête avec d’autres paramètres.`,
      en: `Key "${key}" was already used for a request with other parameters.`,
    },
  });
