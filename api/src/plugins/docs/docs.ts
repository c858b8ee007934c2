import { asyncapi, type OpenAPIV31Document } from '@propre/openapi';
import type { FastifyInstance } from 'fastify';
import { docsContentPolicy } from '../security/content-policy.ts';

/** Routes that serve the contract itself rather than one of its operations. */
export const documentationRoutes = ['/openapi.json', '/asyncapi.json', '/docs', '/docs/', '/docs/js/scalar.js'] as const;

/**
 * Serves the bundled contract at /openapi.json, the /ws/messages protocol (AsyncAPI 3) at
 * /asyncapi.json and interactive documentation at /docs (when `serveDocs`, SERVE_DOCS: the
 * contract itself is always served, the page that runs Scalar's scripts only when asked for).
 */
export async function registerDocs(
  app: FastifyInstance,
  doc: OpenAPIV31Document,
  options: { serveDocs?: boolean } = {},
): Promise<void> {
  const json = JSON.stringify(doc);
  app.get('/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(json),
  );
  const asyncJson = JSON.stringify(asyncapi);
  app.get('/asyncapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(asyncJson),
  );
  if (options.serveDocs === false) return;
  // Loaded only where the page is served: the module holds Scalar's whole browser bundle as a
  // string (about 20 MiB of heap, kept for the life of the process).
  const { default: scalar } = await import('@scalar/fastify-api-reference');
  await app.register(async (scope) => {
    // After the security plugin's default for pages (which runs no script): Scalar's page needs its inline script.
    scope.addHook('onSend', (_request, reply, payload, done) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') || reply.statusCode === 304) {
        reply.header('content-security-policy', docsContentPolicy);
      }
      done(null, payload);
    });
    await scope.register(scalar, {
      routePrefix: '/docs',
      configuration: {
        url: '/openapi.json',
        pageTitle: 'Propre API',
        // The page must work offline: no web fonts or telemetry from third-party hosts.
        withDefaultFonts: false,
        telemetry: false,
        hideClientButton: true,
      },
    });
  });
}
