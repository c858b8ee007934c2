import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { verifyWebhook } from '../../../adapters/payments/webhook-signature.ts';
import { execute, query, tuplesOf } from '../../../db/sql.ts';
import { errorsOf } from '../../../plugins/errors/app-error.ts';
import { paymentErrors } from '../payments.errors.ts';

const fail = errorsOf(paymentErrors);

/** An event as handlers read it: Stripe's shape, `data.object` the object after the change. */
export interface ProviderEvent {
  id: string;
  type: string;
  account?: string | undefined;
  data: { object: Record<string, unknown> & { id?: string } };
}

/**
 * The events delivered together with the one a handler is given (the relay's round, or that
 * one alone), so that a handler can read what they all need in one statement rather than one
 * each: `once` runs `load` for the first handler that asks under `key` and gives the others
 * its answer.
 */
export interface EventBatch {
  readonly events: readonly ProviderEvent[];
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function eventBatch(events: readonly ProviderEvent[]): EventBatch {
  const loaded = new Map<string, Promise<unknown>>();
  return {
    events,
    once<T>(key: string, load: () => Promise<T>) {
      let answer = loaded.get(key);
      if (!answer) {
        answer = load();
        loaded.set(key, answer);
      }
      return answer as Promise<T>;
    },
  };
}

/** What a handler did, recorded with the event ('applied', 'ignored', or why nothing changed). */
export type EventHandler = (tx: EntityManager, event: ProviderEvent, batch: EventBatch) => Promise<string>;
export type EventHandlers = Record<string, EventHandler>;

export interface WebhookReceiver {
  /**
   * Verifies, de-duplicates and processes one delivery. The event's row and everything its
   * handler changes commit together: a failure keeps nothing, so the provider's retry starts over.
   */
  receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; duplicate: boolean }>;
  /**
   * The same for several deliveries in one transaction: all are kept, or (one refused or
   * failed) none, and the caller delivers them one by one instead. The local provider's relay
   * uses it: an event a transaction cost five statements, a round of them costs three plus
   * what the handlers read.
   */
  receiveAll(deliveries: ReadonlyArray<{ rawBody: Buffer; signature: string }>): Promise<void>;
}

const invalid = (why: string) =>
  fail('webhook_signature_invalid', {
    detail: { fr: `Signature refusée : ${why}.`, en: `Signature refused: ${why}.` },
  });

export function createWebhookReceiver({
  orm,
  secret,
  handlers,
}: {
  orm: MikroORM;
  secret: string;
  handlers: EventHandlers;
}): WebhookReceiver {
  const verified = async (rawBody: Buffer | undefined, signature: string | undefined): Promise<ProviderEvent> => {
    if (!rawBody || rawBody.length === 0) throw invalid('empty body');
    if (!signature) throw invalid('no Stripe-Signature header');
    try {
      return (await verifyWebhook(rawBody, signature, secret)) as unknown as ProviderEvent;
    } catch (error) {
      // The check's message says which part failed (timestamp outside the tolerance, no match).
      throw invalid(error instanceof Error ? error.message.split('\n')[0]?.replace(/\.$/, '') || 'no match' : 'no match');
    }
  };
  return {
    async receive(rawBody, signature) {
      const event = await verified(rawBody, signature);
      return orm.em.fork().transactional(async (tx) => {
        const inserted = await query<{ id: string }>(
          tx,
          `insert into payment_webhook_event (id, type, object_id, account, received_at, outcome)
           values ($1, $2, $3, $4, $5, 'processing') on conflict (id) do nothing returning id`,
          [event.id, event.type, event.data?.object?.id ?? null, event.account ?? null, new Date()],
        );
        // Seen before (or being processed by a concurrent delivery, which this insert waited for).
        if (inserted.length === 0) return { received: true as const, duplicate: true };
        const handler = handlers[event.type];
        const outcome = handler ? await handler(tx, event, eventBatch([event])) : 'ignored';
        await execute(tx, 'update payment_webhook_event set outcome = $1 where id = $2', [outcome, event.id]);
        return { received: true as const, duplicate: false };
      });
    },

    async receiveAll(deliveries) {
      const events = await Promise.all(deliveries.map(({ rawBody, signature }) => verified(rawBody, signature)));
      if (events.length === 0) return;
      const now = new Date();
      await orm.em.fork().transactional(async (tx) => {
        const inserted = await query<{ id: string }>(
          tx,
          `insert into payment_webhook_event (id, type, object_id, account, received_at, outcome)
           values ${tuplesOf(events.length, ['', '', '', '', '', ''])} on conflict (id) do nothing returning id`,
          events.flatMap((event) => [
            event.id,
            event.type,
            event.data?.object?.id ?? null,
            event.account ?? null,
            now,
            'processing',
          ]),
        );
        const fresh = new Set(inserted.map((row) => row.id));
        const batch = eventBatch(events.filter((event) => fresh.has(event.id)));
        const outcomes: Array<[string, string]> = [];
        for (const event of batch.events) {
          const handler = handlers[event.type];
          outcomes.push([event.id, handler ? await handler(tx, event, batch) : 'ignored']);
        }
        if (outcomes.length === 0) return;
        await execute(
          tx,
          `update payment_webhook_event w set outcome = v.outcome
             from (values ${tuplesOf(outcomes.length, ['', ''])}) as v (id, outcome) where w.id = v.id`,
          outcomes.flat(),
        );
      });
    },
  };
}
