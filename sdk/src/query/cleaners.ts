// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import {
  cleanersAddGalleryPhoto,
  cleanersDeleteGalleryPhoto,
  cleanersUpdateGalleryPhoto,
  cleanersUpdateMyProfile,
} from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/cleaners/me/profile`: My cleaner profile. */
export function getMyProfile(client: PropreClient): QueryOptions<'/api/cleaners/me/profile'> {
  return queryFor(client, '/api/cleaners/me/profile');
}

/** `PATCH /api/cleaners/me/profile`: Update my cleaner profile. */
export function updateMyProfile(client: PropreClient): MutationOptions<'patch', '/api/cleaners/me/profile'> {
  return mutationFor(client, 'patch', '/api/cleaners/me/profile', cleanersUpdateMyProfile);
}

/** `GET /api/cleaners/me/onboarding`: My onboarding progress. */
export function getMyOnboarding(client: PropreClient): QueryOptions<'/api/cleaners/me/onboarding'> {
  return queryFor(client, '/api/cleaners/me/onboarding');
}

/** `GET /api/cleaners/{slug}`: A cleaner's public profile. */
export function getProfile(
  client: PropreClient,
  slug: PathParam<'cleaners.getProfile', 'slug'>,
): QueryOptions<'/api/cleaners/{slug}'> {
  return queryFor(client, '/api/cleaners/{slug}', { path: { slug } });
}

/** `GET /api/cleaners/me/gallery`: My work gallery. */
export function listMyGalleryPhotos(client: PropreClient): QueryOptions<'/api/cleaners/me/gallery'> {
  return queryFor(client, '/api/cleaners/me/gallery');
}

/** `POST /api/cleaners/me/gallery`: Add a photo to my work gallery. */
export function addGalleryPhoto(client: PropreClient): MutationOptions<'post', '/api/cleaners/me/gallery'> {
  return mutationFor(client, 'post', '/api/cleaners/me/gallery', cleanersAddGalleryPhoto);
}

/** `DELETE /api/cleaners/me/gallery/{photoId}`: Remove a photo from my work gallery. */
export function deleteGalleryPhoto(client: PropreClient): MutationOptions<'delete', '/api/cleaners/me/gallery/{photoId}'> {
  return mutationFor(client, 'delete', '/api/cleaners/me/gallery/{photoId}', cleanersDeleteGalleryPhoto);
}

/** `PATCH /api/cleaners/me/gallery/{photoId}`: Set a photo's caption and room. */
export function updateGalleryPhoto(client: PropreClient): MutationOptions<'patch', '/api/cleaners/me/gallery/{photoId}'> {
  return mutationFor(client, 'patch', '/api/cleaners/me/gallery/{photoId}', cleanersUpdateGalleryPhoto);
}

/** `GET /api/gallery-photos/{photoId}`: A gallery photo. */
export function getGalleryPhoto(
  client: PropreClient,
  photoId: PathParam<'cleaners.getGalleryPhoto', 'photoId'>,
): QueryOptions<'/api/gallery-photos/{photoId}', 'blob'> {
  return queryFor(client, '/api/gallery-photos/{photoId}', { path: { photoId } }, 'blob');
}
