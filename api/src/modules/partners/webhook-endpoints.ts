import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { type Resolver, resolveAllowedAddress, type WebhookUrlRules, webhookUrlProblem } from './addresses.ts';
import {
  type IPartnerWebhookEndpoint,
  type PartnerEventType,
  PartnerWebhookDelivery,
  PartnerWebhookEndpoint,
} from './partners.entities.ts';
import { partnerErrors } from './partners.errors.ts';

const fail = errorsOf(partnerErrors);

export type WebhookEndpointDto = components['schemas']['PartnerWebhookEndpoint'];
export type WebhookEndpointCreated = components['schemas']['PartnerWebhookEndpointCreated'];

/** Enabled endpoints a partner may have at once. */
export const maxEnabledEndpoints = 10;

export function endpointDto(endpoint: IPartnerWebhookEndpoint): WebhookEndpointDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    description: endpoint.description ?? null,
    status: endpoint.disabledAt ? 'disabled' : 'enabled',
    createdAt: endpoint.createdAt.toISOString(),
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
  };
}

export interface WebhookEndpoints {
  create(
    partnerId: string,
    input: { url: string; events: PartnerEventType[]; description?: string },
  ): Promise<WebhookEndpointCreated>;
  list(partnerId: string): Promise<WebhookEndpointDto[]>;
  /** Disables the endpoint and gives up its deliveries still waiting. */
  disable(partnerId: string, endpointId: string): Promise<void>;
}

export function createWebhookEndpoints(orm: MikroORM, rules: WebhookUrlRules, resolve?: Resolver): WebhookEndpoints {
  return {
    async create(partnerId, input) {
      // The name is resolved now too: one that resolves to our own network is refused at once
      // (a name that does not resolve yet is not: each delivery resolves and checks it again,
      // and connects only to the address it checked).
      let problem = webhookUrlProblem(input.url, rules);
      if (!problem) {
        const target = await resolveAllowedAddress(input.url, rules, resolve);
        if ('error' in target && target.error === 'address_not_allowed') problem = 'resolves to a private address';
      }
      if (problem) {
        throw fail('webhook_url_not_allowed', {
          detail: {
            fr: `Adresse refusée (${problem}) : une URL https:// d’un hôte public.`,
            en: `URL refused (${problem}): an https:// URL on a public host.`,
          },
          errors: [{ pointer: '/url', code: 'webhook_url_not_allowed', message: problem }],
        });
      }
      const em = orm.em.fork();
      if ((await em.count(PartnerWebhookEndpoint, { partnerId, disabledAt: null })) >= maxEnabledEndpoints) {
        throw fail('partner_limit_reached', {
          detail: {
            fr: `Au plus ${maxEnabledEndpoints} points de terminaison actifs.`,
            en: `At most ${maxEnabledEndpoints} enabled endpoints.`,
          },
        });
      }
      const secret = `whsec_${randomBytes(32).toString('base64url')}`;
      const endpoint = em.create(PartnerWebhookEndpoint, {
        id: newId('pwe'),
        partnerId,
        url: new URL(input.url).toString(),
        events: [...new Set(input.events)],
        description: input.description?.trim() || null,
        secret,
        createdAt: new Date(),
        disabledAt: null,
      });
      await em.flush();
      return { endpoint: endpointDto(endpoint), secret };
    },

    async list(partnerId) {
      return (await orm.em.fork().find(PartnerWebhookEndpoint, { partnerId }, { orderBy: { id: 'desc' } })).map(endpointDto);
    },

    async disable(partnerId, endpointId) {
      await orm.em.fork().transactional(async (tx) => {
        const endpoint = await tx.findOne(PartnerWebhookEndpoint, { id: endpointId, partnerId });
        if (!endpoint) throw fail('webhook_endpoint_not_found');
        endpoint.disabledAt ??= new Date();
        await tx.nativeUpdate(
          PartnerWebhookDelivery,
          { endpointId, status: 'pending' },
          { status: 'failed', nextAttemptAt: null },
        );
      });
    },
  };
}
