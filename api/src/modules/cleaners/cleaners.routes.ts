import { todayInToronto } from '../../lib/time.ts';
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
  return defineHandlers({
    'cleaners.getMyProfile': async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return toOwnCleaner(user, await cleaners.ensureProfile(user), await gallery.list(user.id));
    },
    'cleaners.updateMyProfile': async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return toOwnCleaner(user, await cleaners.updateProfile(user, request.body), await gallery.list(user.id));
    },
    'cleaners.getMyOnboarding': async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return cleanerOnboarding(user, await cleaners.ensureProfile(user), onboarding, todayInToronto());
    },
    'cleaners.addGalleryPhoto': async (request, reply) => {
      const user = requireUser(request);
      await cleaners.ensureProfile(user);
      reply.code(201);
      return gallery.add(user.id, request.body as unknown as Buffer);
    },
    'cleaners.deleteGalleryPhoto': async (request, reply) => {
      await gallery.remove(requireUser(request).id, request.params.photoId);
      return reply.code(204).send();
    },
    'cleaners.getGalleryPhoto': async (request, reply) => {
      const image = await gallery.read(request.params.photoId);
      if (!image) throw new AppError('not_found', 404, { detail: { fr: 'Photo introuvable.', en: 'Photo not found.' } });
      // A photo id never points at other bytes, so the answer can be cached for good.
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
    },
    'cleaners.getProfile': async (request) => {
      const found = await cleaners.findListed(request.params.slug);
      if (!found) {
        throw new AppError('cleaner_not_found', 404, {
          detail: { fr: 'Aucun nettoyeur à cette adresse.', en: 'No cleaner at this address.' },
        });
      }
      return toPublicCleaner(found.user, found.profile, undefined, await gallery.list(found.user.id));
    },
  });
}
