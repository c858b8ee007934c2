import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { newId } from '../../lib/ids.ts';
import { reencodeImage } from '../../lib/images.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { duringWork, submissionProblems, updatedChecklist } from './booking-checklist.ts';
import type { BookingChanges } from './booking-edges.ts';
import {
  Booking,
  BookingPhoto,
  type ChecklistItem,
  type IBooking,
  type IBookingPhoto,
  type PhotoKind,
  type PhotoRoom,
} from './bookings.entities.ts';
import { bookingErrors } from './bookings.errors.ts';
import type { Actor } from './transitions.ts';
import { bookingNotFound, canSee } from './visibility.ts';

const fail = errorsOf(bookingErrors);

export type BookingPhotoDto = components['schemas']['BookingPhoto'];
/** Photos of one kind a booking may hold. */
export const photosPerKind = 12;

export const toPhotoDto = (photo: IBookingPhoto): BookingPhotoDto => ({
  id: photo.id,
  kind: photo.kind,
  room: photo.room,
  url: `/api/bookings/${photo.bookingId}/photos/${photo.id}`,
  createdAt: photo.createdAt.toISOString(),
});

/** The work on a booking besides punching in and out: the checklist and the before/after photos. */
export interface BookingWork {
  updateChecklist(actor: Actor, bookingId: string, items: readonly ChecklistItem[]): Promise<void>;
  submitChecklist(actor: Actor, bookingId: string): Promise<void>;
  listPhotos(actor: Actor, bookingId: string): Promise<BookingPhotoDto[]>;
  addPhoto(actor: Actor, bookingId: string, input: { kind: PhotoKind; room: PhotoRoom; image: Buffer }): Promise<BookingPhotoDto>;
  readPhoto(actor: Actor, bookingId: string, photoId: string): Promise<Buffer>;
  deletePhoto(actor: Actor, bookingId: string, photoId: string): Promise<void>;
}

async function lockVisible(tx: EntityManager, actor: Actor, bookingId: string): Promise<IBooking> {
  const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!booking || !canSee(actor, booking)) throw bookingNotFound();
  return booking;
}

const photoNotFound = () =>
  fail('photo_not_found', { detail: { fr: 'Cette réservation n’a pas cette photo.', en: 'This booking has no such photo.' } });

/** Photos are taken while working (the contract lets only cleaners and admins), and only when the client allowed them. */
function assertMayPhotograph(booking: IBooking): void {
  if (!booking.allowPhotos) {
    throw fail('photos_not_allowed', {
      detail: {
        fr: 'Le client a refusé les photos avant/après pour cette réservation; respectez son choix.',
        en: 'The client refused before/after photos for this booking; respect that choice.',
      },
    });
  }
  if (!duringWork(booking)) {
    throw fail('photos_locked', {
      detail: {
        fr: 'Les photos s’ajoutent ou se retirent entre le pointage d’arrivée et la soumission de la liste de contrôle.',
        en: 'Photos are added or removed between punching in and submitting the checklist.',
      },
    });
  }
}

/** A step of the work, told to the listeners like a transition that keeps the status (the client follows it live). */
export type WorkStep = 'checklist' | 'checklistSubmit' | 'photo';

export function createBookingWork({
  orm,
  storage,
  changes,
}: {
  orm: MikroORM;
  storage: FileStorage;
  changes: BookingChanges;
}): BookingWork {
  const told = (tx: EntityManager, booking: IBooking, action: WorkStep, actor: Actor) =>
    changes.transitioned(tx, booking, { action, from: booking.status, to: booking.status, actor });
  const photoCounts = async (tx: EntityManager, bookingId: string) => ({
    before: await tx.count(BookingPhoto, { bookingId, kind: 'before' }),
    after: await tx.count(BookingPhoto, { bookingId, kind: 'after' }),
  });

  return {
    async updateChecklist(actor, bookingId, items) {
      await orm.em.fork().transactional(async (tx) => {
        const booking = await lockVisible(tx, actor, bookingId);
        booking.checklist = updatedChecklist(booking, actor, items);
        booking.updatedAt = new Date();
        await told(tx, booking, 'checklist', actor);
      });
    },

    async submitChecklist(actor, bookingId) {
      await orm.em.fork().transactional(async (tx) => {
        const booking = await lockVisible(tx, actor, bookingId);
        const refused = submissionProblems(booking, await photoCounts(tx, bookingId));
        if (refused) throw refused;
        booking.checklistSubmittedAt = new Date();
        booking.updatedAt = booking.checklistSubmittedAt;
        await told(tx, booking, 'checklistSubmit', actor);
      });
    },

    async listPhotos(actor, bookingId) {
      const em = orm.em.fork();
      const booking = await em.findOne(Booking, { id: bookingId });
      if (!booking || !canSee(actor, booking)) throw bookingNotFound();
      const photos = await em.find(BookingPhoto, { bookingId }, { orderBy: { kind: 'desc', id: 'asc' } });
      return photos.map(toPhotoDto);
    },

    async addPhoto(actor, bookingId, { kind, room, image }) {
      // Checked before the (slow) re-encoding, then again under the lock that counts.
      const seen = await orm.em.fork().findOne(Booking, { id: bookingId });
      if (!seen || !canSee(actor, seen)) throw bookingNotFound();
      assertMayPhotograph(seen);
      const webp = await reencodeImage(image, { width: 2048, height: 2048, fit: 'inside' });
      return orm.em.fork().transactional(async (tx) => {
        const booking = await lockVisible(tx, actor, bookingId);
        assertMayPhotograph(booking);
        if ((await tx.count(BookingPhoto, { bookingId, kind })) >= photosPerKind) {
          throw fail('too_many_photos', {
            detail: {
              fr: `Au plus ${photosPerKind} photos « ${kind === 'before' ? 'avant' : 'après'} » par réservation.`,
              en: `At most ${photosPerKind} ${kind} photos per booking.`,
            },
          });
        }
        const id = newId('bph');
        const storageKey = `bookings/${bookingId}/${id}.webp`;
        await storage.put(storageKey, webp);
        const photo = tx.create(BookingPhoto, {
          id,
          bookingId,
          kind,
          room,
          storageKey,
          uploadedBy: actor.userId ?? 'system',
          createdAt: new Date(),
        });
        await told(tx, booking, 'photo', actor);
        await tx.flush();
        return toPhotoDto(photo);
      });
    },

    async readPhoto(actor, bookingId, photoId) {
      const em = orm.em.fork();
      const booking = await em.findOne(Booking, { id: bookingId });
      if (!booking || !canSee(actor, booking)) throw bookingNotFound();
      const photo = await em.findOne(BookingPhoto, { id: photoId, bookingId });
      const bytes = photo ? await storage.get(photo.storageKey) : null;
      if (!bytes) throw photoNotFound();
      return bytes;
    },

    async deletePhoto(actor, bookingId, photoId) {
      const storageKey = await orm.em.fork().transactional(async (tx) => {
        const booking = await lockVisible(tx, actor, bookingId);
        const photo = await tx.findOne(BookingPhoto, { id: photoId, bookingId });
        if (!photo) throw photoNotFound();
        assertMayPhotograph(booking);
        tx.remove(photo);
        await told(tx, booking, 'photo', actor);
        return photo.storageKey;
      });
      await storage.delete(storageKey);
    },
  };
}
