import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noticeContentPolicy } from './content-policy.ts';

export interface SecurityOptions {
  /** Origins (scheme://host[:port]) whose pages may call the API from a browser. */
  allowedOrigins: readonly string[];
  /**
   * Partners' origins (allowed by a live publishable key): their pages may call the API too,
   * without credentials (the embedded widgets send bearer tokens, never our cookies).
   */
  isPartnerOrigin?: (origin: string) => Promise<boolean>;
}

const exposedHeaders = 'x-request-id, retry-after, ratelimit-limit, ratelimit-remaining, ratelimit-reset, content-language';
const allowedHeaders =
  'authorization, content-type, x-csrf-token, idempotency-key, accept-language, x-request-id, propre-publishable-key';
const allowedMethods = 'GET, POST, PUT, PATCH, DELETE';

/**
 * The headers every answer carries. Exported for the answers Fastify sends before any hook
 * runs (requests refused before routing).
 */
const headersFor = (csp: string): Readonly<Record<string, string>> =>
  Object.freeze({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'content-security-policy': csp,
  });
// Pages whose scope sets a policy of its own (the app's, the docs', Storybook's: content-policy.ts)
// replace this one, set later; any other page runs no script. Everything else the API sends is data, never a page.
const pageHeaders = headersFor(noticeContentPolicy);
const dataHeaders = headersFor("default-src 'none'; frame-ancestors 'none'");

export function securityHeaders(contentType: string): Readonly<Record<string, string>> {
  return contentType.startsWith('text/html') ? pageHeaders : dataHeaders;
}

/** Routes that answer browsers' CORS preflights rather than one of the contract's operations. */
export const preflightRoutes = ['OPTIONS /*'] as const;

/**
 * Cross-cutting response hardening: CORS for the allowed origins only (a foreign Origin gets
 * no echo), preflights, security headers on every answer, HSTS behind TLS, and no caching of
 * anything answered to a signed-in caller unless the operation says otherwise.
 */
export function installSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const allowed = new Set(options.allowedOrigins.map((o) => o.replace(/\/$/, '')));
  /** `own` for the marketplace's origins (credentials allowed), `partner` for partners' pages, else undefined. */
  const originKind = async (request: FastifyRequest): Promise<'own' | 'partner' | undefined> => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string') return undefined;
    if (allowed.has(origin)) return 'own';
    return (await options.isPartnerOrigin?.(origin)) ? 'partner' : undefined;
  };

  const allowOrigin = (request: FastifyRequest, reply: FastifyReply, kind: 'own' | 'partner' | undefined) => {
    if (!kind) return;
    reply.header('access-control-allow-origin', request.headers.origin as string);
    if (kind === 'own') reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-expose-headers', exposedHeaders);
  };
  // Callback hooks, not async ones: they run on every request, and most requests (same origin,
  // no Origin header, or one of ours) need no promise at all.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('vary', 'origin');
    const origin = request.headers.origin;
    if (typeof origin !== 'string') return done();
    if (allowed.has(origin)) {
      allowOrigin(request, reply, 'own');
      return done();
    }
    originKind(request).then((kind) => {
      allowOrigin(request, reply, kind);
      done();
    }, done);
  });

  app.options('/*', async (request, reply) => {
    if ((await originKind(request)) && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', allowedMethods);
      reply.header('access-control-allow-headers', allowedHeaders);
      reply.header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });

  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const headers = securityHeaders(String(reply.getHeader('content-type') ?? ''));
    if (reply.statusCode === 304) {
      // A 304 has no type, yet the browser merges its headers into the stored page: the data
      // policy (`default-src 'none'`) would block the app's scripts after a reload. It keeps the
      // stored page's own policy instead.
      const { 'content-security-policy': _policy, ...rest } = headers;
      reply.headers(rest);
    } else {
      reply.headers(headers);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if ((request.auth || request.partner) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
