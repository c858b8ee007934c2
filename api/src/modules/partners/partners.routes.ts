import type { FastifyRequest } from 'fastify';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { PartnersService } from './partners.service.ts';
import type { PublishableKeyGate } from './publishable-key.ts';

/** The calling partner (the gate let only a secret key through to these operations). */
function partnerOf(request: FastifyRequest): string {
  if (!request.partner) throw new Error('partner operation reached without a partner');
  return request.partner.partnerId;
}

export function partnersRoutes({ partners, gate }: { partners: PartnersService; gate: PublishableKeyGate }) {
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
  });
}
