/**
 * TEST SUPPORT: a local HTTP server that answers the Stripe API endpoints Propre uses, with
 * Stripe-shaped objects and errors, so the real `stripe` client can be pointed at it (host,
 * port, protocol). It records every request (path, parameters, Idempotency-Key,
 * Stripe-Account), honours idempotency keys as Stripe does, follows Stripe's test payment
 * methods (pm_card_visa, pm_card_chargeDeclined, pm_card_authenticationRequired…), can be
 * told to fail or hold the next calls, and signs the events it produces as Stripe does.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | null;
  stripeAccount: string | null;
  authorization: string | null;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  account?: string;
  api_version: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
}

type Scripted = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };
type Obj = Record<string, unknown> & { id: string };

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Form-encoded Stripe parameters (`metadata[bookingId]=…`, `expand[0]=…`) into objects. */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

/** Stripe's test payment methods this fake knows, with the local provider's outcomes (payments README). */
const testTokens = [
  'pm_card_visa',
  'pm_card_mastercard',
  'pm_card_chargeDeclined',
  'pm_card_insufficientFunds',
  'pm_card_chargeDeclinedExpiredCard',
  'pm_card_chargeDeclinedIncorrectCvc',
  'pm_card_chargeDeclinedProcessingError',
  'pm_card_authenticationRequired',
  'pm_card_chargeCustomerFail',
];

