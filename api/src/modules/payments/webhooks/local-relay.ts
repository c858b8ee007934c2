import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { signWebhookPayload } from '../../../adapters/payments/webhook-signature.ts';
import { execute, query } from '../../../db/sql.ts';
import { AppError } from '../../../plugins/errors/app-error.ts';
import type { WebhookReceiver } from './receiver.ts';

export interface LocalEventRelay {
  /** Delivers every event not delivered yet, oldest first; stops at the first refused one. */
  deliverPending(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * The local provider's webhooks: its pay_event rows, signed as Stripe signs them and handed to
 * the receiver behind the endpoint Stripe calls, so the same verification, de-duplication and
 * handlers run for both providers (not through the route: as a request, each cost a booking a
 * third of a millisecond). A round goes to the receiver whole, in one transaction; when it is
 * refused, nothing of it was kept and its events go one at a time, so a refused event holds
 * back only the ones after it. A row is marked delivered once the receiver accepted it; a
 * delivery that fails is tried again on the next round.
 *
 * Like a Stripe endpoint with `enabled_events`, only the types the endpoint acts on are
 * delivered. The provider writes the others already processed (`deliverOnly`); any still
 * waiting (written by a process that did not know the types) are marked with the round they
 * come in, undelivered.
 *
 * A round reads the waiting events by the partial index's order with a limit: a plain index
 * scan, which marks the index entries of rows already delivered (old versions, dead since) so
 * that later rounds skip them. The bitmap scan a type filter led to could not: each round
 * visited every event delivered since the table's last vacuum (5 ms a round, 0.6 ms of the
 * database's time per booking on the benchmark).
 */
export function createLocalEventRelay(deps: {
  orm: MikroORM;
  secret: string;
  /** The event types the endpoint subscribes to. */
  types: readonly string[];
  receiver: Pick<WebhookReceiver, 'receive' | 'receiveAll'>;
  log: FastifyBaseLogger;
}): LocalEventRelay {
  const { orm, secret, receiver, log } = deps;
  const subscribed = new Set(deps.types);
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | null = null;

  async function deliverBatch(): Promise<number> {
    let delivered = 0;
    for (;;) {
      // No transaction is held while delivering: the endpoint opens its own (and on PGlite, one
      // connection, a held one would block it).
      const rows = await query<{ id: string; type: string; account: string | null; data: unknown; created: Date }>(
        orm.em.fork(),
        'select id, type, account, data, created from pay_event where processed_at is null order by sequence limit 100',
      );
      if (rows.length === 0) return delivered;
      // Marked delivered together once the round ends (or stops at a refusal): a crash in between
      // delivers those again, and the endpoint's de-duplication by event id makes that harmless.
      const done: string[] = [];
      const markDone = async () => {
        if (done.length === 0) return;
        await execute(
          orm.em.fork(),
          'update pay_event set processed_at = $1 where id = any($2::text[]) and processed_at is null',
          [new Date(), done],
        );
      };
      // Those of types the endpoint does not act on are marked with the round, never delivered.
      done.push(...rows.filter((row) => !subscribed.has(row.type)).map((row) => row.id));
      const deliveries = rows
        .filter((row) => subscribed.has(row.type))
        .map((row) => {
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
          return { row, rawBody: Buffer.from(payload), signature: signWebhookPayload(payload, secret) };
        });
      if (
        await receiver.receiveAll(deliveries).then(
          () => true,
          () => false,
        )
      ) {
        done.push(...deliveries.map(({ row }) => row.id));
        await markDone();
        delivered += deliveries.length;
        continue;
      }
      for (const { row, rawBody, signature } of deliveries) {
        const refusal = await receiver.receive(rawBody, signature).then(
          () => null,
          (error: unknown) => error,
        );
        if (refusal !== null) {
          // The status the endpoint would have answered: 4xx for a refusal, 500 for a failure.
          const status = refusal instanceof AppError ? refusal.status : 500;
          log.error(
            { eventId: row.id, type: row.type, status, err: refusal },
            'local payment event refused by the webhook receiver',
          );
          await markDone();
          return delivered;
        }
        done.push(row.id);
        delivered += 1;
      }
      await markDone();
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
