import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonErrors } from '../errors/common.errors.ts';
import { installProblemHandling } from '../errors/problem.ts';
import { storybookContentPolicy } from '../security/content-policy.ts';
import { installSecurity } from '../security/security.ts';
import { registerWeb } from './web.ts';

const page = '<!doctype html><html lang="fr"><head><title>Propre</title></head><body><div id="root"></div></body></html>';
// Large enough to be compressed (over the 1 kB threshold), and recognisable once inflated.
const bundle = `console.log(${JSON.stringify('propre '.repeat(500))});\n`;
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let root: string;
let appDir: string;
let storybookDir: string;
let app: FastifyInstance;

/** The server's own problem handling and security headers, with the web routes and one API route. */
async function build(dirs: { appDir: string; storybookDir: string }): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  installProblemHandling(server, commonErrors);
  installSecurity(server, { allowedOrigins: [] });
  server.get('/api/health', async () => ({ status: 'ok' }));
  await registerWeb(server, dirs);
  await server.ready();
  return server;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'propre-web-'));
  appDir = join(root, 'dist');
  storybookDir = join(root, 'storybook-static');
  mkdirSync(join(appDir, 'assets'), { recursive: true });
  mkdirSync(join(appDir, 'locales/fr'), { recursive: true });
  writeFileSync(join(appDir, 'index.html'), page);
  writeFileSync(join(appDir, 'assets/index-Bx9f2kQa.js'), bundle);
  writeFileSync(join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(appDir, 'locales/fr/common.json'), '{"ok":"D’accord"}');
  app = await build({ appDir, storybookDir });
});

afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

const expectProblem = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json()).toMatchObject({ status, code: 'not_found' });
};

