import type { FastifyRequest } from 'fastify';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { IdempotencyStore } from '../../plugins/idempotency/idempotency.ts';
import { idempotentInTransaction } from '../../plugins/idempotency/idempotent-in-transaction.ts';
import type { PartnersService } from './partners.service.ts';
import type { PublishableKeyGate } from './publishable-key.ts';

/** The calling partner (the gate let only a secret key through to these operations). */
function partnerOf(request: FastifyRequest): string {
  if (!request.partner) throw new Error('partner operation reached without a partner');
  return request.partner.partnerId;
}

export interface PartnersRoutesDeps {
  partners: PartnersService;
  gate: PublishableKeyGate;
  idempotency: IdempotencyStore;
}

export function partnersRoutes({ partners, gate, idempotency }: PartnersRoutesDeps) {
  /** The partner an admin's operation names: 404 `partner_not_found` rather than an empty answer. */
  const named = async (request: { params: { partnerId: string } }) => (await partners.find(request.params.partnerId)).id;
  return defineHandlers({
    'partners.list': async () => {
      return { items: await partners.list() };
    },
    'partners.create': async (request, reply) => {
      reply.code(201);
      return partners.create(request.body);
    },
    'partners.getMe': async (request) => {
      return partners.get(partnerOf(request));
    },
    'partners.listApiKeys': async (request) => {
      return { items: await partners.keys.list(partnerOf(request)) };
    },
    'partners.createApiKey': async (request, reply) => {
      reply.code(201);
      return partners.keys.createNow(partnerOf(request), request.body);
    },
    'partners.revokeApiKey': async (request) => {
      return partners.keys.revoke(partnerOf(request), request.params.keyId);
    },
    'partners.listWebhookEndpoints': async (request) => {
      return { items: await partners.endpoints.list(partnerOf(request)) };
    },
    'partners.createWebhookEndpoint': async (request, reply) => {
      reply.code(201);
      return partners.endpoints.create(partnerOf(request), request.body);
    },
    'partners.deleteWebhookEndpoint': async (request, reply) => {
      await partners.endpoints.disable(partnerOf(request), request.params.endpointId);
      return reply.code(204).send();
    },
    'partners.checkEmbed': async (request, reply) => {
      return gate.check(request, reply, request.query.key, async (id) => (await partners.get(id)).name);
    },
    'partners.listWebhookDeliveries': async (request) => {
      return partners.deliveries.list(partnerOf(request), { ...request.query, limit: request.query.limit ?? 20 });
    },
    // An admin's view of one partner: the partner's own operations on a partner it names.
    'partners.getPartner': async (request) => {
      return partners.find(request.params.partnerId);
    },
    'partners.listPartnerApiKeys': async (request) => {
      return { items: await partners.keys.list(await named(request)) };
    },
    'partners.createPartnerApiKey': async (request, reply) => {
      const created = await partners.keys.createNow(await named(request), request.body);
      reply.code(201);
      return created;
    },
    'partners.updatePartnerApiKey': async (request) => {
      return partners.keys.updateOrigins(await named(request), request.params.keyId, request.body.allowedOrigins);
    },
    'partners.revokePartnerApiKey': async (request) => {
      return partners.keys.revoke(await named(request), request.params.keyId);
    },
    'partners.rotateApiKey': async (request, reply) => {
      const rotated = await partners.keys.rotate(await named(request), request.params.keyId);
      reply.code(201);
      return rotated;
    },
    'partners.listPartnerWebhookEndpoints': async (request) => {
      return { items: await partners.endpoints.list(await named(request)) };
    },
    'partners.createPartnerWebhookEndpoint': async (request, reply) => {
      const created = await partners.endpoints.create(await named(request), request.body);
      reply.code(201);
      return created;
    },
    'partners.deletePartnerWebhookEndpoint': async (request, reply) => {
      await partners.endpoints.disable(await named(request), request.params.endpointId);
      return reply.code(204).send();
    },
    'partners.listPartnerWebhookDeliveries': async (request) => {
      return partners.deliveries.list(await named(request), { ...request.query, limit: request.query.limit ?? 20 });
    },
    'partners.redeliverWebhook': async (request, reply) => {
      const partnerId = await named(request);
      // One new delivery per Idempotency-Key (one per click): a double click or a retry answers it again.
      return idempotentInTransaction(
        idempotency,
        request,
        reply,
        'partners.redeliverWebhook',
        201,
        (keys) => partners.deliveries.redeliver(partnerId, request.params.deliveryId, (tx, id) => keys.saveReference(tx, id)),
        (deliveryId) => partners.deliveries.get(String(deliveryId)),
      );
    },
  });
}
