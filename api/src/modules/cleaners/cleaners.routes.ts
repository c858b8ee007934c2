import { todayInToronto } from '../../lib/business-time.ts';
import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { toOwnCleaner } from './cleaner-dto.ts';
import { cleanerErrors } from './cleaners.errors.ts';
import { galleryUploadRules } from './cleaners.rate-rules.ts';
import type { CleanersService } from './cleaners.service.ts';
import { type GalleryService, galleryLimit } from './gallery.ts';
import { cleanerOnboarding, type OnboardingSources } from './onboarding.ts';
import type { PublicProfileCache } from './public-profile-cache.ts';

const fail = errorsOf(cleanerErrors);

import { commonFail } from '../../plugins/errors/common.errors.ts';

export function cleanersRoutes({
  cleaners,
  gallery,
  onboarding,
  publicProfiles,
  limiter,
}: {
  cleaners: CleanersService;
  gallery: GalleryService;
  onboarding: OnboardingSources;
  /** Shared with the areas whose changes show on a profile (reviews), so they can drop it. */
  publicProfiles: PublicProfileCache;
  limiter: RateLimiter;
}) {
  const forget = async (user: Parameters<CleanersService['ensureProfile']>[0]) =>
    publicProfiles.forget((await cleaners.ensureProfile(user)).slug);
  return defineHandlers({
    'cleaners.getMyProfile': async (request) => {
      const user = requireUser(request);
      return toOwnCleaner(user, await cleaners.ensureProfile(user), await gallery.list(user.id), await cleaners.statsOf(user.id));
    },
    'cleaners.updateMyProfile': async (request) => {
      const user = requireUser(request);
      const profile = await cleaners.updateProfile(user, request.body);
      publicProfiles.forget(profile.slug);
      return toOwnCleaner(user, profile, await gallery.list(user.id), await cleaners.statsOf(user.id));
    },
    'cleaners.getMyOnboarding': async (request) => {
      const user = requireUser(request);
      return cleanerOnboarding(user, await cleaners.ensureProfile(user), onboarding, todayInToronto());
    },
    'cleaners.addGalleryPhoto': async (request, reply) => {
      const user = requireUser(request);
      await limiter.check(request, reply, galleryUploadRules);
      await cleaners.ensureProfile(user);
      const photo = await gallery.add(user.id, request.body as unknown as Buffer);
      await forget(user);
      reply.code(201);
      return photo;
    },
    'cleaners.listMyGalleryPhotos': async (request) => {
      return { items: await gallery.listNewestFirst(requireUser(request).id), limit: galleryLimit };
    },
    'cleaners.updateGalleryPhoto': async (request) => {
      const user = requireUser(request);
      const photo = await gallery.update(user.id, request.params.photoId, request.body);
      await forget(user);
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
      if (!image) throw commonFail('not_found', { detail: { fr: 'Photo introuvable.', en: 'Photo not found.' } });
      return reply.type('image/webp').send(image);
    },
    'cleaners.getProfile': async (request, reply) => {
      await publicProfiles.caughtUp();
      const cached = publicProfiles.get(request.params.slug);
      if (cached) return reply.type('application/json; charset=utf-8').send(cached);
      const found = await cleaners.publicProfile(request.params.slug);
      if (!found) {
        throw fail('cleaner_not_found', {
          detail: { fr: 'Aucun nettoyeur à cette adresse.', en: 'No cleaner at this address.' },
        });
      }
      const json = JSON.stringify({
        ...found.cleaner,
        // Its badge on the page; a decision shows within the cache's 60 s.
        verificationStatus: found.verificationStatus,
        reviews: found.reviews,
      });
      publicProfiles.set(request.params.slug, json, found.cleaner.id);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  });
}
