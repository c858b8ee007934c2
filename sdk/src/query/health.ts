// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/health`: Liveness. */
export function getLiveness(client: PropreClient): QueryOptions<'/api/health'> {
  return queryFor(client, '/api/health');
}

/** `GET /api/health/ready`: Readiness. */
export function getReadiness(client: PropreClient): QueryOptions<'/api/health/ready'> {
  return queryFor(client, '/api/health/ready');
}