describe('the marketplace at /', () => {
  it('serves index.html at / without letting it be stored, when no server build renders it', async () => {
    for (const headers of [html, { accept: '*/*' }]) {
      const res = await app.inject({ method: 'GET', url: '/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toBe(page);
    }
    const head = await app.inject({ method: 'HEAD', url: '/', headers: html });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers app routes asked for as pages with index.html, so the client router takes over', async () => {
    for (const url of ['/cleaners', '/cleaners?city=Montr%C3%A9al', '/login', '/a/route/that/does/not/exist', '/apiculture']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toBe(page);
    }
  });

  it('keeps an invitation link (a person’s own referral code) out of search engines, not the programme’s page', async () => {
    const invited = await app.inject({ method: 'GET', url: '/referral-program?code=SOPH2026', headers: html });
    expect(invited.statusCode).toBe(200);
    expect(invited.body).toBe(page);
    expect(invited.headers['x-robots-tag']).toBe('noindex, nofollow');
    const programme = await app.inject({ method: 'GET', url: '/referral-program', headers: html });
    expect(programme.headers['x-robots-tag']).toBeUndefined();
  });

  it('does not answer data requests, other methods or API paths with the page', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/cleaners', headers: { accept: 'application/json' } }), 404);
    expectProblem(await app.inject({ method: 'GET', url: '/cleaners' }), 404);
    expectProblem(await app.inject({ method: 'POST', url: '/cleaners', headers: html }), 404);
    for (const url of ['/api', '/api/nothing', '/api/health/deeper', '/docs/nothing', '/ws/other']) {
      expectProblem(await app.inject({ method: 'GET', url, headers: html }), 404);
    }
    const api = await app.inject({ method: 'GET', url: '/api/health', headers: html });
    expect(api.json()).toEqual({ status: 'ok' });
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Bx9f2kQa.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(bundle);
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const locale = await app.inject({ method: 'GET', url: '/locales/fr/common.json' });
    expect(locale.json()).toEqual({ ok: 'D’accord' });
    expect(locale.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with a 404 problem, never with the page', async () => {
    for (const url of ['/assets/index-old.js', '/assets/no-extension', '/missing.png', '/locales/xx/common.json', '/.env']) {
      expectProblem(await app.inject({ method: 'GET', url, headers: html }), 404);
    }
  });

  it('never serves a file outside the build', async () => {
    writeFileSync(join(root, 'secret.txt'), 'outside');
    for (const url of [
      '/../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/storybook/..%2fsecret.txt',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('outside');
    }
  });

  it('compresses what is worth compressing for clients that accept it', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Bx9f2kQa.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(bundle.length / 5);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('revalidates a page without handing it the data policy: a reload still runs the app', async () => {
    const first = await app.inject({ method: 'GET', url: '/onboarding', headers: html });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/onboarding', headers: { ...html, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // The browser keeps the stored page's headers, but takes any a 304 brings: never `default-src 'none'`.
    expect(again.headers['content-security-policy'] ?? '').not.toContain("default-src 'none'");
  });

  it('keeps the page headers of the API: no framing, no sniffing', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a real robots.txt, the build’s own when it has one, pointing to the sitemap', async () => {
    const fallback = await app.inject({ method: 'GET', url: '/robots.txt', headers: { ...html, host: 'propre.ca' } });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toMatch(/^text\/plain/);
    expect(fallback.body).toContain('User-agent: *');
    expect(fallback.body).toContain('Disallow: /api/');
    expect(fallback.body).toContain('\nSitemap: http://propre.ca/sitemap.xml\n');
    writeFileSync(join(appDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    try {
      const own = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'propre.ca' } });
      expect(own.body).toBe('User-agent: *\nAllow: /\n\nSitemap: http://propre.ca/sitemap.xml\n');
    } finally {
      rmSync(join(appDir, 'robots.txt'));
    }
  });
});

// A stand-in for the app's server build (reference-app/src/ssr/entry-server.tsx): it renders
// what the API answers it, so the plumbing (status, caching, the in-process API) shows.
const serverEntry = `
export async function renderPage({ url, template, fetch, acceptLanguage }) {
  const { pathname } = new URL(url);
  if (pathname === '/boom') throw new Error('render failed');
  if (pathname !== '/' && pathname !== '/faq' && pathname !== '/missing') return null;
  const health = await (await fetch(new Request(new URL('/api/health', url)))).json();
  const body = '<main>' + pathname + ' ' + health.status + ' ' + acceptLanguage + '</main>';
  return { status: pathname === '/missing' ? 404 : 200, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') };
}
export async function renderSitemap({ origin }) {
  return '<urlset><url><loc>' + origin + '/faq</loc></url></urlset>';
}
`;

describe('pages rendered on the server', () => {
  let rendered: FastifyInstance;
  beforeAll(async () => {
    const dir = join(root, 'rendered');
    mkdirSync(join(dir, 'server'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'server/entry-server.js'), serverEntry);
    rendered = await build({ appDir: dir, storybookDir });
  });
  afterAll(async () => rendered?.close());

  it('answers an indexable page with its content, cacheable by a CDN, varying by language', async () => {
    const res = await rendered.inject({ method: 'GET', url: '/faq', headers: { ...html, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main>/faq ok en</main></div>');
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=86400');
    expect(res.headers.vary).toContain('accept-language');
    expect(res.headers['server-timing']).toMatch(/^render;dur=\d/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps the status the page gives (an unknown cleaner is a 404), with the app’s policy', async () => {
    const res = await rendered.inject({ method: 'GET', url: '/missing', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('leaves the other pages to the browser, never stored; a failed render falls back to them', async () => {
    for (const url of ['/bookings', '/boom']) {
      const res = await rendered.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(page);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('serves sitemap.xml from the build, and none without it', async () => {
    const res = await rendered.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'propre.ca' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toBe('<urlset><url><loc>http://propre.ca/faq</loc></url></urlset>');
    expectProblem(await app.inject({ method: 'GET', url: '/sitemap.xml' }), 404);
  });
});

describe('before the marketplace is built', () => {
  let bare: FastifyInstance;
  beforeAll(async () => {
    bare = await build({ appDir: join(root, 'not-built'), storybookDir });
  });
  afterAll(async () => bare?.close());

  it('says how to build it, in the visitor’s language', async () => {
    const fr = await bare.inject({ method: 'GET', url: '/', headers: html });
    expect(fr.statusCode).toBe(503);
    expect(fr.headers['content-type']).toMatch(/^text\/html/);
    expect(fr.body).toContain('<html lang="fr">');
    expect(fr.body).toContain('pnpm --filter @propre/reference-app build');
    const en = await bare.inject({ method: 'GET', url: '/cleaners', headers: { ...html, 'accept-language': 'en-CA,en;q=0.9' } });
    expect(en.statusCode).toBe(503);
    expect(en.body).toContain('The marketplace is not built yet');
  });

  it('answers assets with a 404 problem and keeps the API', async () => {
    expectProblem(await bare.inject({ method: 'GET', url: '/assets/index-Bx9f2kQa.js' }), 404);
    expect((await bare.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await bare.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
  });
});

describe('Storybook at /storybook/', () => {
  it('sends /storybook to /storybook/', async () => {
    const res = await app.inject({ method: 'GET', url: '/storybook' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/storybook/');
  });

  it('says it is being built while the build is missing', async () => {
    const fr = await app.inject({ method: 'GET', url: '/storybook/', headers: html });
    expect(fr.statusCode).toBe(503);
    expect(fr.headers['retry-after']).toBe('10');
    expect(fr.body).toContain('Storybook est en cours de construction…');
    expect(fr.body).toContain('<meta http-equiv="refresh" content="10">');
    const en = await app.inject({ method: 'GET', url: '/storybook/', headers: { ...html, 'accept-language': 'en' } });
    expect(en.body).toContain('Storybook is being built…');
    expectProblem(await app.inject({ method: 'GET', url: '/storybook/iframe.html' }), 404);
  });

  it('serves the build once it is in place, framable by its own pages only', async () => {
    mkdirSync(join(storybookDir, 'sb-manager'), { recursive: true });
    writeFileSync(join(storybookDir, 'iframe.html'), '<!doctype html><title>preview</title>');
    writeFileSync(join(storybookDir, 'sb-manager/runtime.js'), 'export {};');
    writeFileSync(join(storybookDir, 'index.html'), '<!doctype html><title>Storybook</title>');
    try {
      const index = await app.inject({ method: 'GET', url: '/storybook/', headers: html });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<title>Storybook</title>');
      const frame = await app.inject({ method: 'GET', url: '/storybook/iframe.html' });
      expect(frame.statusCode).toBe(200);
      expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(frame.headers['content-security-policy']).toBe(storybookContentPolicy);
      const script = await app.inject({ method: 'GET', url: '/storybook/sb-manager/runtime.js' });
      expect(script.headers['content-type']).toMatch(/javascript/);
      // Not the API's `default-src 'none'`: the mock service worker would inherit it and fetch nothing.
      expect(script.headers['content-security-policy']).toBe(storybookContentPolicy);
      expectProblem(await app.inject({ method: 'GET', url: '/storybook/missing.js' }), 404);
    } finally {
      rmSync(storybookDir, { recursive: true, force: true });
    }
  });

  it('serves what a viewer needs only: the build metadata listing exact dependency versions is not sent', async () => {
    mkdirSync(storybookDir, { recursive: true });
    writeFileSync(join(storybookDir, 'index.html'), '<!doctype html><title>Storybook</title>');
    writeFileSync(join(storybookDir, 'project.json'), '{"dependencies":{"react":{"version":"19.2.0"}}}');
    try {
      expectProblem(await app.inject({ method: 'GET', url: '/storybook/project.json' }), 404);
    } finally {
      rmSync(storybookDir, { recursive: true, force: true });
    }
  });
});
