// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, queryFor } from './operations.ts';

/** `GET /api/cleaners/me/profile`: My cleaner profile. */
export function getMyProfile(client: PropreClient) {
  return queryFor(client, '/api/cleaners/me/profile');
}

/** `PATCH /api/cleaners/me/profile`: Update my cleaner profile. */
export function updateMyProfile(client: PropreClient) {
  return mutationFor(client, 'patch', '/api/cleaners/me/profile', 'cleaners.updateMyProfile');
}

/** `GET /api/cleaners/me/onboarding`: My onboarding progress. */
export function getMyOnboarding(client: PropreClient) {
  return queryFor(client, '/api/cleaners/me/onboarding');
}

/** `GET /api/cleaners/{slug}`: A cleaner's public profile. */
export function getProfile(client: PropreClient, slug: PathParam<'cleaners.getProfile', 'slug'>) {
  return queryFor(client, '/api/cleaners/{slug}', { path: { slug } });
}

/** `POST /api/cleaners/me/gallery`: Add a photo to my work gallery. */
export function addGalleryPhoto(client: PropreClient) {
  return mutationFor(client, 'post', '/api/cleaners/me/gallery', 'cleaners.addGalleryPhoto', {}, 'blob');
}

/** `DELETE /api/cleaners/me/gallery/{photoId}`: Remove a photo from my work gallery. */
export function deleteGalleryPhoto(client: PropreClient, photoId: PathParam<'cleaners.deleteGalleryPhoto', 'photoId'>) {
  return mutationFor(client, 'delete', '/api/cleaners/me/gallery/{photoId}', 'cleaners.deleteGalleryPhoto', {
    path: { photoId },
  });
}

/** `GET /api/gallery-photos/{photoId}`: A gallery photo. */
export function getGalleryPhoto(client: PropreClient, photoId: PathParam<'cleaners.getGalleryPhoto', 'photoId'>) {
  return queryFor(client, '/api/gallery-photos/{photoId}', { path: { photoId } }, 'blob');
}
