// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/places/cities`: Find cities by the start of their name. */
export function searchCities(client: PropreClient, query: Query<'places.searchCities'>): QueryOptions<'/api/places/cities'> {
  return queryFor(client, '/api/places/cities', { query });
}

/** `GET /api/places/cities/{citySlug}`: A city. */
export function getCity(
  client: PropreClient,
  citySlug: PathParam<'places.getCity', 'citySlug'>,
): QueryOptions<'/api/places/cities/{citySlug}'> {
  return queryFor(client, '/api/places/cities/{citySlug}', { path: { citySlug } });
}

/** `GET /api/places/cities/{citySlug}/nearby`: Cities near a city. */
export function listNearbyCities(
  client: PropreClient,
  citySlug: PathParam<'places.listNearbyCities', 'citySlug'>,
  query?: Query<'places.listNearbyCities'>,
): QueryOptions<'/api/places/cities/{citySlug}/nearby'> {
  return queryFor(client, '/api/places/cities/{citySlug}/nearby', { path: { citySlug }, query });
}

/** `GET /api/places/regions`: Quebec's administrative regions. */
export function listRegions(client: PropreClient): QueryOptions<'/api/places/regions'> {
  return queryFor(client, '/api/places/regions');
}

/** `GET /api/places/regions/{regionId}`: A region and its cities. */
export function getRegion(
  client: PropreClient,
  regionId: PathParam<'places.getRegion', 'regionId'>,
): QueryOptions<'/api/places/regions/{regionId}'> {
  return queryFor(client, '/api/places/regions/{regionId}', { path: { regionId } });
}
