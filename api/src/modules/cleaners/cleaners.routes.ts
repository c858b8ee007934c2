import { todayInToronto } from '../../lib/business-time.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { AppError } from '../../plugins/errors/app-error.ts';
import { requireUser } from '../accounts/accounts.routes.ts';
import { toOwnCleaner, toPublicCleaner } from './cleaner-dto.ts';
import type { CleanersService } from './cleaners.service.ts';
import type { GalleryService } from './gallery.ts';
import { cleanerOnboarding, type OnboardingSources } from './onboarding.ts';

export function cleanersRoutes({
  cleaners,
  gallery,
  onboarding,
}: {
  cleaners: CleanersService;
  gallery: GalleryService;
  onboarding: OnboardingSources;
}) {
  // Public profiles are read far more than written: kept 60 s, dropped at once on this
  // instance when the cleaner changes their profile or gallery.
  const publicProfiles = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 5_000 });
  const forget = async (user: Parameters<CleanersService['ensureProfile']>[0]) =>
    publicProfiles.delete((await cleaners.ensureProfile(user)).slug);
  return defineHandlers({
    'cleaners.getMyProfile': async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return toOwnCleaner(user, await cleaners.ensureProfile(user), await gallery.list(user.id));
    },
    'cleaners.updateMyProfile': async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const profile = await cleaners.updateProfile(user, request.body);
      publicProfiles.delete(profile.slug);
      return toOwnCleaner(user, profile, await gallery.list(user.id));
    },
    'cleaners.getMyOnboarding': async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return cleanerOnboarding(user, await cleaners.ensureProfile(user), onboarding, todayInToronto());
    },
    'cleaners.addGalleryPhoto': async (request, reply) => {
      const user = requireUser(request);
      await cleaners.ensureProfile(user);
      const photo = await gallery.add(user.id, request.body as unknown as Buffer);
      await forget(user);
      reply.code(201);
      return photo;
    },
    'cleaners.deleteGalleryPhoto': async (request, reply) => {
      const user = requireUser(request);
      await gallery.remove(user.id, request.params.photoId);
      await forget(user);
      return reply.code(204).send();
    },
    'cleaners.getGalleryPhoto': async (request, reply) => {
      const image = await gallery.read(request.params.photoId);
      if (!image) throw new AppError('not_found', 404, { detail: { fr: 'Photo introuvable.', en: 'Photo not found.' } });
      // A photo id never points at other bytes, so the answer can be cached for good.
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
    },
    'cleaners.getProfile': async (request, reply) => {
      const cached = publicProfiles.get(request.params.slug);
      if (cached) return reply.type('application/json; charset=utf-8').send(cached);
      const found = await cleaners.findListed(request.params.slug);
      if (!found) {
        throw new AppError('cleaner_not_found', 404, {
          detail: { fr: 'Aucun nettoyeur à cette adresse.', en: 'No cleaner at this address.' },
        });
      }
      const json = JSON.stringify(toPublicCleaner(found.user, found.profile, undefined, await gallery.list(found.user.id)));
      publicProfiles.set(request.params.slug, json);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  });
}
