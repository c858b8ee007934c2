import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { PartnerSecretKeys } from '../../plugins/auth/request-auth.ts';
import { createIdempotencyStore } from '../../plugins/idempotency/idempotency.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { createApiKeys, looksLikeKey } from './api-keys.ts';
import { createDeliveries, type DeliveryRules, startPartnerDeliveryWorker } from './deliveries.ts';
import { createPartnerEvents } from './partner-events.ts';
import { partnersRoutes } from './partners.routes.ts';
import { createPartnersService } from './partners.service.ts';
import { createPublishableKeyGate } from './publishable-key.ts';
import { createWebhookEndpoints } from './webhook-endpoints.ts';

export interface PartnersAreaDeps {
  orm: MikroORM;
  boss: PgBoss;
  /** Which webhook URLs may be called (PARTNER_WEBHOOK_* settings). */
  webhookRules: DeliveryRules;
  limiter: RateLimiter;
  /** Calls per minute one publishable key may carry (PUBLISHABLE_KEY_RATE_LIMIT). */
  publishableKeyRateLimit: number;
}

/**
 * Partners: their API keys (secret keys for the permission gate, publishable keys for widgets,
 * allowed origins for CORS), webhook endpoints, and the booking events they are sent, with the
 * delivery worker.
 */
export async function partnersArea({ orm, boss, webhookRules, limiter, publishableKeyRateLimit }: PartnersAreaDeps) {
  const keys = createApiKeys(orm);
  const gate = createPublishableKeyGate(keys, limiter, { perMinute: publishableKeyRateLimit });
  const deliveries = createDeliveries({ orm, boss, rules: webhookRules });
  await startPartnerDeliveryWorker(boss, deliveries);
  const partners = createPartnersService({
    orm,
    keys,
    endpoints: createWebhookEndpoints(orm, webhookRules),
    deliveries,
  });
  // The permission gate recognises a partner's server by one of its secret keys.
  const secretKeys: PartnerSecretKeys = {
    isSecretKey: (token) => looksLikeKey(token, 'secret'),
    resolve: async (token) => {
      const key = await keys.resolve(token, 'secret');
      return key ? { partnerId: key.partnerId, keyId: key.id } : null;
    },
  };
  return {
    partners,
    events: createPartnerEvents(boss),
    secretKeys,
    isPartnerOrigin: (origin: string) => keys.isPartnerOrigin(origin),
    /** A live publishable key, for the embed's sign-in window. */
    publishableKey: (token: string) => keys.resolve(token, 'publishable'),
    /** Checks a widget's publishable key wherever one is sent (origin, revocation, rate limit). */
    installPublishableKeys: (app: FastifyInstance) => gate.install(app),
    handlers: partnersRoutes({ partners, gate, idempotency: createIdempotencyStore(orm) }),
  };
}
