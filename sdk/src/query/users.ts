// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, queryFor } from './operations.ts';

/** `GET /api/users/me`: Current user. */
export function getMe(client: PropreClient) {
  return queryFor(client, '/api/users/me');
}

/** `DELETE /api/users/me`: Delete my account. */
export function deleteMe(client: PropreClient) {
  return mutationFor(client, 'delete', '/api/users/me', 'users.deleteMe');
}

/** `PATCH /api/users/me`: Update my account. */
export function updateMe(client: PropreClient) {
  return mutationFor(client, 'patch', '/api/users/me', 'users.updateMe');
}

/** `PUT /api/users/me/avatar`: Upload my profile picture. */
export function uploadAvatar(client: PropreClient) {
  return mutationFor(client, 'put', '/api/users/me/avatar', 'users.uploadAvatar', {}, 'blob');
}

/** `GET /api/users/{userId}/avatar`: A user's profile picture. */
export function getAvatar(client: PropreClient, userId: PathParam<'users.getAvatar', 'userId'>) {
  return queryFor(client, '/api/users/{userId}/avatar', { path: { userId } }, 'blob');
}
