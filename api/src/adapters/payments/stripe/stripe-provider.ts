import type { MikroORM } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import { execute, query } from '../../../db/sql.ts';
import { errorsOf } from '../../../plugins/errors/app-error.ts';
import { idempotencyErrors } from '../../../plugins/idempotency/idempotency.ts';
import { failureCodeOf } from '../local/test-cards.ts';
import type {
  ChargeInput,
  ConnectedAccount,
  PaymentIntentView,
  PaymentProvider,
  PaymentResult,
  PayoutResult,
  RefundResult,
  TransferResult,
} from '../payment-provider.ts';
import { providerErrors } from '../provider.errors.ts';

const fail = errorsOf({ ...providerErrors, ...idempotencyErrors });

export interface StripeProviderOptions {
  secretKey: string;
  orm: MikroORM;
  /** Origin of the marketplace, where Stripe sends the client back after the bank's page. */
  publicUrl: string;
  /** Another API origin (tests point the real client at a local server); Stripe's when unset. */
  apiUrl?: string | undefined;
  /** Retries of failed connections, 409s and 429s (the client keeps the idempotency key). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

export interface StripePaymentProvider extends PaymentProvider {
  readonly kind: 'stripe';
  readonly client: Stripe;
}

/** The official client, pointed at `apiUrl` when given (host, port and protocol). */
export function createStripeClient(
  options: Pick<StripeProviderOptions, 'secretKey' | 'apiUrl' | 'maxNetworkRetries' | 'timeoutMs'>,
) {
  const url = options.apiUrl ? new URL(options.apiUrl) : undefined;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    appInfo: { name: 'Propre' },
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const unavailable = (error: unknown) =>
  fail('payment_provider_unavailable', {
    detail: {
      fr: 'Le service de paiement ne répond pas; réessayez dans un instant.',
      en: 'The payment service is not answering; try again in a moment.',
    },
    headers: { 'retry-after': '5' },
    cause: error,
  });

/**
 * What Stripe's errors mean to us. Card errors are results (see PaymentResult); a reused
 * idempotency key is the caller's mistake (422); rate limits and outages that outlived the
 * client's retries are a 503 the caller may retry; anything else is a bug and is thrown.
 */
function rethrow(error: unknown, idempotencyKey?: string): never {
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    throw fail('idempotency_key_reused', {
      detail: {
        fr: `La clé « ${idempotencyKey} » a déjà servi à une requête avec d’autres paramètres.`,
        en: `Key "${idempotencyKey}" was already used for a request with other parameters.`,
      },
    });
  }
  if (
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError
  ) {
    throw unavailable(error);
  }
  throw error;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function viewOf(intent: Stripe.PaymentIntent): PaymentIntentView {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    id: intent.id,
    status: intent.status as PaymentIntentView['status'],
    amountCents: intent.amount,
    amountRefundedCents: charge?.amount_refunded ?? 0,
    customerId: idOf(intent.customer as string | null),
    clientSecret: intent.client_secret ?? null,
    // The bank's own page when it gave one; otherwise the pay-now page confirms with the client secret.
    nextActionUrl: intent.status === 'requires_action' ? (intent.next_action?.redirect_to_url?.url ?? null) : null,
    metadata: { ...(intent.metadata ?? {}) },
    created: new Date(intent.created * 1000),
  };
}

function accountOf(account: Stripe.Account): ConnectedAccount {
  const r = account.requirements;
  return {
    id: account.id,
    chargesEnabled: Boolean(account.charges_enabled),
    payoutsEnabled: Boolean(account.payouts_enabled),
    detailsSubmitted: Boolean(account.details_submitted),
    requirements: {
      currentlyDue: [...(r?.currently_due ?? [])],
      pastDue: [...(r?.past_due ?? [])],
      eventuallyDue: [...(r?.eventually_due ?? [])],
      pendingVerification: [...(r?.pending_verification ?? [])],
      disabledReason: r?.disabled_reason ?? null,
    },
  };
}

/**
 * The Stripe adapter (STRIPE_SECRET_KEY set): the platform charges clients (separate charges
 * and transfers), saves the card at the deposit for the off-session balance, refunds, and pays
 * cleaners through Express connected accounts. Every write carries the idempotency key derived
 * from the operation, so a retry after a crash or a timeout never charges twice.
 */
export function createStripePaymentProvider(options: StripeProviderOptions): StripePaymentProvider {
  const client = createStripeClient(options);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const { orm } = options;

  async function charge(
    mode: 'on_session' | 'off_session',
    input: ChargeInput & { paymentMethodId: string },
  ): Promise<PaymentResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await client.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'cad',
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          automatic_payment_methods: { enabled: true, allow_redirects: mode === 'on_session' ? 'always' : 'never' },
          confirm: true,
          description: input.description,
          metadata: input.metadata,
          ...(mode === 'on_session'
            ? { setup_future_usage: 'off_session' as const, return_url: `${publicUrl}/payments/return` }
            : { off_session: true }),
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intentId = error.payment_intent?.id ?? null;
        // Off session, a bank that wants the cardholder answers authentication_required: the
        // intent waits for the client, who completes it on the pay-now page.
        if (error.code === 'authentication_required' && intentId) {
          return { status: 'requires_action', paymentIntentId: intentId, nextActionUrl: null };
        }
        return {
          status: 'failed',
          paymentIntentId: intentId,
          code: failureCodeOf({ code: error.code ?? 'card_declined', declineCode: error.decline_code ?? null }),
          message: error.message,
        };
      }
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        return { status: 'failed', paymentIntentId: null, code: 'resource_missing', message: error.message };
      }
      return rethrow(error, input.idempotencyKey);
    }
    switch (intent.status) {
      case 'succeeded':
        return {
          status: 'succeeded',
          paymentIntentId: intent.id,
          paymentMethodId: idOf(intent.payment_method as string) ?? input.paymentMethodId,
          amountCents: intent.amount,
        };
      case 'requires_action':
        return {
          status: 'requires_action',
          paymentIntentId: intent.id,
          nextActionUrl: intent.next_action?.redirect_to_url?.url ?? null,
        };
      default: {
        const error = intent.last_payment_error;
        return {
          status: 'failed',
          paymentIntentId: intent.id,
          code: error?.code ? failureCodeOf({ code: error.code, declineCode: error.decline_code ?? null }) : 'payment_incomplete',
          message: error?.message ?? `The payment is ${intent.status}.`,
        };
      }
    }
  }

  return {
    kind: 'stripe',
    client,

    async ensureCustomer(user) {
      // In the caller's transaction when there is one (a first deposit, a pay-now), as the local
      // provider's customer is: a fork of its own took a second connection while the caller's
      // transaction held one, which on PGlite (one session) waited for ever, and on PostgreSQL
      // held two of the pool's connections per first payment. A row rolled back with a failed
      // booking is made again by the retry, whose Stripe idempotency key gives the same customer.
      const em = orm.em.fork({ keepTransactionContext: true });
      const [known] = await query<{ customer_id: string }>(em, 'select customer_id from stripe_customer where user_id = $1', [
        user.id,
      ]);
      if (known) return known.customer_id;
      try {
        const customer = await client.customers.create(
          { email: user.email, name: user.name, metadata: { userId: user.id } },
          { idempotencyKey: `customer:${user.id}` },
        );
        // Two racing first payments made the same customer (same key): the first row stays.
        await execute(em, 'insert into stripe_customer (user_id, customer_id) values ($1, $2) on conflict (user_id) do nothing', [
          user.id,
          customer.id,
        ]);
        const [row] = await query<{ customer_id: string }>(em, 'select customer_id from stripe_customer where user_id = $1', [
          user.id,
        ]);
        return row?.customer_id ?? customer.id;
      } catch (error) {
        return rethrow(error, `customer:${user.id}`);
      }
    },

    chargeAndSaveCard: (input) => charge('on_session', input),
    chargeOffSession: (input) => charge('off_session', input),

    async refund(input): Promise<RefundResult> {
      try {
        const refund = await client.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            ...(input.amountCents !== undefined ? { amount: input.amountCents } : {}),
            reason: input.reason,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return {
            status: 'failed',
            code: refund.failure_reason ?? 'refund_failed',
            message: `The refund failed (${refund.failure_reason ?? 'unknown'}).`,
          };
        }
        return { status: 'succeeded', refundId: refund.id, amountCents: refund.amount };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          if (error.code === 'charge_already_refunded') throw fail('charge_already_refunded', { detail: error.message });
          if (error.code === 'amount_too_large') throw fail('refund_amount_too_large', { detail: error.message });
        }
        return rethrow(error, input.idempotencyKey);
      }
    },

    async retrievePaymentIntent(paymentIntentId) {
      try {
        const intent = await client.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
        return viewOf(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        return rethrow(error);
      }
    },

    async listPaymentIntents(since) {
      const views: PaymentIntentView[] = [];
      try {
        for await (const intent of client.paymentIntents.list({
          created: { gte: Math.floor(since.getTime() / 1000) },
          limit: 100,
          expand: ['data.latest_charge'],
        })) {
          views.push(viewOf(intent));
        }
      } catch (error) {
        return rethrow(error);
      }
      return views;
    },

    async createConnectedAccount(input) {
      try {
        const account = await client.accounts.create(
          {
            type: 'express',
            country: 'CA',
            email: input.email,
            business_type: 'individual',
            capabilities: { transfers: { requested: true } },
            // Payouts are ours to time (weekly on Fridays, or instant on request).
            settings: { payouts: { schedule: { interval: 'manual' } } },
            metadata: { userId: input.userId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return accountOf(account);
      } catch (error) {
        return rethrow(error, input.idempotencyKey);
      }
    },

    async createAccountLink(input) {
      try {
        const link = await client.accountLinks.create({
          account: input.accountId,
          refresh_url: input.refreshUrl,
          return_url: input.returnUrl,
          type: 'account_onboarding',
        });
        return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
      } catch (error) {
        return rethrow(error);
      }
    },

    async retrieveAccount(accountId) {
      try {
        return accountOf(await client.accounts.retrieve(accountId));
      } catch (error) {
        return rethrow(error);
      }
    },

    async transfer(input): Promise<TransferResult> {
      try {
        const transfer = await client.transfers.create(
          {
            amount: input.amountCents,
            currency: 'cad',
            destination: input.accountId,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { status: 'succeeded', transferId: transfer.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code) {
          return { status: 'failed', code: error.code, message: error.message };
        }
        return rethrow(error, input.idempotencyKey);
      }
    },

    async payout(input): Promise<PayoutResult> {
      try {
        const payout = await client.payouts.create(
          { amount: input.amountCents, currency: 'cad', method: input.method, metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey, stripeAccount: input.accountId },
        );
        if (payout.status === 'failed' || payout.status === 'canceled') {
          return {
            status: 'failed',
            payoutId: payout.id,
            code: payout.failure_code ?? 'payout_failed',
            message: payout.failure_message ?? 'The payout failed.',
          };
        }
        return {
          status: payout.status as 'pending' | 'in_transit' | 'paid',
          payoutId: payout.id,
          arrivalDate: payout.arrival_date ? new Date(payout.arrival_date * 1000) : null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code) {
          return { status: 'failed', payoutId: null, code: error.code, message: error.message };
        }
        return rethrow(error, input.idempotencyKey);
      }
    },
  };
}
