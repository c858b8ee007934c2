import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { SeedContext } from '../../db/seed/seeder.ts';
import { newId } from '../../lib/ids.ts';
import { User } from '../accounts/accounts.entities.ts';
import { BookingPhoto } from '../bookings/bookings.entities.ts';
import { type DemoBooking, seedOne } from '../bookings/bookings.seed.ts';
import { type ArtRoom, roomSvg } from './gallery-art.ts';
import { GalleryItem } from './growth.entities.ts';

interface DemoGalleryJob extends DemoBooking {
  day: number;
  rooms: readonly ArtRoom[];
}

const done = [
  { action: 'accept', afterHours: 2 },
  { action: 'work', finish: true },
] as const satisfies DemoBooking['steps'];

/** Completed jobs whose clients allowed photos, with the rooms their pairs show (every filter has some). */
const jobs: readonly DemoGalleryJob[] = [
  {
    what: 'a deep cleaning photographed for the gallery',
    client: 'james@demo.propre.ca',
    cleaner: 'amina@demo.propre.ca',
    day: -42,
    startTime: '09:00',
    bookedHoursBefore: 96,
    serviceType: 'deep',
    steps: [...done],
    allowPhotos: true,
    rooms: ['kitchen', 'bathroom', 'living'],
  },
  {
    what: 'a deep cleaning in Montréal photographed for the gallery',
    client: 'marie@demo.propre.ca',
    cleaner: 'sophie@demo.propre.ca',
    day: -35,
    startTime: '09:00',
    bookedHoursBefore: 72,
    serviceType: 'deep',
    steps: [...done],
    allowPhotos: true,
    rooms: ['kitchen', 'bathroom'],
  },
  {
    what: 'a home office on the South Shore photographed for the gallery',
    client: 'marie@demo.propre.ca',
    cleaner: 'carlos@demo.propre.ca',
    day: -28,
    startTime: '13:00',
    bookedHoursBefore: 72,
    serviceType: 'basic',
    steps: [...done],
    allowPhotos: true,
    rooms: ['office', 'living'],
  },
];

async function photo(
  em: EntityManager,
  storage: FileStorage,
  at: { bookingId: string; uploadedBy: string; room: ArtRoom; kind: 'before' | 'after'; createdAt: Date },
): Promise<string> {
  const sharp = (await import('sharp')).default;
  const id = newId('bph');
  const storageKey = `bookings/${at.bookingId}/${id}.webp`;
  await storage.put(
    storageKey,
    await sharp(Buffer.from(roomSvg(at.room, at.kind)))
      .webp({ quality: 80 })
      .toBuffer(),
  );
  em.create(BookingPhoto, {
    id,
    bookingId: at.bookingId,
    kind: at.kind,
    room: at.room,
    storageKey,
    uploadedBy: at.uploadedBy,
    createdAt: at.createdAt,
  });
  return id;
}

/**
 * The before/after gallery of a fresh start: three completed jobs lived through the real
 * lifecycle, their photos, and the pairs an admin published.
 */
export async function seedGallery({ em, bookings, storage }: SeedContext): Promise<void> {
  const now = new Date();
  const admin = await em.findOneOrFail(User, { role: 'admin' }, { orderBy: { createdAt: 'asc' } });
  for (const job of jobs) {
    const bookingId = await seedOne(em, bookings, job, now);
    const cleaner = await em.findOneOrFail(User, { email: job.cleaner });
    const startedAt = new Date(now.getTime() + job.day * 86_400_000);
    for (const room of job.rooms) {
      const at = { bookingId, uploadedBy: cleaner.id, room, createdAt: startedAt };
      const beforePhotoId = await photo(em, storage, { ...at, kind: 'before' });
      const afterPhotoId = await photo(em, storage, { ...at, kind: 'after' });
      // The pair refers to both photos: they are written first.
      await em.flush();
      em.create(GalleryItem, {
        id: newId('gal'),
        bookingId,
        beforePhotoId,
        afterPhotoId,
        room,
        publishedBy: admin.id,
        publishedAt: now,
      });
    }
  }
}
