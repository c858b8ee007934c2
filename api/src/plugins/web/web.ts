import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { defaultRegionalDomains, type RegionalDomains } from '@propre/sdk/regional';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLocale } from '../errors/locale.ts';
import { type AppPolicyOptions, appContentPolicy, socketSource, storybookContentPolicy } from '../security/content-policy.ts';
import { appMissingPage, defaultRobots, storybookBuildingPage, withSitemap } from './pages.ts';
import { redirectRegionally } from './regional.ts';
import { createServerRenderer } from './server-render.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface WebOptions {
  /** The reference app's build (Vite output: index.html, assets/ with hashed names). */
  appDir?: string;
  /** Storybook's static build. */
  storybookDir?: string;
  /** Whether /storybook/ is served (SERVE_STORYBOOK); served unless told otherwise. */
  serveStorybook?: boolean;
  /** What the app's pages load from elsewhere, for their Content-Security-Policy. */
  contentPolicy?: AppPolicyOptions;
  /** The two regional domains (spec §1) whose pages are redirected to the visitor's; the production ones by default. */
  regionalDomains?: RegionalDomains;
}

/** Routes this plugin adds beside the contract's operations and the docs. */
export const webRoutes = ['/robots.txt', '/sitemap.xml', '/*', '/storybook', '/storybook/*'] as const;

// Paths that belong to the API side (or to the docs and Storybook, when they are not served):
// never answered with the app's page, so their 404s stay problems.
const reserved = ['api', 'docs', 'ws', 'storybook'];
const hashedAssets = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
// A page rendered on the server is the same for every visitor of a host and language: a CDN may
// keep it a few minutes and serve it stale while it asks again. The pages the browser renders
// (the signed-in ones among them) are never stored.
const renderedPage = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
const browserPage = 'private, no-store';
const sitemapCache = 'public, max-age=3600';
const storybookRetrySeconds = 10;

