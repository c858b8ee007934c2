import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authErrors } from '../../plugins/auth/auth.errors.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
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

/**
 * Publishable keys: a widget on a partner's page sends one (`Propre-Publishable-Key`) with its
 * calls. It is public by nature, so the only proof that the call comes from the partner's page
 * is the browser's Origin, which must be one the key allows; what it gives is attribution (the
 * bookings made are the partner's), never any right: the caller's own session still decides.
 */
export function installPublishableKeys(app: FastifyInstance, keys: ApiKeys): void {
  app.decorateRequest('partnerKey', null);
  // A callback hook: on every request, and almost none carry the header.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[publishableKeyHeader];
    // Read only where the contract names it (bookings.create); elsewhere it means nothing.
    if (header === undefined || !request.routeOptions.config.securitySchemes?.includes('publishableKey')) return done();
    resolveKey(request, header).then(() => done(), done);
  });

  async function resolveKey(request: FastifyRequest, header: string | string[]): Promise<void> {
    const key = typeof header === 'string' ? await keys.resolve(header.trim(), 'publishable') : null;
    if (!key) {
      throw fail('partner_api_key_invalid', {
        detail: { fr: 'Clé publique inconnue ou révoquée.', en: 'Unknown or revoked publishable key.' },
      });
    }
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !key.allowedOrigins.includes(origin)) {
      throw fail('partner_origin_not_allowed', {
        detail: {
          fr: `Cette clé ne s’utilise que depuis ${key.allowedOrigins.join(', ')}.`,
          en: `This key works only from ${key.allowedOrigins.join(', ')}.`,
        },
      });
    }
    request.partnerKey = { partnerId: key.partnerId, keyId: key.id };
  }
}
