import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ConnectedAccount, PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { query } from '../../db/sql.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { IUser } from '../accounts/accounts.entities.ts';
import { type ConnectStatus, type IPaymentAccount, PaymentAccount } from './payments.entities.ts';
import { paymentErrors } from './payments.errors.ts';

const fail = errorsOf(paymentErrors);

/**
 * The spec's payment connect status from what the provider says of the account, checked in
 * this order: closed by the provider → inactive; onboarding not submitted → incomplete;
 * something past due or payouts disabled for a reason → restricted; payouts enabled with
 * nothing due → active; information asked for → pendingRequirements; else (being verified)
 * pending.
 */
export function connectStatusOf(account: ConnectedAccount): ConnectStatus {
  const { requirements: r } = account;
  if (r.disabledReason?.startsWith('rejected.')) return 'inactive';
  if (!account.detailsSubmitted) return 'incomplete';
  if (
    r.pastDue.length > 0 ||
    (r.disabledReason && r.disabledReason !== 'requirements.pending_verification' && !account.payoutsEnabled)
  ) {
    return 'restricted';
  }
  if (account.payoutsEnabled && r.currentlyDue.length === 0) return 'active';
  if (r.currentlyDue.length > 0) return 'pendingRequirements';
  return 'pending';
}

export interface ConnectAccountView {
  status: ConnectStatus;
  accountCreated: boolean;
  payoutsEnabled: boolean;
  requirements: { currentlyDue: string[]; pastDue: string[]; disabledReason: string | null };
}

function viewOf(row: IPaymentAccount | null): ConnectAccountView {
  if (!row) {
    return {
      status: 'inactive',
      accountCreated: false,
      payoutsEnabled: false,
      requirements: { currentlyDue: [], pastDue: [], disabledReason: null },
    };
  }
  return { status: row.connectStatus, accountCreated: true, payoutsEnabled: row.payoutsEnabled, requirements: row.requirements };
}

/** Writes what the provider says of an account onto the cleaner's row (account.updated, and after onboarding starts). */
export function applyAccount(row: IPaymentAccount, account: ConnectedAccount, now: Date): void {
  row.connectStatus = connectStatusOf(account);
  row.chargesEnabled = account.chargesEnabled;
  row.payoutsEnabled = account.payoutsEnabled;
  row.detailsSubmitted = account.detailsSubmitted;
  row.requirements = {
    currentlyDue: account.requirements.currentlyDue,
    pastDue: account.requirements.pastDue,
    disabledReason: account.requirements.disabledReason,
  };
  row.updatedAt = now;
}

export interface ConnectService {
  status(cleaner: IUser): Promise<ConnectAccountView>;
  /** Creates the connected account on first use and returns a fresh onboarding link. */
  startOnboarding(cleaner: IUser): Promise<{ url: string; expiresAt: string; account: ConnectAccountView }>;
  /** account.updated: the provider's view of an account, in the webhook's transaction. */
  accountUpdated(tx: EntityManager, account: ConnectedAccount): Promise<'applied' | 'unknown_account'>;
  /** The account a cleaner is paid through; refused (409) unless it is active. */
  payableAccount(em: EntityManager, cleanerId: string): Promise<IPaymentAccount>;
}

export function createConnectService({
  orm,
  provider,
  publicUrl,
}: {
  orm: MikroORM;
  provider: PaymentProvider;
  publicUrl: string;
}): ConnectService {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    async status(cleaner) {
      return viewOf(await orm.em.fork().findOne(PaymentAccount, { userId: cleaner.id }));
    },

    async startOnboarding(cleaner) {
      const em = orm.em.fork();
      let row = await em.findOne(PaymentAccount, { userId: cleaner.id });
      if (!row) {
        // The key makes two racing first clicks (or a retry after a crash) one account.
        const account = await provider.createConnectedAccount({
          userId: cleaner.id,
          email: cleaner.email,
          idempotencyKey: `connect:${cleaner.id}`,
        });
        const now = new Date();
        await query(
          em,
          `insert into payment_account (user_id, account_id, connect_status, charges_enabled, payouts_enabled, details_submitted, requirements, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (user_id) do nothing`,
          [
            cleaner.id,
            account.id,
            connectStatusOf(account),
            account.chargesEnabled,
            account.payoutsEnabled,
            account.detailsSubmitted,
            JSON.stringify({
              currentlyDue: account.requirements.currentlyDue,
              pastDue: account.requirements.pastDue,
              disabledReason: account.requirements.disabledReason,
            }),
            now,
            now,
          ],
        );
        row = await em.findOneOrFail(PaymentAccount, { userId: cleaner.id });
      }
      const link = await provider.createAccountLink({
        accountId: row.accountId,
        refreshUrl: `${origin}/profile/stripe-connect/refresh`,
        returnUrl: `${origin}/profile/stripe-connect/return`,
      });
      return { url: link.url, expiresAt: link.expiresAt.toISOString(), account: viewOf(row) };
    },

    async accountUpdated(tx, account) {
      const row = await tx.findOne(PaymentAccount, { accountId: account.id });
      if (!row) return 'unknown_account';
      applyAccount(row, account, new Date());
      await tx.flush();
      return 'applied';
    },

    async payableAccount(em, cleanerId) {
      const row = await em.findOne(PaymentAccount, { userId: cleanerId });
      if (row?.connectStatus !== 'active') {
        throw fail('connect_account_not_active', {
          detail: {
            fr: `Votre compte de versement est « ${row?.connectStatus ?? 'inactive'} » : terminez l’inscription pour être payé.`,
            en: `Your payout account is "${row?.connectStatus ?? 'inactive'}": finish onboarding to be paid.`,
          },
        });
      }
      return row;
    },
  };
}
