import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { execute } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { reencodeImage } from '../../lib/images.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import { cleanerErrors } from './cleaners.errors.ts';

const fail = errorsOf(cleanerErrors);
// Another cleaner's photo is not found either: its existence is not told.
const notFound = () => commonFail('not_found', { detail: { fr: 'Photo introuvable.', en: 'Photo not found.' } });
export const galleryLimit = 24;

export const GalleryPhoto = defineEntity({
  name: 'GalleryPhoto',
  tableName: 'cleaner_gallery_photo',
  properties: {
    id: p.string().primary(),
    userId: p.string(),
    storageKey: p.string(),
    caption: p.string().nullable(),
    category: p.string().$type<GalleryCategory>().nullable(),
    createdAt: p.datetime(),
  },
});
export type IGalleryPhoto = InferEntity<typeof GalleryPhoto>;

export type GalleryPhotoDto = components['schemas']['GalleryPhoto'];
type GalleryCategory = components['schemas']['GalleryCategory'];
export type GalleryPhotoPatch = components['schemas']['GalleryPhotoPatch'];

export const toGalleryDto = (photo: Pick<IGalleryPhoto, 'id' | 'caption' | 'category'>): GalleryPhotoDto => ({
  id: photo.id,
  url: `/api/gallery-photos/${photo.id}`,
  caption: photo.caption ?? null,
  category: photo.category ?? null,
});

export interface GalleryService {
  /** Oldest first, the order the public profile shows. */
  list(userId: string): Promise<GalleryPhotoDto[]>;
  /** Newest first, the order the cleaner manages them in. */
  listNewestFirst(userId: string): Promise<GalleryPhotoDto[]>;
  update(userId: string, photoId: string, patch: GalleryPhotoPatch): Promise<GalleryPhotoDto>;
  add(userId: string, image: Buffer): Promise<GalleryPhotoDto>;
  remove(userId: string, photoId: string): Promise<void>;
  /** The photo's bytes, or null when there is no such photo. */
  read(photoId: string): Promise<Buffer | null>;
}

/** A cleaner's work gallery: up to 24 photos, re-encoded like profile pictures. */
export function createGalleryService({ orm, storage }: { orm: MikroORM; storage: FileStorage }): GalleryService {
  return {
    async list(userId) {
      const photos = await orm.em.fork().find(GalleryPhoto, { userId }, { orderBy: { id: 'asc' } });
      return photos.map(toGalleryDto);
    },
    async listNewestFirst(userId) {
      const photos = await orm.em.fork().find(GalleryPhoto, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
      return photos.map(toGalleryDto);
    },
    async update(userId, photoId, patch) {
      const em = orm.em.fork();
      const photo = await em.findOne(GalleryPhoto, { id: photoId, userId });
      if (!photo) throw notFound();
      if (patch.caption !== undefined) photo.caption = patch.caption?.trim() || null;
      if (patch.category !== undefined) photo.category = patch.category;
      await em.flush();
      return toGalleryDto(photo);
    },
    async add(userId, image) {
      const webp = await reencodeImage(image, { width: 1600, height: 1600, fit: 'inside' });
      const em = orm.em.fork();
      return em.transactional(async (tx) => {
        // Counting under a lock on the cleaner's row keeps two uploads from both taking the last place.
        await execute(tx, 'select 1 from cleaner_profile where user_id = $1 for update', [userId]);
        if ((await tx.count(GalleryPhoto, { userId })) >= galleryLimit) {
          throw fail('gallery_full', {
            detail: { fr: 'La galerie contient déjà 24 photos.', en: 'The gallery already holds 24 photos.' },
          });
        }
        const id = newId('gph');
        const storageKey = `gallery/${userId}/${id}.webp`;
        await storage.put(storageKey, webp);
        const photo = tx.create(GalleryPhoto, { id, userId, storageKey, createdAt: new Date() });
        await tx.flush();
        return toGalleryDto(photo);
      });
    },
    async remove(userId, photoId) {
      const em = orm.em.fork();
      const photo = await em.findOne(GalleryPhoto, { id: photoId, userId });
      if (!photo) throw notFound();
      await em.remove(photo).flush();
      await storage.delete(photo.storageKey);
    },
    async read(photoId) {
      const photo = await orm.em.fork().findOne(GalleryPhoto, { id: photoId });
      return photo ? storage.get(photo.storageKey) : null;
    },
  };
}
