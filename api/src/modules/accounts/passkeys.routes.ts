import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth/request-auth.ts';
import type { PasskeySite } from '../../plugins/config/config.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { AppError } from '../../plugins/errors/app-error.ts';
import { byIp, type RateLimiter, type RateRule } from '../../plugins/rate-limit/rate-limiter.ts';
import { authSession } from './accounts.routes.ts';
import { passkeyErrors } from './passkeys.errors.ts';
import { createPasskeysService, type RelyingParty, toPasskeyDto } from './passkeys.service.ts';
import type { SessionStore } from './sessions.ts';

const minute = 60_000;

/** Per IP, as password sign-in: one machine cannot try passkey answers without end. */
export const passkeyLoginRules: readonly RateRule[] = [{ name: 'passkey-login-ip', max: 30, windowMs: 15 * minute, key: byIp }];
/** Every options call stores a challenge, so anonymous callers are held to a pace. */
export const passkeyLoginOptionsRules: readonly RateRule[] = [
  { name: 'passkey-login-options-ip', max: 60, windowMs: 15 * minute, key: byIp },
];
export const passkeyRegistrationRules: readonly RateRule[] = [
  { name: 'passkey-register-user', max: 20, windowMs: 60 * minute, key: (request) => request.auth?.user.id },
];

export interface PasskeysRouteDeps {
  orm: MikroORM;
  sessions: SessionStore;
  limiter: RateLimiter;
  /** The allowed relying parties (config PASSKEY_RP_IDS), chosen by the request's host. */
  sites: readonly PasskeySite[];
  /** For a host of none of them: the site at PUBLIC_URL, as before brands had hosts of their own. */
  publicUrl: string;
}

/** Passkeys (WebAuthn): adding, listing and removing them, and signing in with one. */
export function passkeysRoutes({ orm, sessions, limiter, sites, publicUrl }: PasskeysRouteDeps) {
  const passkeys = createPasskeysService({ orm, sessions });
  const rp = (request: FastifyRequest) => relyingPartyFor(request, sites, publicUrl);

  return defineHandlers({
    'auth.startPasskeyRegistration': async (request, reply) => {
      const user = requireUser(request);
      await limiter.check(request, reply, passkeyRegistrationRules);
      const options = await passkeys.registrationOptions(user, rp(request));
      return options;
    },
    'auth.finishPasskeyRegistration': async (request, reply) => {
      const passkey = await logRefusal(request, passkeys.finishRegistration(requireUser(request), request.body, rp(request)));
      reply.code(201);
      return toPasskeyDto(passkey);
    },
    'auth.listPasskeys': async (request) => {
      const items = await passkeys.list(requireUser(request));
      return { items: items.map(toPasskeyDto) };
    },
    'auth.deletePasskey': async (request, reply) => {
      await passkeys.remove(requireUser(request), request.params.passkeyId);
      return reply.code(204).send();
    },
    'auth.startPasskeyLogin': async (request, reply) => {
      await limiter.check(request, reply, passkeyLoginOptionsRules);
      const options = await passkeys.loginOptions(rp(request));
      return options;
    },
    'auth.finishPasskeyLogin': async (request, reply) => {
      await limiter.check(request, reply, passkeyLoginRules);
      return authSession(reply, await logRefusal(request, passkeys.finishLogin(request.body, rp(request))));
    },
  });
}

/**
 * The caller hears only "refused"; the log keeps why (wrong origin, bad signature…), which is
 * what an operator needs when the relying party is misconfigured.
 */
async function logRefusal<T>(request: FastifyRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.code in passkeyErrors && error.cause !== undefined) {
      const reason = error.cause instanceof Error ? error.cause.message : String(error.cause);
      request.log.info({ code: error.code, reason }, 'passkey refused');
    }
    throw error;
  }
}

/** The relying party of a site served at `publicUrl`: its host name is the rpId, its origin the one origin. */
export function relyingPartyOf(publicUrl: string, name = 'Propre'): RelyingParty {
  const url = new URL(publicUrl);
  return { rpId: url.hostname, rpName: name, origins: [url.origin] };
}

/**
 * The relying party of the site a request came through: each brand has its own host name, and a
 * passkey is bound to one. The host must be an allowed RP ID or under one (the Host header is the
 * caller's to write, so it never names an RP ID by itself); the page's origin is that host over
 * https — or over the request's own scheme on localhost, the one plain-http secure context.
 */
export function relyingPartyFor(request: FastifyRequest, sites: readonly PasskeySite[], publicUrl: string): RelyingParty {
  const hostname = request.hostname.toLowerCase().replace(/\.$/, '');
  const site = sites.find((candidate) => hostname === candidate.rpId || hostname.endsWith(`.${candidate.rpId}`));
  if (!site) return relyingPartyOf(publicUrl, sites[0]?.name);
  const local = hostname === 'localhost' || hostname.endsWith('.localhost');
  const scheme = local ? request.protocol : 'https';
  const origins = new Set([`${scheme}://${request.host.toLowerCase()}`]);
  // The public site also answers at its configured origin (a proxy may hide the scheme or port).
  const pub = new URL(publicUrl);
  if (pub.hostname === site.rpId) origins.add(pub.origin);
  return { rpId: site.rpId, rpName: site.name, origins: [...origins] };
}
