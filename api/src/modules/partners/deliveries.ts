import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { PgBoss } from 'pg-boss';
import { execute } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { transactionDb } from '../../plugins/jobs/transaction-db.ts';
import { type Resolver, resolveAllowedAddress, type WebhookUrlRules } from './addresses.ts';
import { type DeliveryJob, partnerDeliveryQueue } from './partner-events.ts';
import {
  type DeliveryAttempt,
  type IPartnerWebhookDelivery,
  PartnerEvent,
  PartnerWebhookDelivery,
  PartnerWebhookEndpoint,
} from './partners.entities.ts';
import { partnerErrors } from './partners.errors.ts';
import { signatureHeader, signPayload } from './signature.ts';

const fail = errorsOf(partnerErrors);

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
  get(deliveryId: string): Promise<DeliveryDto>;
  /**
   * A new delivery of the delivery's event to its endpoint, queued like the first (same frozen
   * payload and event id, signed when sent); `mark` runs in its transaction (the idempotency key).
   */
  redeliver(
    partnerId: string,
    deliveryId: string,
    mark: (tx: EntityManager, newDeliveryId: string) => Promise<void>,
  ): Promise<DeliveryDto>;
}

/** Why a POST did not count as received. */
function failureOf(error: unknown): string {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  const name = (error as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'ABORT_ERR') return 'timeout';
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns_failed';
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return 'tls_error';
  return 'network_error';
}

/**
 * POSTs to the URL, connecting to `address` only (issue 21, finding 7): the name is resolved
 * once, by the caller, and checked; the connection does not resolve it again, so DNS that
 * answers a public address for the check and a private one a moment later reaches nothing.
 * TLS still checks the certificate against the URL's host name. A redirect is an answer like
 * any other status: it could send the event (and its signature) anywhere.
 */
export function postPinned(
  raw: string,
  address: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  const url = new URL(raw);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const family = isIP(address);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
    else (callback as (error: null, address: string, family: number) => void)(null, address, family);
  };
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export function createDeliveries(deps: { orm: MikroORM; boss: PgBoss; rules: DeliveryRules; resolve?: Resolver }): Deliveries {
  const { orm, boss, rules } = deps;

  async function post(url: string, payload: string, eventId: string, secret: string) {
    const started = Date.now();
    let statusCode: number | null = null;
    const target = await resolveAllowedAddress(url, rules, deps.resolve);
    let error: string | null = 'error' in target ? target.error : null;
    if ('address' in target) {
      try {
        statusCode = await postPinned(
          url,
          target.address,
          {
            'content-type': 'application/json',
            'user-agent': 'Propre-Webhooks/1.0',
            [signatureHeader]: signPayload(payload, secret),
            'propre-event-id': eventId,
          },
          payload,
          rules.timeoutMs,
        );
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
      const recorded = await execute(
        em,
        `update partner_webhook_delivery
              set status = $1, attempts = attempts || $2::jsonb, next_attempt_at = $3, delivered_at = $4
            where id = $5 and status = 'pending' and jsonb_array_length(attempts) = $6`,
        [
          succeeded ? 'succeeded' : retry ? 'pending' : 'failed',
          JSON.stringify([attempt]),
          nextAttemptAt,
          succeeded ? new Date() : null,
          deliveryId,
          number - 1,
        ],
      );
      if (recorded === 0) return 'skipped';
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

    async get(deliveryId) {
      return deliveryDto(await orm.em.fork().findOneOrFail(PartnerWebhookDelivery, { id: deliveryId }));
    },

    async redeliver(partnerId, deliveryId, mark) {
      return orm.em.fork().transactional(async (tx) => {
        const old = await tx.findOne(PartnerWebhookDelivery, { id: deliveryId, partnerId });
        if (!old) throw fail('webhook_delivery_not_found');
        const endpoint = await tx.findOne(PartnerWebhookEndpoint, { id: old.endpointId });
        if (!endpoint || endpoint.disabledAt) {
          throw fail('webhook_endpoint_disabled', {
            detail: {
              fr: 'Ce point de terminaison est désactivé : rien n’y est plus envoyé.',
              en: 'This endpoint is disabled: nothing is sent to it any more.',
            },
          });
        }
        const now = new Date();
        const delivery = tx.create(PartnerWebhookDelivery, {
          id: newId('pwd'),
          partnerId,
          eventId: old.eventId,
          eventType: old.eventType,
          bookingId: old.bookingId,
          endpointId: old.endpointId,
          status: 'pending',
          attempts: [],
          nextAttemptAt: now,
          createdAt: now,
          deliveredAt: null,
          redeliveryOf: old.id,
        });
        await tx.flush();
        // The job commits with the delivery, as for a booking's event (partner-events.ts).
        await boss.send(partnerDeliveryQueue, { deliveryId: delivery.id } satisfies DeliveryJob, {
          retryLimit: 3,
          retryDelay: 30,
          db: transactionDb(tx),
        });
        await mark(tx, delivery.id);
        return deliveryDto(delivery);
      });
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