/**
 * Serves the marketplace (reference-app/dist) at `/` and Storybook's static build at
 * `/storybook/`, beside the API. App routes (GET, a page asked for, no file extension) get
 * index.html so the client router takes over; a missing file is a 404 problem like any other.
 * Registered last: the contract's routes and the docs take precedence over the wildcard.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions = {}): Promise<void> {
  const appDir = options.appDir ?? join(repoRoot, 'reference-app/dist');
  const storybookDir = options.storybookDir ?? join(repoRoot, 'storybook/storybook-static');
  const policy = options.contentPolicy ?? { stripe: false };
  const regionalDomains = options.regionalDomains ?? defaultRegionalDomains;
  const render = createServerRenderer(app, appDir);
  // Once listening, not before: the start stays as quick, and the first visitor does not wait
  // for (nor have the load shedding answer others 503 during) the compilation of the server build.
  app.addHook('onListen', async () => {
    render.warm().catch((error: unknown) => app.log.error({ err: error }, 'the server build could not be loaded'));
  });

  await app.register(async (scope) => {
    // The app's pages get its strict policy (after the security plugin's default for pages). A
    // 304 gets it too: the browser merges it into the stored page, whose policy it is anyway.
    scope.addHook('onSend', (request, reply, payload, done) => {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if ((html && (reply.statusCode === 200 || reply.statusCode === 404)) || reply.statusCode === 304) {
        reply.header('content-security-policy', appContentPolicy(policy, socketSource(request.protocol, request.host)));
      }
      done(null, payload);
    });
    await scope.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Brotli's default quality (11) costs hundreds of milliseconds on a large bundle per request.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // Only `reply.sendFile`: the routes below decide what each path means.
    await scope.register(fastifyStatic, { serve: false });

    scope.get('/robots.txt', async (request, reply) => {
      const file = join(appDir, 'robots.txt');
      const text = existsSync(file) ? readFileSync(file, 'utf8') : defaultRobots;
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(withSitemap(text, `${request.protocol}://${request.host}/sitemap.xml`));
    });

    scope.get('/sitemap.xml', async (request, reply) => {
      const xml = await render.sitemap(request);
      if (xml === null) return reply.callNotFound();
      return reply.type('application/xml; charset=utf-8').header('cache-control', sitemapCache).send(xml);
    });

    scope.get('/*', async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      if (reserved.some((top) => path === top || path.startsWith(`${top}/`))) return reply.callNotFound();
      if (isAssetPath(path)) {
        if (!existsSync(join(appDir, 'index.html'))) return reply.callNotFound();
        reply.header('cache-control', path.startsWith('assets/') ? hashedAssets : revalidate);
        return reply.sendFile(path, appDir, { cacheControl: false, index: false, dotfiles: 'ignore' });
      }
      if (path !== '' && !wantsPage(request)) return reply.callNotFound();
      // A page, and only a page (never the API, the embed script, a file, the sitemap or robots.txt).
      const redirected = redirectRegionally(request, reply, regionalDomains);
      if (redirected) return redirected;
      if (!existsSync(join(appDir, 'index.html'))) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(appMissingPage(negotiateLocale(request.headers['accept-language'])));
      }
      try {
        const page = await render.page(request);
        if (page) {
          return reply
            .code(page.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', renderedPage)
            .header('vary', 'accept-language, cookie')
            .header('server-timing', `render;dur=${page.durationMs.toFixed(1)}`)
            .send(page.html);
        }
      } catch (error) {
        // The page still works: the browser renders it, as before the server could.
        request.log.error({ err: error }, 'the page could not be rendered on the server');
      }
      reply.header('cache-control', browserPage);
      // An invitation link carries someone's own code: a page to follow, never to index.
      if (isInvitation(path, request.query)) reply.header('x-robots-tag', 'noindex, nofollow');
      return reply.sendFile('index.html', appDir, { cacheControl: false });
    });

    if (options.serveStorybook === false) return;
    await scope.register(async (storybook) => {
      // Storybook shows each story in an iframe of its own origin. And the API's CSP for data
      // (`default-src 'none'`) must not reach its mock service worker: a worker takes its policy
      // from its script's answer, and would then be refused every request it passes through.
      storybook.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('x-frame-options', 'SAMEORIGIN');
        reply.header('content-security-policy', storybookContentPolicy);
        done(null, payload);
      });
      storybook.get('/storybook', async (_request, reply) => reply.redirect('/storybook/', 301));
      storybook.get('/storybook/*', async (request, reply) => serveStorybook(request, reply, storybookDir));
    });
  });
}

// Storybook's build metadata (exact versions of every dependency): of use to an attacker, not to a
// viewer. The build no longer writes it (core.disableProjectJson); an older build's copy stays unsent.
const storybookWithheld = new Set(['project.json']);

async function serveStorybook(request: FastifyRequest, reply: FastifyReply, root: string): Promise<FastifyReply> {
  const path = (request.params as { '*': string })['*'] || 'index.html';
  if (storybookWithheld.has(path)) {
    reply.callNotFound();
    return reply;
  }
  // The build is written elsewhere and moved into place whole, so index.html means it is complete.
  if (!existsSync(join(root, 'index.html'))) {
    if (path !== 'index.html') {
      reply.callNotFound();
      return reply;
    }
    return reply
      .code(503)
      .header('retry-after', String(storybookRetrySeconds))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(storybookBuildingPage(negotiateLocale(request.headers['accept-language']), storybookRetrySeconds));
  }
  reply.header('cache-control', revalidate);
  return reply.sendFile(path, root, { cacheControl: false, index: false, dotfiles: 'ignore' });
}

/** A file rather than a page of the app: under assets/, or a last segment with an extension. */
function isAssetPath(path: string): boolean {
  if (path.startsWith('assets/')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  // Dotfiles (`.env`) have no extension to `extname` but are files all the same.
  return last.startsWith('.') || extname(last) !== '';
}

/** Browsers navigating ask for text/html; fetches of data (or tools asking for JSON) get the 404. */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/** /referral-program?code=… (referrals.getMine's link): one person's invitation. */
function isInvitation(path: string, query: unknown): boolean {
  return path.replace(/\/+$/, '') === 'referral-program' && typeof (query as { code?: unknown }).code === 'string';
}
