import { todayInToronto } from '../../lib/time.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { AppError } from '../../plugins/errors/app-error.ts';
import { requireUser } from '../accounts/accounts.routes.ts';
import { toOwnCleaner, toPublicCleaner } from './cleaner-dto.ts';
import type { CleanersService } from './cleaners.service.ts';
import { cleanerOnboarding, type OnboardingSources } from './onboarding.ts';

export function cleanersRoutes({ cleaners, onboarding }: { cleaners: CleanersService; onboarding: OnboardingSources }) {
  return defineHandlers({
    'cleaners.getMyProfile': async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return toOwnCleaner(user, await cleaners.ensureProfile(user));
    },
    'cleaners.updateMyProfile': async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return toOwnCleaner(user, await cleaners.updateProfile(user, request.body));
    },
    'cleaners.getMyOnboarding': async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return cleanerOnboarding(user, await cleaners.ensureProfile(user), onboarding, todayInToronto());
    },
    'cleaners.getProfile': async (request) => {
      const found = await cleaners.findListed(request.params.slug);
      if (!found) {
        throw new AppError('cleaner_not_found', 404, {
          detail: { fr: 'Aucun nettoyeur à cette adresse.', en: 'No cleaner at this address.' },
        });
      }
      return toPublicCleaner(found.user, found.profile);
    },
  });
}
