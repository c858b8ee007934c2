import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { PgBoss } from 'pg-boss';
import { checkResolvedAddresses, type WebhookUrlRules } from './addresses.ts';
import { type DeliveryJob, partnerDeliveryQueue } from './partner-events.ts';
import {
  type DeliveryAttempt,
  type IPartnerWebhookDelivery,
  PartnerEvent,
  PartnerWebhookDelivery,
  PartnerWebhookEndpoint,
} from './partners.entities.ts';
import { signatureHeader, signPayload } from './signature.ts';

export type DeliveryDto = components['schemas']['PartnerWebhookDelivery'];
export type DeliveryPage = components['schemas']['PartnerWebhookDeliveryPage'];

export interface DeliveryRules extends WebhookUrlRules {
  /** The first retry's delay; each next one doubles it. */
  retryBaseMs: number;
  /** Attempts in all, the first one included. */
  maxAttempts: number;
  /** How long an endpoint has to answer. */
  timeoutMs: number;
}

/** Retries never wait more than this. */
export const maxRetryDelayMs = 12 * 3_600_000;

/** Exponential backoff: after attempt n fails, the next comes base × 2^(n−1) later (capped). */
export function retryDelayMs(failedAttempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (failedAttempt - 1), maxRetryDelayMs);
}

export function deliveryDto(d: IPartnerWebhookDelivery): DeliveryDto {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    bookingId: d.bookingId,
    endpointId: d.endpointId,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
  };
}

export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

export interface Deliveries {
  /** One attempt of a delivery (the job's work): POST, record, and queue the next attempt if it failed. */
  attempt(deliveryId: string): Promise<AttemptOutcome>;
  list(
    partnerId: string,
    query: { endpointId?: string; bookingId?: string; status?: DeliveryDto['status']; cursor?: string; limit: number },
  ): Promise<DeliveryPage>;
}

/** Why a POST did not count as received. */
function failureOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  if (cause?.code === 'ECONNREFUSED') return 'connection_refused';
  if (cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN') return 'dns_failed';
  if (cause?.code?.startsWith('ERR_TLS') || cause?.code?.includes('CERT')) return 'tls_error';
  return 'network_error';
}

export function createDeliveries(deps: { orm: MikroORM; boss: PgBoss; rules: DeliveryRules }): Deliveries {
  const { orm, boss, rules } = deps;

  async function post(url: string, payload: string, eventId: string, secret: string) {
    const started = Date.now();
    let statusCode: number | null = null;
    let error: string | null = await checkResolvedAddresses(url, rules).catch(() => 'dns_failed');
    if (!error) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Propre-Webhooks/1.0',
            [signatureHeader]: signPayload(payload, secret),
            'propre-event-id': eventId,
          },
          body: payload,
          // A redirect is not an answer: it could send the event (and its signature) anywhere.
          redirect: 'manual',
          signal: AbortSignal.timeout(rules.timeoutMs),
        });
        statusCode = response.status;
        await response.body?.cancel();
        if (statusCode < 200 || statusCode > 299) error = `http_${statusCode}`;
      } catch (caught) {
        error = failureOf(caught);
      }
    }
    return { statusCode, error, durationMs: Date.now() - started };
  }

  return {
    async attempt(deliveryId) {
      const em = orm.em.fork();
      const delivery = await em.findOne(PartnerWebhookDelivery, { id: deliveryId });
      if (delivery?.status !== 'pending') return 'skipped';
      const now = new Date();
      // A job queued twice (a crash between queueing and recording) finds its attempt not due.
      if (delivery.nextAttemptAt && delivery.nextAttemptAt.getTime() > now.getTime() + 1_000) return 'skipped';
      const [endpoint, event] = await Promise.all([
        em.findOne(PartnerWebhookEndpoint, { id: delivery.endpointId }),
        em.findOne(PartnerEvent, { id: delivery.eventId }),
      ]);
      if (!endpoint || !event || endpoint.disabledAt) {
        await em.nativeUpdate(
          PartnerWebhookDelivery,
          { id: deliveryId, status: 'pending' },
          { status: 'failed', nextAttemptAt: null },
        );
        return 'skipped';
      }
      const number = delivery.attempts.length + 1;
      const result = await post(endpoint.url, event.payload, event.id, endpoint.secret);
      const attempt: DeliveryAttempt = { number, at: now.toISOString(), ...result };
      const succeeded = result.error === null;
      const retry = !succeeded && number < rules.maxAttempts;
      const nextAttemptAt = retry ? new Date(Date.now() + retryDelayMs(number, rules.retryBaseMs)) : null;
      if (retry) {
        // Queued before the attempt is recorded: a crash in between leaves a job, never a delivery without one.
        await boss.send(partnerDeliveryQueue, { deliveryId } satisfies DeliveryJob, {
          startAfter: nextAttemptAt as Date,
          retryLimit: 3,
          retryDelay: 30,
        });
      }
      const recorded = await em.getConnection().execute<{ affectedRows: number }>(
        `update partner_webhook_delivery
              set status = ?, attempts = attempts || ?::jsonb, next_attempt_at = ?, delivered_at = ?
            where id = ? and status = 'pending' and jsonb_array_length(attempts) = ?`,
        [
          succeeded ? 'succeeded' : retry ? 'pending' : 'failed',
          JSON.stringify([attempt]),
          nextAttemptAt,
          succeeded ? new Date() : null,
          deliveryId,
          number - 1,
        ],
        'run',
      );
      if (recorded.affectedRows === 0) return 'skipped';
      return succeeded ? 'succeeded' : retry ? 'retrying' : 'failed';
    },

    async list(partnerId, query) {
      const rows = await orm.em.fork().find(
        PartnerWebhookDelivery,
        {
          partnerId,
          ...(query.endpointId ? { endpointId: query.endpointId } : {}),
          ...(query.bookingId ? { bookingId: query.bookingId } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.cursor ? { id: { $lt: query.cursor } } : {}),
        },
        { orderBy: { id: 'desc' }, limit: query.limit + 1 },
      );
      const page = rows.slice(0, query.limit);
      return { items: page.map(deliveryDto), nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
    },
  };
}

/** The delivery worker: every attempt is a pg-boss job (the first queued with the booking's change). */
export async function startPartnerDeliveryWorker(boss: PgBoss, deliveries: Deliveries): Promise<void> {
  await boss.createQueue(partnerDeliveryQueue);
  // Refill pg-boss's queue cache outside any transaction (see bookings/expiry.ts).
  await boss.findJobs(partnerDeliveryQueue, { id: randomUUID() });
  await boss.work<DeliveryJob>(partnerDeliveryQueue, { pollingIntervalSeconds: 0.5, batchSize: 4 }, async (jobs) => {
    await Promise.all(jobs.map((job) => deliveries.attempt(job.data.deliveryId)));
  });
}
