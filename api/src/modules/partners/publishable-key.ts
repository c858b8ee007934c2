import type { components } from '@propre/openapi/types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authErrors } from '../../plugins/auth/auth.errors.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { byIp, type RateLimiter, type RateRule } from '../../plugins/rate-limit/rate-limiter.ts';
import type { ApiKeys } from './api-keys.ts';
import { partnerErrors } from './partners.errors.ts';

const fail = errorsOf({ ...authErrors, ...partnerErrors });
export const publishableKeyHeader = 'propre-publishable-key';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner whose publishable key came with the call (an embedded widget), or null. */
    partnerKey: { partnerId: string; keyId: string } | null;
  }
}

export interface PublishableKeyOptions {
  /** Calls per minute one publishable key may carry, all of its pages' visitors together. */
  perMinute: number;
}

export type EmbedCheck = components['schemas']['EmbedCheck'];

/**
 * Publishable keys: a widget on a partner's page sends one (`Propre-Publishable-Key`) with its
 * calls. It is public by nature, so the only proof that the call comes from the partner's page
 * is the browser's Origin, which must be one the key allows; what it gives is attribution (the
 * bookings made are the partner's), never any right: the caller's own session still decides.
 * It is read where the contract names it (bookings.create) and by the embed check the widget
 * makes before it shows anything (`partners.checkEmbed`): each such call counts against the
 * key's rate limit, and a revoked key fails the next one (the key is read from the database).
 */
/**
 * The origin of the page that made the call: its Origin header; for a same-origin GET (which
 * browsers send without one) the browser's `Sec-Fetch-Site: same-origin` and our own address, so a
 * widget on one of our own pages (the partners' playground) is checked like any other page.
 */
function pageOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin;
  if (request.headers['sec-fetch-site'] !== 'same-origin') return undefined;
  // The Host header is the caller's: only a plain host[:port] is taken.
  return /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d+)?$/.test(request.host) ? `${request.protocol}://${request.host}` : undefined;
}

export function createPublishableKeyGate(keys: ApiKeys, limiter: RateLimiter, options: PublishableKeyOptions) {
  const perKey: RateRule = {
    name: 'publishable-key',
    max: options.perMinute,
    windowMs: 60_000,
    key: (request) => request.partnerKey?.keyId,
  };
  // A page checks once per widget it shows; past this, one caller is probing keys or origins.
  const perCaller: RateRule = { name: 'embed-check-ip', max: 120, windowMs: 60_000, key: byIp };

  async function resolveKey(request: FastifyRequest, reply: FastifyReply, header: unknown) {
    const key = typeof header === 'string' ? await keys.resolve(header.trim(), 'publishable') : null;
    if (!key) {
      throw fail('partner_api_key_invalid', {
        detail: { fr: 'Clé publique inconnue ou révoquée.', en: 'Unknown or revoked publishable key.' },
      });
    }
    const origin = pageOrigin(request);
    if (origin === undefined || !key.allowedOrigins.includes(origin)) {
      throw fail('partner_origin_not_allowed', {
        detail: {
          fr: `Cette clé ne s’utilise que depuis ${key.allowedOrigins.join(', ')}.`,
          en: `This key works only from ${key.allowedOrigins.join(', ')}.`,
        },
      });
    }
    request.partnerKey = { partnerId: key.partnerId, keyId: key.id };
    await limiter.check(request, reply, [perKey]);
    return { key, origin };
  }

  return {
    install(app: FastifyInstance): void {
      app.decorateRequest('partnerKey', null);
      // A callback hook: on every request, and almost none carry the header.
      app.addHook('onRequest', (request, reply, done) => {
        const header = request.headers[publishableKeyHeader];
        // Read only where the contract names it; elsewhere it means nothing (public reads need no key).
        if (header === undefined || !request.routeOptions.config.securitySchemes?.includes('publishableKey')) return done();
        resolveKey(request, reply, header).then(() => done(), done);
      });
    },

    /**
     * `partners.checkEmbed`: the same check with the key in the query, answered to any origin
     * (no credentials) so a page that is refused can read why and say so inside the widget;
     * limited per caller first (120 a minute), then per key.
     */
    async check(request: FastifyRequest, reply: FastifyReply, token: string, partnerName: (id: string) => Promise<string>) {
      const origin = request.headers.origin;
      if (typeof origin === 'string' && !reply.hasHeader('access-control-allow-origin')) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-expose-headers', 'x-request-id, retry-after, content-language');
      }
      await limiter.check(request, reply, [perCaller]);
      const { key, origin: allowed } = await resolveKey(request, reply, token);
      return { partnerName: await partnerName(key.partnerId), origin: allowed } satisfies EmbedCheck;
    },
  };
}

export type PublishableKeyGate = ReturnType<typeof createPublishableKeyGate>;
