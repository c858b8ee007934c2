import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { PartnerSecretKeys } from '../../plugins/auth/request-auth.ts';
import { createApiKeys, looksLikeKey } from './api-keys.ts';
import { createDeliveries, type DeliveryRules, startPartnerDeliveryWorker } from './deliveries.ts';
import { createPartnerEvents } from './partner-events.ts';
import { partnersRoutes } from './partners.routes.ts';
import { createPartnersService } from './partners.service.ts';
import { installPublishableKeys } from './publishable-key.ts';
import { createWebhookEndpoints } from './webhook-endpoints.ts';

export interface PartnersAreaDeps {
  orm: MikroORM;
  boss: PgBoss;
  /** Which webhook URLs may be called (PARTNER_WEBHOOK_* settings). */
  webhookRules: DeliveryRules;
}

/**
 * Partners: their API keys (secret keys for the permission gate, publishable keys for widgets,
 * allowed origins for CORS), webhook endpoints, and the booking events they are sent, with the
 * delivery worker.
 */
export async function partnersArea({ orm, boss, webhookRules }: PartnersAreaDeps) {
  const keys = createApiKeys(orm);
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
    /** Reads a widget's publishable key on the operations that name it (attribution only). */
    installPublishableKeys: (app: FastifyInstance) => installPublishableKeys(app, keys),
    handlers: partnersRoutes({ partners }),
  };
}