const declines: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_insufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  pm_card_chargeDeclinedIncorrectCvc: { code: 'incorrect_cvc', message: 'Your card’s security code is incorrect.' },
  pm_card_chargeDeclinedProcessingError: {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** Signs a payload as Stripe does: `t=<unix>,v1=<hex hmac-sha256 of "t.payload">`. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  requests: RecordedRequest[];
  events: FakeEvent[];
  /** Requests to a path ("POST /v1/payment_intents"). */
  requestsTo(route: string): RecordedRequest[];
  /** The next `count` calls to a route answer this error instead. */
  failNext(route: string, scripted: Scripted, count?: number): void;
  /** The next call to a route is processed, but answered only when the returned function is called. */
  holdNext(route: string): { processed: Promise<void>; release: () => void };
  /** Events are also POSTed, signed, to this URL (as Stripe does) when set. */
  deliverTo(url: string | null): void;
  object<T = Obj>(id: string): T | undefined;
  /** The client completed the bank's challenge for an intent waiting for them: it succeeds. */
  authenticate(paymentIntentId: string): void;
  /** Changes an object and produces the event Stripe would send (account.updated, payout.failed…). */
  update(id: string, fields: Record<string, unknown>, eventType: string, account?: string): FakeEvent;
  /** The cleaner finished onboarding on Stripe's pages: the account can be charged and paid out (account.updated). */
  completeOnboarding(accountId: string): FakeEvent;
  /** An event about an object, signed and sent like the others (disputes, transfer reversals…). */
  emit(type: string, object: Obj, account?: string): FakeEvent;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const requests: RecordedRequest[] = [];
  const events: FakeEvent[] = [];
  const objects = new Map<string, Obj>();
  const cardOf = new Map<string, string>(); // saved pm id → test token
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  const scripted = new Map<string, Scripted[]>();
  const held = new Map<string, { processed: () => void; wait: Promise<void> }>();
  let webhookUrl: string | null = null;
  const deliveries: Promise<unknown>[] = [];

  function emit(type: string, object: Obj, account?: string): FakeEvent {
    const event: FakeEvent = {
      id: rid('evt'),
      object: 'event',
      type,
      ...(account ? { account } : {}),
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      data: { object: structuredClone(object) },
    };
    events.push(event);
    if (webhookUrl) {
      const payload = JSON.stringify(event);
      const url = webhookUrl;
      deliveries.push(
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, webhookSecret) },
          body: payload,
        }).catch(() => undefined),
      );
    }
    return event;
  }

  const store = <T extends Obj>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  const error = (status: number, body: Record<string, unknown>): Scripted => ({ status, body: { error: body } });
  const missing = (id: string) =>
    error(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'`, param: 'id' });

  function chargeOf(intent: Obj): Obj {
    return store({
      id: rid('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      payment_intent: intent.id,
      status: 'succeeded',
      currency: 'cad',
      created: now(),
    });
  }

  function createIntent(params: Record<string, unknown>): Scripted {
    const token = String(params.payment_method ?? '');
    const known = cardOf.get(token) ?? (testTokens.includes(token) ? token : undefined);
    if (!known) return missing(token);
    const offSession = params.off_session === 'true';
    const pmId = cardOf.has(token) ? token : rid('pm');
    if (!cardOf.has(pmId)) cardOf.set(pmId, known);
    const intent: Obj = store({
      id: rid('pi'),
      object: 'payment_intent',
      amount: Number(params.amount),
      currency: params.currency,
      customer: params.customer ?? null,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      payment_method: pmId,
      setup_future_usage: params.setup_future_usage ?? null,
      client_secret: `${rid('pi')}_secret_${randomBytes(6).toString('hex')}`,
      status: 'processing',
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      created: now(),
    });
    emit('payment_intent.created', intent);
    const decline =
      declines[known] ?? (offSession && known === 'pm_card_chargeCustomerFail' ? declines.pm_card_chargeDeclined : undefined);
    if (decline) {
      const lastError = { type: 'card_error', ...decline, payment_method: { id: pmId } };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError });
      emit('payment_intent.payment_failed', intent);
      return error(402, { ...lastError, payment_intent: intent });
    }
    if (known === 'pm_card_authenticationRequired') {
      // As the local provider's table says: on session the client answers the bank in the
      // browser (Stripe.js) and the charge goes through; off session nobody can.
      if (offSession) {
        const lastError = {
          type: 'card_error',
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        };
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError });
        emit('payment_intent.payment_failed', intent);
        return error(402, { ...lastError, payment_intent: intent });
      }
    }
    succeed(intent);
    return { status: 200, body: intent };
  }

  /** The client answered the bank on the pay-now page (Stripe.js confirmed the intent). */
  function authenticate(intent: Obj): void {
    succeed(intent);
  }

  function succeed(intent: Obj): void {
    const charge = chargeOf(intent);
    Object.assign(intent, { status: 'succeeded', latest_charge: charge.id, last_payment_error: null, next_action: null });
    emit('charge.succeeded', charge);
    emit('payment_intent.succeeded', intent);
  }

  function createRefund(params: Record<string, unknown>): Scripted {
    const intent = objects.get(String(params.payment_intent));
    if (!intent) return missing(String(params.payment_intent));
    if (intent.status !== 'succeeded') {
      return error(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent has not succeeded.',
      });
    }
    const charge = objects.get(String(intent.latest_charge)) as Obj;
    const left = Number(intent.amount) - Number(charge.amount_refunded);
    if (left <= 0)
      return error(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: 'Charge has already been refunded.',
      });
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (amount > left)
      return error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${amount}) is greater than unrefunded amount (${left}).`,
      });
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === intent.amount;
    const refund = store({
      id: rid('re'),
      object: 'refund',
      amount,
      currency: 'cad',
      payment_intent: intent.id,
      charge: charge.id,
      reason: params.reason ?? null,
      status: 'succeeded',
      failure_reason: null,
      created: now(),
    });
    emit('refund.created', refund);
    emit('charge.refunded', { ...charge, payment_intent: intent.id });
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, params: Record<string, unknown>, account: string | null): Scripted {
    const [, , resource, id] = path.split('/');
    if (method === 'POST' && resource === 'customers' && !id) {
      return {
        status: 200,
        body: store({
          id: rid('cus'),
          object: 'customer',
          email: params.email,
          name: params.name,
          metadata: params.metadata ?? {},
          created: now(),
        }),
      };
    }
    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) return createIntent(params);
      if (method === 'GET' && id) {
        const intent = objects.get(id);
        if (!intent) return missing(id);
        const expand = Object.values((params.expand as Record<string, string>) ?? {});
        return {
          status: 200,
          body:
            expand.includes('latest_charge') && intent.latest_charge
              ? { ...intent, latest_charge: objects.get(String(intent.latest_charge)) }
              : intent,
        };
      }
      if (method === 'GET') {
        const gte = Number((params.created as Record<string, string> | undefined)?.gte ?? 0);
        const data = [...objects.values()]
          .filter((o) => o.object === 'payment_intent' && Number(o.created) >= gte)
          .reverse()
          .map((intent) =>
            intent.latest_charge ? { ...intent, latest_charge: objects.get(String(intent.latest_charge)) } : intent,
          );
        return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/payment_intents' } };
      }
    }
    if (method === 'POST' && resource === 'refunds') return createRefund(params);
    if (resource === 'accounts') {
      if (method === 'POST' && !id) {
        const due = ['external_account', 'individual.dob.day', 'tos_acceptance.date'];
        return {
          status: 200,
          body: store({
            id: rid('acct'),
            object: 'account',
            type: params.type,
            country: params.country,
            email: params.email,
            details_submitted: false,
            charges_enabled: false,
            payouts_enabled: false,
            requirements: {
              currently_due: due,
              past_due: [],
              eventually_due: due,
              pending_verification: [],
              disabled_reason: 'requirements.past_due',
            },
            settings: params.settings ?? {},
            metadata: params.metadata ?? {},
            created: now(),
          }),
        };
      }
      if (method === 'GET' && id) return objects.get(id) ? { status: 200, body: objects.get(id) as Obj } : missing(id);
    }
    if (method === 'POST' && resource === 'account_links') {
      if (!objects.get(String(params.account))) return missing(String(params.account));
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${params.account}/${randomBytes(6).toString('hex')}`,
          expires_at: now() + 300,
          created: now(),
        },
      };
    }
    if (method === 'POST' && resource === 'transfers') {
      const destination = objects.get(String(params.destination));
      if (!destination) return missing(String(params.destination));
      if (!destination.payouts_enabled) {
        return error(400, {
          type: 'invalid_request_error',
          code: 'account_invalid',
          message: 'The destination account cannot receive transfers.',
        });
      }
      const transfer = store({
        id: rid('tr'),
        object: 'transfer',
        amount: Number(params.amount),
        currency: 'cad',
        destination: destination.id,
        description: params.description ?? null,
        metadata: params.metadata ?? {},
        reversed: false,
        amount_reversed: 0,
        created: now(),
      });
      emit('transfer.created', transfer);
      return { status: 200, body: transfer };
    }
    if (method === 'POST' && resource === 'payouts') {
      const payout = store({
        id: rid('po'),
        object: 'payout',
        amount: Number(params.amount),
        currency: 'cad',
        method: params.method ?? 'standard',
        status: 'pending',
        failure_code: null,
        failure_message: null,
        arrival_date: now() + 86_400,
        metadata: params.metadata ?? {},
        created: now(),
      });
      emit('payout.created', payout, account ?? undefined);
      return { status: 200, body: payout };
    }
    return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = Buffer.concat(chunks).toString('utf8');
    const params = parseForm(request.method === 'GET' ? url.search.slice(1) : body);
    const header = (name: string) => (request.headers[name] as string | undefined) ?? null;
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      params,
      idempotencyKey: header('idempotency-key'),
      stripeAccount: header('stripe-account'),
      authorization: header('authorization'),
    };
    requests.push(recorded);
    const routeName = `${recorded.method} ${url.pathname.replace(/\/(pi|acct|po|tr|re|ch|cus)_[0-9a-f]+/g, '/:id')}`;
    const send = (answer: { status: number; body: unknown; headers?: Record<string, string> }, replayed = false) => {
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': rid('req'),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        ...answer.headers,
      });
      response.end(JSON.stringify(answer.body));
    };
    if (header('authorization') !== `Bearer ${secretKey}`) {
      send(error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' }));
      return;
    }
    const failure = scripted.get(routeName)?.shift();
    if (failure) {
      send(failure);
      return;
    }
    const key = recorded.idempotencyKey ? `${recorded.stripeAccount ?? ''}|${recorded.idempotencyKey}` : null;
    const previous = key ? idempotent.get(key) : undefined;
    if (previous && key) {
      if (previous.params !== `${routeName} ${body}`) {
        send(
          error(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${recorded.idempotencyKey}' if you meant to execute a different request.`,
          }),
        );
        return;
      }
      send(previous, true);
      return;
    }
    const answer = route(recorded.method, url.pathname, params, recorded.stripeAccount);
    if (key && recorded.method === 'POST') idempotent.set(key, { params: `${routeName} ${body}`, ...answer });
    const hold = held.get(routeName);
    if (hold) {
      held.delete(routeName);
      hold.processed();
      await hold.wait;
    }
    send(answer);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    requests,
    events,
    requestsTo: (route) =>
      requests.filter(
        (r) =>
          `${r.method} ${r.path}` === route ||
          `${r.method} ${r.path.replace(/\/(pi|acct|po|tr|re|ch|cus)_[0-9a-f]+/g, '/:id')}` === route,
      ),
    failNext(route, answer, count = 1) {
      scripted.set(route, [...(scripted.get(route) ?? []), ...Array.from({ length: count }, () => answer)]);
    },
    holdNext(route) {
      let processed = () => {};
      let release = () => {};
      const processedPromise = new Promise<void>((resolve) => {
        processed = resolve;
      });
      const wait = new Promise<void>((resolve) => {
        release = resolve;
      });
      held.set(route, { processed, wait });
      return { processed: processedPromise, release };
    },
    deliverTo(url) {
      webhookUrl = url;
    },
    object: <T>(id: string) => objects.get(id) as T | undefined,
    authenticate(paymentIntentId) {
      const intent = objects.get(paymentIntentId);
      if (!intent) throw new Error(`fake Stripe has no ${paymentIntentId}`);
      authenticate(intent);
    },
    update(id, fields, eventType, account) {
      const object = objects.get(id);
      if (!object) throw new Error(`fake Stripe has no ${id}`);
      Object.assign(object, fields);
      return emit(eventType, object, account ?? (object.object === 'account' ? object.id : undefined));
    },
    completeOnboarding(accountId) {
      return fake.update(
        accountId,
        {
          details_submitted: true,
          charges_enabled: true,
          payouts_enabled: true,
          requirements: { currently_due: [], past_due: [], eventually_due: [], pending_verification: [], disabled_reason: null },
        },
        'account.updated',
      );
    },
    emit,
    async close() {
      await Promise.all(deliveries);
      for (const hold of held.values()) hold.processed();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

/** Stripe's standard error bodies, for failNext. */
export const stripeErrors = {
  rateLimited: {
    status: 429,
    body: { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' } },
    headers: { 'stripe-should-retry': 'true', 'retry-after': '0' },
  },
  apiError: { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } } },
} as const satisfies Record<string, Scripted>;
