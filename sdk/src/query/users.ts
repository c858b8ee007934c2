// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { usersDeleteMe, usersUpdateMe, usersUploadAvatar } from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/users/me`: Current user. */
export function getMe(client: PropreClient): QueryOptions<'/api/users/me'> {
  return queryFor(client, '/api/users/me');
}

/** `DELETE /api/users/me`: Delete my account. */
export function deleteMe(client: PropreClient): MutationOptions<'delete', '/api/users/me'> {
  return mutationFor(client, 'delete', '/api/users/me', usersDeleteMe);
}

/** `PATCH /api/users/me`: Update my account. */
export function updateMe(client: PropreClient): MutationOptions<'patch', '/api/users/me'> {
  return mutationFor(client, 'patch', '/api/users/me', usersUpdateMe);
}

/** `PUT /api/users/me/avatar`: Upload my profile picture. */
export function uploadAvatar(client: PropreClient): MutationOptions<'put', '/api/users/me/avatar'> {
  return mutationFor(client, 'put', '/api/users/me/avatar', usersUploadAvatar);
}

/** `GET /api/users/{userId}/avatar`: A user's profile picture. */
export function getAvatar(
  client: PropreClient,
  userId: PathParam<'users.getAvatar', 'userId'>,
): QueryOptions<'/api/users/{userId}/avatar', 'blob'> {
  return queryFor(client, '/api/users/{userId}/avatar', { path: { userId } }, 'blob');
}
