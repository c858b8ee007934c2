import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { signWebhookPayload } from '../../../adapters/payments/webhook-signature.ts';

export interface LocalEventRelay {
  /** Delivers every event not delivered yet, oldest first; stops at the first refused one. */
  deliverPending(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * The local provider's webhooks: its pay_event rows, signed as Stripe signs them and handed to
 * the receiver behind the endpoint Stripe calls, so the same verification, de-duplication and
 * handlers run for both providers. A row is marked delivered once the receiver accepted it
 * (the status the endpoint would answer is 2xx); a delivery that fails is tried again on the
 * next round.
 *
 * Like a Stripe endpoint with `enabled_events`, only the types the endpoint acts on are
 * delivered; the others (customer.created, payment_method.attached…) are marked processed in
 * one statement per round. Delivering them cost a full request and five statements each, three
 * of them for every booking created.
 */
export function createLocalEventRelay(deps: {
  orm: MikroORM;
  secret: string;
  /** The event types the endpoint subscribes to. */
  types: readonly string[];
  post: (payload: string, signature: string) => Promise<number>;
  /**
   * Hands a whole round over at once, answering whether all were accepted; when not, nothing
   * was kept and the round is posted one event at a time, so one refused event holds back
   * only the ones after it.
   */
  postAll?: (deliveries: Array<{ payload: string; signature: string }>) => Promise<boolean>;
  log: FastifyBaseLogger;
}): LocalEventRelay {
  const { orm, secret, post, postAll, log } = deps;
  // A Postgres array literal: the ORM's raw queries inline a JS array as a value list.
  const types = `{${deps.types.join(',')}}`;
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | null = null;

  async function deliverBatch(): Promise<number> {
    let delivered = 0;
    for (;;) {
      // No transaction is held while delivering: the endpoint opens its own (and on PGlite, one
      // connection, a held one would block it).
      const rows = await orm.em
        .fork()
        .execute<Array<{ id: string; type: string; account: string | null; data: unknown; created: Date }>>(
          `with unsubscribed as (
             update pay_event set processed_at = ? where processed_at is null and not (type = any(?::text[]))
           )
           select id, type, account, data, created from pay_event
            where processed_at is null and type = any(?::text[]) order by sequence limit 100`,
          [new Date(), types, types],
        );
      if (rows.length === 0) return delivered;
      // Marked delivered together once the round ends (or stops at a refusal): a crash in between
      // delivers those again, and the endpoint's de-duplication by event id makes that harmless.
      const done: string[] = [];
      const markDone = async () => {
        if (done.length === 0) return;
        await orm.em
          .fork()
          .execute('update pay_event set processed_at = ? where id = any(?::text[]) and processed_at is null', [
            new Date(),
            `{${done.join(',')}}`,
          ]);
      };
      const deliveries = rows.map((row) => {
        const payload = JSON.stringify({
          id: row.id,
          object: 'event',
          type: row.type,
          ...(row.account ? { account: row.account } : {}),
          api_version: 'local',
          created: Math.floor(new Date(row.created).getTime() / 1000),
          livemode: false,
          data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
        });
        return { row, payload, signature: signWebhookPayload(payload, secret) };
      });
      if (postAll && (await postAll(deliveries).catch(() => false))) {
        done.push(...rows.map((row) => row.id));
        await markDone();
        delivered += done.length;
        continue;
      }
      for (const { row, payload, signature } of deliveries) {
        const status = await post(payload, signature).catch(async (error: unknown) => {
          await markDone();
          throw error;
        });
        if (status >= 300) {
          log.error({ eventId: row.id, type: row.type, status }, 'local payment event refused by the webhook endpoint');
          await markDone();
          return delivered + done.length;
        }
        done.push(row.id);
      }
      await markDone();
      delivered += done.length;
    }
  }

  const relay: LocalEventRelay = {
    deliverPending() {
      // One round at a time in this process; several processes are kept apart by the endpoint's de-duplication.
      running = running.catch(() => 0).then(deliverBatch);
      return running;
    },
    start(intervalMs) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        relay.deliverPending().catch((error) => log.error({ err: error }, 'local payment events delivery failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running.catch(() => 0);
    },
  };
  return relay;
}
