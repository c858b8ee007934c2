import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonErrors } from '../errors/common.errors.ts';
import { installProblemHandling } from '../errors/problem.ts';
import { installSecurity } from '../security/security.ts';
import { registerEmbed } from './embed.ts';
import { registerWeb } from './web.ts';

// Files as scripts/build-embed.ts names them (their content does not matter to the server).
const runtime = 'runtime-DRE3GVUD.js';
const code = `export const x = ${JSON.stringify('propre '.repeat(400))};\n`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'propre-embed-'));
  writeFileSync(join(dir, 'loader.js'), '(()=>{})();\n');
  writeFileSync(join(dir, runtime), code);
  writeFileSync(join(dir, 'manifest.json'), '{"version":"0.1.0"}\n');
  writeFileSync(join(dir, 'notes.txt'), 'not served');
  app = Fastify({ logger: false });
  installProblemHandling(app, commonErrors);
  installSecurity(app, { allowedOrigins: [] });
  await registerEmbed(app, { embedDir: dir });
  // The app's catch-all is there too: /embed/v1/ must not fall into it.
  await registerWeb(app, { appDir: join(dir, 'no-app'), serveStorybook: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { origin: 'https://partner.example', ...headers } });

describe('the script-tag embed at /embed/v1/', () => {
  it('serves the loader to any page, revalidated within minutes', async () => {
    const res = await get('/embed/v1/loader.js');
    expect(res.statusCode).toBe(200);
    // A JavaScript type, as module scripts require (nosniff is on).
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toBe('(()=>{})();\n');
  });

  it('caches the hashed files for a year, compressed, and publishes the manifest', async () => {
    const res = await get(`/embed/v1/${runtime}`, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const manifest = await get('/embed/v1/manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ version: '0.1.0' });
  });

  it('answers 404 problems for anything else, never the app page', async () => {
    for (const path of [
      '/embed/v1/notes.txt',
      '/embed/v1/runtime-MISSING0.js',
      '/embed/v1/../package.json',
      '/embed/v2/loader.js',
    ]) {
      const res = await get(path, { accept: 'text/html' });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('application/problem+json');
    }
  });
});
