import { type MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { Booking, BookingPhoto } from '../bookings/bookings.entities.ts';
import { GalleryItem, type IGalleryItem } from './growth.entities.ts';
import { growthErrors } from './growth.errors.ts';

const fail = errorsOf(growthErrors);

type Item = components['schemas']['GalleryItem'];
type Room = Item['room'];

export interface GalleryService {
  list(query: { room?: Room; cursor?: string; limit: number }): Promise<{ items: Item[]; nextCursor: string | null }>;
  image(itemId: string, side: 'before' | 'after'): Promise<Buffer>;
  publish(adminId: string, input: { beforePhotoId: string; afterPhotoId: string }): Promise<Item>;
  unpublish(itemId: string): Promise<void>;
}

const invalidPair = (fr: string, en: string) => fail('gallery_pair_invalid', { detail: { fr, en } });
const itemNotFound = () =>
  fail('gallery_item_not_found', {
    detail: { fr: 'Aucune paire publiée n’a cet identifiant.', en: 'No published pair has this id.' },
  });

/**
 * The before/after gallery: admins pick pairs among the photos of completed bookings whose
 * client allowed photos; everyone sees them with the city and service, never the address.
 */
export function createGalleryService({ orm, storage }: { orm: MikroORM; storage: FileStorage }): GalleryService {
  async function toDtos(items: IGalleryItem[]): Promise<Item[]> {
    if (items.length === 0) return [];
    const bookings = await orm.em.fork().find(Booking, { id: { $in: [...new Set(items.map((i) => i.bookingId))] } });
    const byId = new Map(bookings.map((b) => [b.id, b]));
    return items.map((item) => {
      const booking = byId.get(item.bookingId);
      return {
        id: item.id,
        room: item.room as Room,
        beforeUrl: `/api/gallery/${item.id}/before`,
        afterUrl: `/api/gallery/${item.id}/after`,
        city: booking?.propertyCity ?? '',
        serviceType: (booking?.serviceType ?? 'basic') as Item['serviceType'],
        publishedAt: item.publishedAt.toISOString(),
      };
    });
  }

  return {
    async list({ room, cursor, limit }) {
      const rows = await orm.em
        .fork()
        .find(
          GalleryItem,
          { ...(room ? { room } : {}), ...(cursor ? { id: { $lt: cursor } } : {}) },
          { orderBy: { id: 'desc' }, limit: limit + 1 },
        );
      const page = rows.slice(0, limit);
      return { items: await toDtos(page), nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
    },

    async image(itemId, side) {
      const em = orm.em.fork();
      const item = await em.findOne(GalleryItem, { id: itemId });
      if (!item) throw itemNotFound();
      const photo = await em.findOne(BookingPhoto, { id: side === 'before' ? item.beforePhotoId : item.afterPhotoId });
      const bytes = photo ? await storage.get(photo.storageKey) : null;
      if (!bytes) throw itemNotFound();
      return bytes;
    },

    async publish(adminId, { beforePhotoId, afterPhotoId }) {
      const em = orm.em.fork();
      const photos = await em.find(BookingPhoto, { id: { $in: [beforePhotoId, afterPhotoId] } });
      const before = photos.find((p) => p.id === beforePhotoId);
      const after = photos.find((p) => p.id === afterPhotoId);
      if (!before || !after) {
        throw fail('gallery_photo_not_found', {
          detail: { fr: 'Aucune photo de réservation n’a cet identifiant.', en: 'No booking photo has this id.' },
        });
      }
      if (before.kind !== 'before' || after.kind !== 'after') {
        throw invalidPair(
          'Il faut une photo « avant » puis une photo « après ».',
          'A "before" photo then an "after" photo are needed.',
        );
      }
      if (before.bookingId !== after.bookingId || before.room !== after.room) {
        throw invalidPair(
          'Les deux photos doivent montrer la même pièce de la même réservation.',
          'Both photos must show the same room of the same booking.',
        );
      }
      const booking = await em.findOne(Booking, { id: before.bookingId });
      if (!booking?.allowPhotos || booking.status !== 'completed') {
        throw invalidPair(
          'Seules les photos d’un ménage terminé dont le client a permis les photos se publient.',
          'Only photos of a completed cleaning whose client allowed photos can be published.',
        );
      }
      const item = em.create(GalleryItem, {
        id: newId('gal'),
        bookingId: booking.id,
        beforePhotoId,
        afterPhotoId,
        room: before.room,
        publishedBy: adminId,
        publishedAt: new Date(),
      });
      try {
        await em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) {
          throw fail('gallery_item_exists', {
            detail: { fr: 'Une de ces photos est déjà dans la galerie.', en: 'One of these photos is already in the gallery.' },
          });
        }
        throw error;
      }
      return (await toDtos([item]))[0] as Item;
    },

    async unpublish(itemId) {
      if ((await orm.em.fork().nativeDelete(GalleryItem, { id: itemId })) === 0) throw itemNotFound();
    },
  };
}
