// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import {
  partnersCreate,
  partnersCreateApiKey,
  partnersCreatePartnerApiKey,
  partnersCreatePartnerWebhookEndpoint,
  partnersCreateWebhookEndpoint,
  partnersDeletePartnerWebhookEndpoint,
  partnersDeleteWebhookEndpoint,
  partnersRedeliverWebhook,
  partnersRevokeApiKey,
  partnersRevokePartnerApiKey,
  partnersRotateApiKey,
  partnersUpdatePartnerApiKey,
} from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/admin/partners`: Partners (admin). */
export function list(client: PropreClient): QueryOptions<'/api/admin/partners'> {
  return queryFor(client, '/api/admin/partners');
}

/** `POST /api/admin/partners`: Add a partner (admin). */
export function create(client: PropreClient): MutationOptions<'post', '/api/admin/partners'> {
  return mutationFor(client, 'post', '/api/admin/partners', partnersCreate);
}

/** `GET /api/admin/partners/{partnerId}`: A partner (admin). */
export function getPartner(
  client: PropreClient,
  partnerId: PathParam<'partners.getPartner', 'partnerId'>,
): QueryOptions<'/api/admin/partners/{partnerId}'> {
  return queryFor(client, '/api/admin/partners/{partnerId}', { path: { partnerId } });
}

/** `GET /api/admin/partners/{partnerId}/api-keys`: A partner's API keys (admin). */
export function listPartnerApiKeys(
  client: PropreClient,
  partnerId: PathParam<'partners.listPartnerApiKeys', 'partnerId'>,
): QueryOptions<'/api/admin/partners/{partnerId}/api-keys'> {
  return queryFor(client, '/api/admin/partners/{partnerId}/api-keys', { path: { partnerId } });
}

/** `POST /api/admin/partners/{partnerId}/api-keys`: Make a partner's API key (admin). */
export function createPartnerApiKey(client: PropreClient): MutationOptions<'post', '/api/admin/partners/{partnerId}/api-keys'> {
  return mutationFor(client, 'post', '/api/admin/partners/{partnerId}/api-keys', partnersCreatePartnerApiKey);
}

/** `DELETE /api/admin/partners/{partnerId}/api-keys/{keyId}`: Revoke a partner's API key (admin). */
export function revokePartnerApiKey(
  client: PropreClient,
): MutationOptions<'delete', '/api/admin/partners/{partnerId}/api-keys/{keyId}'> {
  return mutationFor(client, 'delete', '/api/admin/partners/{partnerId}/api-keys/{keyId}', partnersRevokePartnerApiKey);
}

/** `PATCH /api/admin/partners/{partnerId}/api-keys/{keyId}`: Change a publishable key's allowed origins (admin). */
export function updatePartnerApiKey(
  client: PropreClient,
): MutationOptions<'patch', '/api/admin/partners/{partnerId}/api-keys/{keyId}'> {
  return mutationFor(client, 'patch', '/api/admin/partners/{partnerId}/api-keys/{keyId}', partnersUpdatePartnerApiKey);
}

/** `POST /api/admin/partners/{partnerId}/api-keys/{keyId}/rotate`: Replace a partner's API key (admin). */
export function rotateApiKey(
  client: PropreClient,
): MutationOptions<'post', '/api/admin/partners/{partnerId}/api-keys/{keyId}/rotate'> {
  return mutationFor(client, 'post', '/api/admin/partners/{partnerId}/api-keys/{keyId}/rotate', partnersRotateApiKey);
}

/** `GET /api/admin/partners/{partnerId}/webhook-endpoints`: A partner's webhook endpoints (admin). */
export function listPartnerWebhookEndpoints(
  client: PropreClient,
  partnerId: PathParam<'partners.listPartnerWebhookEndpoints', 'partnerId'>,
): QueryOptions<'/api/admin/partners/{partnerId}/webhook-endpoints'> {
  return queryFor(client, '/api/admin/partners/{partnerId}/webhook-endpoints', { path: { partnerId } });
}

/** `POST /api/admin/partners/{partnerId}/webhook-endpoints`: Register a partner's webhook endpoint (admin). */
export function createPartnerWebhookEndpoint(
  client: PropreClient,
): MutationOptions<'post', '/api/admin/partners/{partnerId}/webhook-endpoints'> {
  return mutationFor(client, 'post', '/api/admin/partners/{partnerId}/webhook-endpoints', partnersCreatePartnerWebhookEndpoint);
}

/** `DELETE /api/admin/partners/{partnerId}/webhook-endpoints/{endpointId}`: Remove a partner's webhook endpoint (admin). */
export function deletePartnerWebhookEndpoint(
  client: PropreClient,
): MutationOptions<'delete', '/api/admin/partners/{partnerId}/webhook-endpoints/{endpointId}'> {
  return mutationFor(
    client,
    'delete',
    '/api/admin/partners/{partnerId}/webhook-endpoints/{endpointId}',
    partnersDeletePartnerWebhookEndpoint,
  );
}

/** `GET /api/admin/partners/{partnerId}/webhook-deliveries`: A partner's webhook delivery log (admin). */
export function listPartnerWebhookDeliveries(
  client: PropreClient,
  partnerId: PathParam<'partners.listPartnerWebhookDeliveries', 'partnerId'>,
  query?: Query<'partners.listPartnerWebhookDeliveries'>,
): QueryOptions<'/api/admin/partners/{partnerId}/webhook-deliveries'> {
  return queryFor(client, '/api/admin/partners/{partnerId}/webhook-deliveries', { path: { partnerId }, query });
}

/** `POST /api/admin/partners/{partnerId}/webhook-deliveries/{deliveryId}/redeliver`: Send a webhook delivery's event again (admin). */
export function redeliverWebhook(
  client: PropreClient,
): MutationOptions<'post', '/api/admin/partners/{partnerId}/webhook-deliveries/{deliveryId}/redeliver'> {
  return mutationFor(
    client,
    'post',
    '/api/admin/partners/{partnerId}/webhook-deliveries/{deliveryId}/redeliver',
    partnersRedeliverWebhook,
  );
}

/** `GET /api/partners/me`: The calling partner. */
export function getMe(client: PropreClient): QueryOptions<'/api/partners/me'> {
  return queryFor(client, '/api/partners/me');
}

/** `GET /api/partners/me/api-keys`: My API keys. */
export function listApiKeys(client: PropreClient): QueryOptions<'/api/partners/me/api-keys'> {
  return queryFor(client, '/api/partners/me/api-keys');
}

/** `POST /api/partners/me/api-keys`: Make an API key. */
export function createApiKey(client: PropreClient): MutationOptions<'post', '/api/partners/me/api-keys'> {
  return mutationFor(client, 'post', '/api/partners/me/api-keys', partnersCreateApiKey);
}

/** `DELETE /api/partners/me/api-keys/{keyId}`: Revoke an API key. */
export function revokeApiKey(client: PropreClient): MutationOptions<'delete', '/api/partners/me/api-keys/{keyId}'> {
  return mutationFor(client, 'delete', '/api/partners/me/api-keys/{keyId}', partnersRevokeApiKey);
}

/** `GET /api/partners/me/webhook-endpoints`: My webhook endpoints. */
export function listWebhookEndpoints(client: PropreClient): QueryOptions<'/api/partners/me/webhook-endpoints'> {
  return queryFor(client, '/api/partners/me/webhook-endpoints');
}

/** `POST /api/partners/me/webhook-endpoints`: Register a webhook endpoint. */
export function createWebhookEndpoint(client: PropreClient): MutationOptions<'post', '/api/partners/me/webhook-endpoints'> {
  return mutationFor(client, 'post', '/api/partners/me/webhook-endpoints', partnersCreateWebhookEndpoint);
}

/** `DELETE /api/partners/me/webhook-endpoints/{endpointId}`: Remove a webhook endpoint. */
export function deleteWebhookEndpoint(
  client: PropreClient,
): MutationOptions<'delete', '/api/partners/me/webhook-endpoints/{endpointId}'> {
  return mutationFor(client, 'delete', '/api/partners/me/webhook-endpoints/{endpointId}', partnersDeleteWebhookEndpoint);
}

/** `GET /api/partners/me/webhook-deliveries`: My webhook delivery log. */
export function listWebhookDeliveries(
  client: PropreClient,
  query?: Query<'partners.listWebhookDeliveries'>,
): QueryOptions<'/api/partners/me/webhook-deliveries'> {
  return queryFor(client, '/api/partners/me/webhook-deliveries', { query });
}

/** `GET /api/partners/embed-check`: May this page embed the widgets?. */
export function checkEmbed(client: PropreClient, query: Query<'partners.checkEmbed'>): QueryOptions<'/api/partners/embed-check'> {
  return queryFor(client, '/api/partners/embed-check', { query });
}
