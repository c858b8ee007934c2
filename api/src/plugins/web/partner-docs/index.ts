/**
 * `/partners`: the partners' documentation, served by the API like `/docs`: the script tag and
 * React side by side, every `data-` attribute, `Propre.mount` option, event and `appearance` part
 * (generated from the widgets' source), the secret-key API, signed webhooks, error codes, and a
 * live playground. French unless `?lang=en` or the browser asks for English.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { type Locale, negotiateLocale } from '../../errors/locale.ts';
import { type AppPolicyOptions, appContentPolicy, socketSource } from '../../security/content-policy.ts';
import { type PartnerDocsFacts, partnerDocsPage } from './page.ts';

/** The routes of the partners' documentation, beside the contract's operations. */
export const partnerDocsRoutes = ['/partners', '/partners/playground.js', '/partners/docs.css'] as const;

export interface PartnerDocsOptions extends PartnerDocsFacts {
  /** The marketplace's policy (the page is on its origin and runs the embed). */
  contentPolicy?: AppPolicyOptions;
}

const asset = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

export async function registerPartnerDocs(app: FastifyInstance, options: PartnerDocsOptions): Promise<void> {
  const playground = asset('./playground.js');
  const css = asset('./docs.css');
  const policy = options.contentPolicy ?? { stripe: false };
  await app.register(async (scope) => {
    // The marketplace's own policy (scripts of our origin only: the loader, the runtime, the
    // playground's file), set after the security plugin's default for pages.
    scope.addHook('onSend', (request, reply, payload, done) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        reply.header('content-security-policy', appContentPolicy(policy, socketSource(request.protocol, request.host)));
      }
      done(null, payload);
    });

    scope.get('/partners', async (request, reply) => {
      const asked = (request.query as { lang?: string }).lang;
      const locale: Locale = asked === 'en' || asked === 'fr' ? asked : negotiateLocale(request.headers['accept-language']);
      // The Host header is the caller's: only a plain host[:port] goes into the page.
      const host = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d+)?$/.test(request.host) ? request.host : 'propre.ca';
      const origin = `${request.protocol}://${host}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-language', locale)
        .header('vary', 'accept-language, origin')
        .send(partnerDocsPage(locale, origin, options));
    });
    scope.get('/partners/playground.js', async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(playground),
    );
    scope.get('/partners/docs.css', async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(css),
    );
  });
}
