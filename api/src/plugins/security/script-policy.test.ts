/**
 * Issue 34, finding 3: pages that run inline scripts on the marketplace's origin, where the CSRF
 * cookie is readable. The app's pages get a policy that runs its own files only; the docs and
 * Storybook (which need inline scripts) are served only when enabled, off by default in
 * production, each with a policy of its own.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OpenAPIV31Document, openapi } from '@propre/openapi';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { registerDocs } from '../docs/docs.ts';
import { commonErrors } from '../errors/common.errors.ts';
import { installProblemHandling } from '../errors/problem.ts';
import { registerWeb } from '../web/web.ts';
import { type AppPolicyOptions, docsContentPolicy } from './content-policy.ts';
import { installSecurity } from './security.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const html = { accept: 'text/html', host: 'propre.ca' };
let root: string;

interface Served {
  serveDocs: boolean;
  serveStorybook: boolean;
  policy?: AppPolicyOptions;
  appDir?: string;
}

const servers: FastifyInstance[] = [];
async function serve(options: Served): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  installProblemHandling(server, commonErrors);
  installSecurity(server, { allowedOrigins: [] });
  await registerDocs(server, openapi as OpenAPIV31Document, { serveDocs: options.serveDocs });
  const storybookDir = join(root, 'storybook-static');
  await registerWeb(server, {
    appDir: options.appDir ?? join(root, 'dist'),
    storybookDir,
    serveStorybook: options.serveStorybook,
    ...(options.policy ? { contentPolicy: options.policy } : {}),
  });
  await server.ready();
  servers.push(server);
  return server;
}

/** The policy as directive → sources. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'propre-csp-'));
  mkdirSync(join(root, 'dist/assets'), { recursive: true });
  writeFileSync(join(root, 'dist/index.html'), readFileSync(join(repoRoot, 'reference-app/index.html'), 'utf8'));
  mkdirSync(join(root, 'storybook-static'), { recursive: true });
  writeFileSync(join(root, 'storybook-static/index.html'), '<!doctype html><title>Storybook</title><script>1</script>');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(root, { recursive: true, force: true });
});

describe("the app's pages", () => {
  it('run only the app’s own script files, with nothing else to load when nothing else is configured', async () => {
    const app = await serve({ serveDocs: false, serveStorybook: false });
    for (const url of ['/', '/nettoyeurs', '/bookings/bkg_1']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      const policy = directives(res.headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('frame-src')).toEqual(['blob:']);
      expect(policy.get('connect-src')).toEqual(["'self'", 'ws://propre.ca']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(String(res.headers['content-security-policy'])).not.toMatch(/stripe|unsafe-eval/);
    }
  });

  it('load Stripe.js and the map tiles only when they are configured', async () => {
    const app = await serve({
      serveDocs: false,
      serveStorybook: false,
      policy: { stripe: true, mapTilesUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png' },
    });
    const res = await app.inject({ method: 'GET', url: '/', headers: { ...html, 'x-forwarded-proto': 'https' } });
    const policy = directives(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
    expect(policy.get('frame-src')).toEqual(['blob:', 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('img-src')).toContain('https://*.tiles.example');
  });

  it('never copy a hostile Host header into the policy', async () => {
    const app = await serve({ serveDocs: false, serveStorybook: false });
    const res = await app.inject({ method: 'GET', url: '/', headers: { ...html, host: "x; script-src 'unsafe-inline'" } });
    const policy = directives(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('have no inline script to allow: the app’s page loads its code from files', () => {
    const pages = [join(repoRoot, 'reference-app/index.html'), join(repoRoot, 'reference-app/dist/index.html')];
    for (const page of pages.filter((file) => existsSync(file))) {
      const scripts = readFileSync(page, 'utf8').match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, page).toMatch(/\ssrc=/);
    }
  });

  it('the notice shown while the app is not built runs no script at all', async () => {
    const app = await serve({ serveDocs: false, serveStorybook: false, appDir: join(root, 'not-built') });
    const res = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(503);
    const policy = directives(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
  });
});

describe('the docs and Storybook', () => {
  it('are not served when disabled: a problem, not their inline scripts', async () => {
    const app = await serve({ serveDocs: false, serveStorybook: false });
    for (const url of ['/docs', '/docs/', '/storybook/', '/storybook/index.html']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    }
    // The contract itself is data, always served.
    expect((await app.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(200);
  });

  it('when enabled, run under policies of their own, never the app’s', async () => {
    const app = await serve({ serveDocs: true, serveStorybook: true });
    const docs = await app.inject({ method: 'GET', url: '/docs/', headers: html });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toBe(docsContentPolicy);
    expect(directives(docsContentPolicy).get('frame-ancestors')).toEqual(["'none'"]);
    const storybook = await app.inject({ method: 'GET', url: '/storybook/', headers: html });
    expect(storybook.statusCode).toBe(200);
    const policy = directives(storybook.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('are on by default in development and tests, off in production, and either can be turned on or off', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ serveDocs: true, serveStorybook: true });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ serveDocs: true, serveStorybook: true });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ serveDocs: false, serveStorybook: false });
    expect(loadConfig({ NODE_ENV: 'production', SERVE_DOCS: 'true' })).toMatchObject({ serveDocs: true, serveStorybook: false });
    expect(loadConfig({ SERVE_STORYBOOK: 'false' })).toMatchObject({ serveDocs: true, serveStorybook: false });
  });

  it('a tile server that is no plain origin is refused at start', () => {
    expect(() => loadConfig({ VITE_MAP_TILES_URL: "https://tiles.example'; script-src *" })).toThrow(/VITE_MAP_TILES_URL/);
    expect(loadConfig({ VITE_MAP_TILES_URL: 'https://tile.example/{z}/{x}/{y}.png' }).mapTilesUrl).toBeDefined();
  });
});
