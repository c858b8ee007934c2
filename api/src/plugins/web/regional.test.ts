// Spec §1's regional redirect as the API applies it to the app's pages (web.ts, regional.ts):
// through the web plugin and the embed beside one API route, with the Host headers browsers send.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { commonErrors } from '../errors/common.errors.ts';
import { installProblemHandling } from '../errors/problem.ts';
import { installSecurity } from '../security/security.ts';
import { registerEmbed } from './embed.ts';
import { registerWeb } from './web.ts';

const page = '<!doctype html><html lang="fr"><head><title>Propre</title></head><body><div id="root"></div></body></html>';
const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const frenchInQuebec = { ...browser, 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8', cookie: 'propre.region=qc' };
const path = '/cleaners?city=Laval&verified=true';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'propre-regional-'));
  const appDir = join(root, 'dist');
  const embedDir = join(root, 'embed');
  mkdirSync(join(appDir, 'assets'), { recursive: true });
  mkdirSync(embedDir, { recursive: true });
  writeFileSync(join(appDir, 'index.html'), page);
  writeFileSync(join(appDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(appDir, 'assets/index-Bx9f2kQa.js'), 'console.log(1);\n');
  writeFileSync(join(embedDir, 'loader.js'), 'console.log(2);\n');
  app = Fastify({ logger: false });
  installProblemHandling(app, commonErrors);
  installSecurity(app, { allowedOrigins: [] });
  app.get('/api/health', async () => ({ status: 'ok' }));
  await registerEmbed(app, { embedDir });
  // The domains as the API's configuration gives them by default (the production ones).
  await registerWeb(app, { appDir, storybookDir: join(root, 'none'), regionalDomains: loadConfig({}).regionalDomains });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the regional redirect of the app pages', () => {
  it('sends a French speaker in Quebec from the English domain to the French one, path and query kept', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: path, headers: { ...frenchInQuebec, host: 'www.propreclean.ca' } });
      expect(res.statusCode, method).toBe(302);
      expect(res.headers.location).toBe(`http://propre.ca${path}`);
      expect(res.headers.vary).toMatch(/accept-language/);
      expect(res.headers.vary).toMatch(/cookie/);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // Their language from the cookie the app writes, whatever the browser's.
    const chosen = await app.inject({
      method: 'GET',
      url: '/',
      headers: {
        ...browser,
        host: 'propreclean.ca:8443',
        'accept-language': 'en',
        cookie: 'propre.language=fr; propre.region=qc',
      },
    });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('http://propre.ca:8443/');
  });

  it('keeps a path that looks like another host a path on the regional domain', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '//evil.example/x?y=1',
      headers: { ...frenchInQuebec, host: 'propreclean.ca' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://propre.ca//evil.example/x?y=1');
  });

  it('sends everyone else from the French domain to the English one', async () => {
    const cases = [
      { 'accept-language': 'en-CA,en;q=0.9' },
      { 'accept-language': 'fr-CA', cookie: 'propre.language=en' },
      { 'accept-language': 'fr-FR', cookie: 'propre.region=elsewhere' },
    ];
    for (const headers of cases) {
      const res = await app.inject({ method: 'GET', url: '/faq?q=prix', headers: { ...browser, ...headers, host: 'propre.ca' } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(302);
      expect(res.headers.location).toBe('http://propreclean.ca/faq?q=prix');
    }
  });

  it('serves the page to a visitor already where they belong, or whose region it cannot know', async () => {
    const cases = [
      { host: 'propre.ca', ...frenchInQuebec },
      { host: 'propreclean.ca', 'accept-language': 'en' },
      // A French speaker's first request: no region cookie yet, so the browser decides.
      { host: 'propreclean.ca', 'accept-language': 'fr-CA' },
      { host: 'propre.ca', 'accept-language': 'fr-CA' },
    ];
    for (const headers of cases) {
      const res = await app.inject({ method: 'GET', url: path, headers: { ...browser, ...headers } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body).toBe(page);
      expect(res.headers.vary).toMatch(/accept-language, cookie/);
    }
  });

  it('never redirects the API, the embed, files, the sitemap or robots.txt', async () => {
    const english = { host: 'propre.ca', 'accept-language': 'en' };
    const api = await app.inject({ method: 'GET', url: '/api/health', headers: { ...browser, ...english } });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toEqual({ status: 'ok' });
    const missing = await app.inject({ method: 'GET', url: '/api/nothing?x=1', headers: { ...browser, ...english } });
    expect(missing.statusCode).toBe(404);
    for (const url of ['/embed/v1/loader.js', '/assets/index-Bx9f2kQa.js', '/robots.txt']) {
      const res = await app.inject({ method: 'GET', url, headers: { ...browser, ...english } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.location, url).toBeUndefined();
    }
    // No server build here: no sitemap, but a 404 rather than a redirect.
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { ...browser, ...english } });
    expect(sitemap.statusCode).toBe(404);
    // Data requests to a page's address are not pages either.
    const data = await app.inject({ method: 'GET', url: '/cleaners', headers: { accept: 'application/json', ...english } });
    expect(data.statusCode).toBe(404);
  });

  it('leaves localhost, 127.0.0.1 and every other host alone, whoever visits', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'eclat.ca', 'propre.ca.example']) {
      for (const visitor of [
        { 'accept-language': 'en' },
        frenchInQuebec,
        { cookie: 'propre.language=en; propre.region=elsewhere' },
      ]) {
        const res = await app.inject({ method: 'GET', url: path, headers: { ...browser, ...visitor, host } });
        expect(res.statusCode, host).toBe(200);
        expect(res.body).toBe(page);
      }
    }
  });

  it('takes the domains from its options', async () => {
    const other = Fastify({ logger: false });
    await registerWeb(other, {
      appDir: join(root, 'dist'),
      serveStorybook: false,
      regionalDomains: loadConfig({ REGIONAL_FRENCH_DOMAIN: 'propre.test', REGIONAL_ENGLISH_DOMAIN: 'clean.test' })
        .regionalDomains,
    });
    const res = await other.inject({ method: 'GET', url: '/faq', headers: { ...frenchInQuebec, host: 'clean.test' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://propre.test/faq');
    const production = await other.inject({ method: 'GET', url: '/faq', headers: { ...frenchInQuebec, host: 'propreclean.ca' } });
    expect(production.statusCode).toBe(200);
    await other.close();
  });
});
