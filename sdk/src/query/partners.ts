// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import {
  partnersCreate,
  partnersCreateApiKey,
  partnersCreateWebhookEndpoint,
  partnersDeleteWebhookEndpoint,
  partnersRevokeApiKey,
} from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/admin/partners`: Partners (admin). */
export function list(client: PropreClient): QueryOptions<'/api/admin/partners'> {
  return queryFor(client, '/api/admin/partners');
}

/** `POST /api/admin/partners`: Add a partner (admin). */
export function create(client: PropreClient): MutationOptions<'post', '/api/admin/partners'> {
  return mutationFor(client, 'post', '/api/admin/partners', partnersCreate);
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
