import type { MikroORM } from '@mikro-orm/postgresql';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { newId } from '../../lib/ids.ts';
import { clearSessionCookies } from '../../plugins/auth/cookies.ts';
import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { User } from './accounts.entities.ts';
import type { AccountsService } from './accounts.service.ts';
import { processAvatar } from './avatar.ts';
import { avatarRules } from './rate-rules.ts';
import { toUserDto } from './user-dto.ts';

export interface UsersRouteDeps {
  orm: MikroORM;
  accounts: AccountsService;
  storage: FileStorage;
  limiter: RateLimiter;
}

/** The signed-in user's own account, and public profile pictures. */
export function usersRoutes({ orm, accounts, storage, limiter }: UsersRouteDeps) {
  return defineHandlers({
    'users.getMe': async (request) => {
      return toUserDto(requireUser(request));
    },
    'users.updateMe': async (request) => {
      const auth = request.auth;
      if (!auth) throw new Error('unreachable: users.updateMe requires a session');
      const previousAvatar = auth.user.avatarKey;
      let user = await accounts.updateMe(auth.user, auth.session.id, request.body);
      if (request.body.profilePic === null && previousAvatar) {
        user = (await accounts.setAvatarKey(user.id, null)).user;
        await storage.delete(previousAvatar);
      }
      return toUserDto(user);
    },
    'users.deleteMe': async (request, reply) => {
      // Files go once the erasure is committed; a failed delete leaves an orphan file, never a dangling row.
      for (const key of await accounts.deleteMe(requireUser(request), request.body)) await storage.delete(key);
      clearSessionCookies(reply);
      return reply.code(204).send();
    },
    'users.uploadAvatar': async (request, reply) => {
      const user = requireUser(request);
      await limiter.check(request, reply, avatarRules);
      const image = await processAvatar(request.body as unknown as Buffer);
      const key = `avatars/${user.id}/${newId('img').toLowerCase()}.webp`;
      await storage.put(key, image);
      const { user: updated, previousKey } = await accounts.setAvatarKey(user.id, key);
      if (previousKey) await storage.delete(previousKey);
      return toUserDto(updated);
    },
    'users.getAvatar': async (request, reply) => {
      const user = await orm.em.fork().findOne(User, { id: request.params.userId, deletedAt: null });
      const image = user?.avatarKey ? await storage.get(user.avatarKey) : null;
      if (!image) {
        throw commonFail('not_found', { detail: { fr: 'Aucune photo de profil.', en: 'No profile picture.' } });
      }
      return reply.type('image/webp').send(image);
    },
  });
}
