// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/referrals/me`: My referral code, link and totals. */
export function getMine(client: PropreClient): QueryOptions<'/api/referrals/me'> {
  return queryFor(client, '/api/referrals/me');
}

/** `GET /api/referrals`: People I referred. */
export function listMine(client: PropreClient, query?: Query<'referrals.listMine'>): QueryOptions<'/api/referrals'> {
  return queryFor(client, '/api/referrals', { query });
}

/** `GET /api/referrals/rewards`: My referral rewards. */
export function listRewards(
  client: PropreClient,
  query?: Query<'referrals.listRewards'>,
): QueryOptions<'/api/referrals/rewards'> {
  return queryFor(client, '/api/referrals/rewards', { query });
}

/** `GET /api/referral-codes/{code}`: Who a referral code invites, and what it is worth. */
export function getInvitation(
  client: PropreClient,
  code: PathParam<'referrals.getInvitation', 'code'>,
): QueryOptions<'/api/referral-codes/{code}'> {
  return queryFor(client, '/api/referral-codes/{code}', { path: { code } });
}

/** `GET /api/admin/referrals/stats`: Referral programme figures. */
export function getStats(client: PropreClient): QueryOptions<'/api/admin/referrals/stats'> {
  return queryFor(client, '/api/admin/referrals/stats');
}
