import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { verifyWebhook } from '../../../adapters/payments/webhook-signature.ts';
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

/** What a handler did, recorded with the event ('applied', 'ignored', or why nothing changed). */
export type EventHandler = (tx: EntityManager, event: ProviderEvent) => Promise<string>;
export type EventHandlers = Record<string, EventHandler>;

export interface WebhookReceiver {
  /**
   * Verifies, de-duplicates and processes one delivery. The event's row and everything its
   * handler changes commit together: a failure keeps nothing, so the provider's retry starts over.
   */
  receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; duplicate: boolean }>;
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
  return {
    async receive(rawBody, signature) {
      if (!rawBody || rawBody.length === 0) throw invalid('empty body');
      if (!signature) throw invalid('no Stripe-Signature header');
      let event: ProviderEvent;
      try {
        event = verifyWebhook(rawBody, signature, secret) as unknown as ProviderEvent;
      } catch (error) {
        // The check's message says which part failed (timestamp outside the tolerance, no match).
        throw invalid(error instanceof Error ? error.message.split('\n')[0]?.replace(/\.$/, '') || 'no match' : 'no match');
      }
      return orm.em.fork().transactional(async (tx) => {
        const inserted = await tx.execute<Array<{ id: string }>>(
          `insert into payment_webhook_event (id, type, object_id, account, received_at, outcome)
           values (?, ?, ?, ?, ?, 'processing') on conflict (id) do nothing returning id`,
          [event.id, event.type, event.data?.object?.id ?? null, event.account ?? null, new Date()],
        );
        // Seen before (or being processed by a concurrent delivery, which this insert waited for).
        if (inserted.length === 0) return { received: true as const, duplicate: true };
        const handler = handlers[event.type];
        const outcome = handler ? await handler(tx, event) : 'ignored';
        await tx.execute('update payment_webhook_event set outcome = ? where id = ?', [outcome, event.id]);
        return { received: true as const, duplicate: false };
      });
    },
  };
}
