import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeEqual } from '../../lib/safe-equal.ts';
import { errorsOf } from '../errors/app-error.ts';
import { authErrors } from './auth.errors.ts';
import { sessionCookie } from './cookies.ts';
import { type Actor, actorOf, type PartnerSecretKeys, type RequestAuth, type SessionResolver } from './request-auth.ts';

const fail = errorsOf(authErrors);
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one permission gate: before anything else is parsed, resolves the caller's session
 * (bearer token first, then the session cookie) and checks the caller's role against the
 * operation's `x-roles`. Object-level checks (owner, participant) stay in each service.
 */
export function installAuthentication(app: FastifyInstance, sessions: SessionResolver, partners: PartnerSecretKeys): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('partner', null);
  // A callback hook: anonymous callers of public operations (health checks, search, profiles)
  // are answered without a promise; only a token to look up makes the gate wait.
  app.addHook('onRequest', (request, _reply, done) => {
    const roles = request.routeOptions.config.roles;
    if (!roles) return done();
    const bearer = bearerOf(request);
    if (bearer === null && !request.cookies?.[sessionCookie]) {
      request.auth = null;
      return done(roles.includes('anonymous') ? undefined : unauthenticated());
    }
    gate(request, roles, bearer).then(() => done(), done);
  });

  async function gate(request: FastifyRequest, roles: readonly Actor[], bearer: string | null): Promise<void> {
    // A partner's secret key is not a session: it speaks for the partner's server on partners'
    // operations; anywhere else the caller is simply not signed in (public operations answer).
    const secretKey = bearer !== null && partners.isSecretKey(bearer);
    if (secretKey) {
      const partner = await partners.resolve(bearer);
      if (!partner) {
        throw fail('partner_api_key_invalid', {
          detail: { fr: 'Clé secrète inconnue ou révoquée.', en: 'Unknown or revoked secret key.' },
        });
      }
      request.partner = roles.includes('partner') ? partner : null;
    }
    const auth = secretKey ? null : await authenticate(request, sessions, bearer);
    request.auth = auth;
    if (!roles.includes(actorOf(auth, request.partner))) {
      throw auth
        ? fail('forbidden', {
            detail: { fr: 'Votre rôle ne permet pas cette opération.', en: 'Your role does not allow this operation.' },
          })
        : unauthenticated();
    }
    // A cookie is sent by the browser on its own, so a write it authenticates must also prove
    // it comes from our page: the CSRF token only our page can read (double submit).
    if (auth?.via === 'cookie' && !safeMethods.has(request.method)) {
      const header = request.headers['x-csrf-token'];
      if (typeof header !== 'string' || !safeEqual(header, auth.session.csrfToken)) {
        throw fail('csrf_token_missing', {
          detail: {
            fr: 'Jeton de sécurité manquant ou invalide (en-tête X-CSRF-Token).',
            en: 'Security token missing or invalid (X-CSRF-Token header).',
          },
        });
      }
    }
  }
}

const unauthenticated = () =>
  fail('unauthenticated', {
    detail: { fr: 'Connectez-vous pour continuer.', en: 'Sign in to continue.' },
  });

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
}

async function authenticate(
  request: FastifyRequest,
  sessions: SessionResolver,
  bearer: string | null,
): Promise<RequestAuth | null> {
  if (bearer !== null) {
    const found = await sessions.resolve(bearer);
    return found ? { ...found, via: 'bearer' } : null;
  }
  const cookie = request.cookies?.[sessionCookie];
  if (cookie) {
    const found = await sessions.resolve(cookie);
    return found ? { ...found, via: 'cookie' } : null;
  }
  return null;
}
