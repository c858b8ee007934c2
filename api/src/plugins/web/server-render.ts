import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the app's server entry (reference-app/src/ssr/entry-server.tsx, built into dist/server/) offers. */
interface ServerEntry {
  renderPage(request: {
    url: string;
    cookie?: string | undefined;
    acceptLanguage?: string | undefined;
    template: string;
    fetch(request: Request): Promise<Response>;
  }): Promise<{ status: number; html: string } | null>;
  renderSitemap(request: { origin: string; fetch(request: Request): Promise<Response> }): Promise<string>;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** How long the render took, in milliseconds (sent as Server-Timing). */
  durationMs: number;
}

export interface ServerRenderer {
  /** The page rendered with its content and head, or null when the app renders it in the browser. */
  page(request: FastifyRequest): Promise<RenderedPage | null>;
  /** sitemap.xml, or null without a server build. */
  sitemap(request: FastifyRequest): Promise<string | null>;
  /** Loads the server build ahead of the first page (its import compiles a large module). */
  warm(): Promise<void>;
}

/**
 * Renders the app's indexable pages in this process (docs/adr/0014-server-rendering.md), with the
 * server entry of the app's build; its calls
 * to the API are answered in process (inject), as the visitor's address for the rate limits, and
 * without the visitor's cookies: a rendered page is the same for everyone.
 */
export function createServerRenderer(app: FastifyInstance, appDir: string): ServerRenderer {
  const entryFile = join(appDir, 'server/entry-server.js');
  let loaded: { stamp: number; template: string; entry: Promise<ServerEntry> } | null = null;

  // Loaded once, with the index.html of the same build. Its chunks import it by its plain URL, so
  // it cannot be loaded again under another one; a newer build (the file changed under a running
  // server) is rendered in the browser until the server restarts — never with the older code.
  const entry = (): { template: string; entry: Promise<ServerEntry> } | null => {
    if (!existsSync(entryFile)) return null;
    const stamp = statSync(entryFile).mtimeMs;
    loaded ??= {
      stamp,
      template: readFileSync(join(appDir, 'index.html'), 'utf8'),
      entry: import(pathToFileURL(entryFile).href) as Promise<ServerEntry>,
    };
    return loaded.stamp === stamp ? loaded : null;
  };

  const apiFetch =
    (request: FastifyRequest) =>
    async (call: Request): Promise<Response> => {
      const target = new URL(call.url);
      const answer = await app.inject({
        method: 'GET',
        url: target.pathname + target.search,
        headers: { accept: 'application/json', 'accept-language': call.headers.get('accept-language') ?? '', host: request.host },
        remoteAddress: request.ip,
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  return {
    async page(request) {
      const loading = entry();
      if (!loading) return null;
      const started = performance.now();
      const rendered = await (await loading.entry).renderPage({
        url: origin(request) + request.url,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        template: loading.template,
        fetch: apiFetch(request),
      });
      return rendered && { ...rendered, durationMs: performance.now() - started };
    },
    async warm() {
      await entry()?.entry;
    },
    async sitemap(request) {
      const loading = entry();
      if (!loading) return null;
      return (await loading.entry).renderSitemap({ origin: origin(request), fetch: apiFetch(request) });
    },
  };
}
