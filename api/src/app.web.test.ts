import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app.ts';
import { socketPath } from './modules/messaging/socket.ts';

const t = useTestApp();
const builtIndex = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'reference-app/dist/index.html');
const html = { accept: 'text/html' };

describe('the web routes inside the whole app', () => {
  it('leaves the contract, the docs and the socket where they were', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/openapi.json', headers: html })).headers['content-type']).toMatch(
      /^application\/json/,
    );
    expect((await t.app.inject({ method: 'GET', url: '/asyncapi.json', headers: html })).statusCode).toBe(200);
    const docs = await t.app.inject({ method: 'GET', url: '/docs/', headers: html });
    expect(docs.body).toContain('<title>Propre API</title>');
    expect(t.app.hasRoute({ method: 'GET', url: socketPath })).toBe(true);
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: html });
    expect(health.headers['content-type']).toMatch(/^application\/json/);
  });

  it('keeps API 404s as problems, even for a browser', async () => {
    for (const url of ['/api/nothing', '/api/cleaners/x/y/z', '/ws/nothing']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('answers / with the built marketplace, or with how to build it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    if (existsSync(builtIndex)) {
      expect(res.statusCode).toBe(200);
      // Rendered on the server (docs/adr/0014): the build's page with the home page inside it.
      const built = readFileSync(builtIndex, 'utf8');
      // The build's entry script, asked for at low priority on a page the server drew (ADR 0016).
      const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(built)?.[1] ?? '';
      expect(entry).not.toBe('');
      expect(res.body).toMatch(new RegExp(`<script type="module" fetchpriority="low" [^>]*src="${entry}"`));
      expect(res.body).not.toContain('<div id="root"></div>');
    } else {
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('pnpm --filter @propre/reference-app build');
    }
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
  });
});
