// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { queryFor } from './operations.ts';

/** `GET /api/health`: Liveness. */
export function getLiveness(client: PropreClient) {
  return queryFor(client, '/api/health');
}

/** `GET /api/health/ready`: Readiness. */
export function getReadiness(client: PropreClient) {
  return queryFor(client, '/api/health/ready');
}
