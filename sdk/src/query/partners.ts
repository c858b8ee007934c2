// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, type Query, queryFor } from './operations.ts';

/** `GET /api/admin/partners`: Partners (admin). */
export function list(client: PropreClient) {
  return queryFor(client, '/api/admin/partners');
}

/** `POST /api/admin/partners`: Add a partner (admin). */
export function create(client: PropreClient) {
  return mutationFor(client, 'post', '/api/admin/partners', 'partners.create');
}

/** `GET /api/partners/me`: The calling partner. */
export function getMe(client: PropreClient) {
  return queryFor(client, '/api/partners/me');
}

/** `GET /api/partners/me/api-keys`: My API keys. */
export function listApiKeys(client: PropreClient) {
  return queryFor(client, '/api/partners/me/api-keys');
}

/** `POST /api/partners/me/api-keys`: Make an API key. */
export function createApiKey(client: PropreClient) {
  return mutationFor(client, 'post', '/api/partners/me/api-keys', 'partners.createApiKey');
}

/** `DELETE /api/partners/me/api-keys/{keyId}`: Revoke an API key. */
export function revokeApiKey(client: PropreClient, keyId: PathParam<'partners.revokeApiKey', 'keyId'>) {
  return mutationFor(client, 'delete', '/api/partners/me/api-keys/{keyId}', 'partners.revokeApiKey', { path: { keyId } });
}

/** `GET /api/partners/me/webhook-endpoints`: My webhook endpoints. */
export function listWebhookEndpoints(client: PropreClient) {
  return queryFor(client, '/api/partners/me/webhook-endpoints');
}

/** `POST /api/partners/me/webhook-endpoints`: Register a webhook endpoint. */
export function createWebhookEndpoint(client: PropreClient) {
  return mutationFor(client, 'post', '/api/partners/me/webhook-endpoints', 'partners.createWebhookEndpoint');
}

/** `DELETE /api/partners/me/webhook-endpoints/{endpointId}`: Remove a webhook endpoint. */
export function deleteWebhookEndpoint(
  client: PropreClient,
  endpointId: PathParam<'partners.deleteWebhookEndpoint', 'endpointId'>,
) {
  return mutationFor(client, 'delete', '/api/partners/me/webhook-endpoints/{endpointId}', 'partners.deleteWebhookEndpoint', {
    path: { endpointId },
  });
}

/** `GET /api/partners/me/webhook-deliveries`: My webhook delivery log. */
export function listWebhookDeliveries(client: PropreClient, query?: Query<'partners.listWebhookDeliveries'>) {
  return queryFor(client, '/api/partners/me/webhook-deliveries', { query });
}
