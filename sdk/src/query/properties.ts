// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { propertiesCreate, propertiesDelete, propertiesUpdate } from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/properties`: My properties. */
export function list(client: PropreClient): QueryOptions<'/api/properties'> {
  return queryFor(client, '/api/properties');
}

/** `POST /api/properties`: Add a property. */
export function create(client: PropreClient): MutationOptions<'post', '/api/properties'> {
  return mutationFor(client, 'post', '/api/properties', propertiesCreate);
}

/** `GET /api/properties/address-suggestions`: Suggest addresses for what the client typed. */
export function suggestAddresses(
  client: PropreClient,
  query: Query<'properties.suggestAddresses'>,
): QueryOptions<'/api/properties/address-suggestions'> {
  return queryFor(client, '/api/properties/address-suggestions', { query });
}

/** `GET /api/properties/{propertyId}`: One of my properties. */
export function get(
  client: PropreClient,
  propertyId: PathParam<'properties.get', 'propertyId'>,
): QueryOptions<'/api/properties/{propertyId}'> {
  return queryFor(client, '/api/properties/{propertyId}', { path: { propertyId } });
}

/** `DELETE /api/properties/{propertyId}`: Remove one of my properties. */
function delete_(client: PropreClient): MutationOptions<'delete', '/api/properties/{propertyId}'> {
  return mutationFor(client, 'delete', '/api/properties/{propertyId}', propertiesDelete);
}

/** `PATCH /api/properties/{propertyId}`: Change one of my properties. */
export function update(client: PropreClient): MutationOptions<'patch', '/api/properties/{propertyId}'> {
  return mutationFor(client, 'patch', '/api/properties/{propertyId}', propertiesUpdate);
}

export { delete_ as delete };
