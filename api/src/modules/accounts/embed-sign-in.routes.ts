import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { authErrors } from '../../plugins/auth/auth.errors.ts';
import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { byIp, type RateLimiter, type RateRule } from '../../plugins/rate-limit/rate-limiter.ts';
import { partnerErrors } from '../partners/partners.errors.ts';
import { User } from './accounts.entities.ts';
import type { EmbedCodes } from './embed-codes.ts';
import { embedSignInErrors } from './embed-sign-in.errors.ts';
import type { SessionStore } from './sessions.ts';
import { toUserDto } from './user-dto.ts';

const fail = errorsOf({ ...authErrors, ...partnerErrors, ...embedSignInErrors });
const minute = 60_000;

/** A widget's session: long enough for a booking, short enough that a token read off the page soon opens nothing. */
export const embedSessionMs = 15 * minute;

/** A live publishable key and the origins it allows (the partners area reads them). */
export type PublishableKeys = (token: string) => Promise<{ id: string; allowedOrigins: string[] } | null>;

export interface EmbedSignInDeps {
  orm: MikroORM;
  codes: EmbedCodes;
  sessions: SessionStore;
  limiter: RateLimiter;
  publishableKey: PublishableKeys;
}

const byUser = (request: FastifyRequest) => request.auth?.user.id;
// A person opens the window once per sign-in; past this, a page is opening it in a loop.
const authorizeRules: readonly RateRule[] = [{ name: 'embed-authorize', max: 20, windowMs: 10 * minute, key: byUser }];
// One exchange per sign-in; guessing codes (256 bits) is hopeless, but each try costs a write.
const exchangeRules: readonly RateRule[] = [{ name: 'embed-token-ip', max: 30, windowMs: minute, key: byIp }];

export function embedSignInRoutes({ orm, codes, sessions, limiter, publishableKey }: EmbedSignInDeps) {
  return defineHandlers({
    'auth.createEmbedAuthorization': async (request, reply) => {
      const user = requireUser(request);
      await limiter.check(request, reply, authorizeRules);
      const { clientId, codeChallenge, redirectOrigin } = request.body;
      const key = await publishableKey(clientId.trim());
      if (!key) {
        throw fail('embed_client_invalid', {
          detail: { fr: 'Ce site n’utilise pas une clé publique valide.', en: 'This site does not use a valid publishable key.' },
        });
      }
      if (!key.allowedOrigins.includes(redirectOrigin)) {
        throw fail('partner_origin_not_allowed', {
          detail: {
            fr: `Cette clé ne s’utilise que depuis ${key.allowedOrigins.join(', ')}.`,
            en: `This key works only from ${key.allowedOrigins.join(', ')}.`,
          },
        });
      }
      const issued = await codes.issue({ userId: user.id, keyId: key.id, redirectOrigin, codeChallenge });
      reply.code(201);
      return { code: issued.code, expiresAt: issued.expiresAt.toISOString(), redirectOrigin };
    },

    'auth.exchangeEmbedCode': async (request, reply) => {
      await limiter.check(request, reply, exchangeRules);
      // The publishable key gate checked the key and the Origin when the header came; without it, nothing to bind to.
      const key = request.partnerKey;
      const origin = request.headers.origin;
      if (!key || typeof origin !== 'string') {
        throw fail('partner_api_key_invalid', {
          detail: { fr: 'Clé publique manquante.', en: 'Publishable key missing.' },
        });
      }
      const userId = await codes.redeem({ ...request.body, keyId: key.keyId, origin });
      const em = orm.em.fork();
      const user = userId ? await em.findOne(User, { id: userId }) : null;
      if (!user || user.deletedAt || user.suspendedAt) throw fail('embed_code_invalid');
      const issued = sessions.issue(em, user, false);
      issued.session.expiresAt = new Date(Date.now() + embedSessionMs);
      await em.flush();
      return { user: toUserDto(user), token: issued.token, expiresAt: issued.session.expiresAt.toISOString() };
    },
  });
}
