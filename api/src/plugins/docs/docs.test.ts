import { openapi } from '@propre/openapi';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';

const t = useTestApp();

describe('documentation', () => {
  it('serves the bundled contract at /openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(openapi)));
  });

  it('serves interactive docs at /docs from local assets only', async () => {
    const redirect = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(redirect.statusCode).toBe(301);
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Propre API</title>');
    expect(page.body).toContain('/openapi.json');
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['js/scalar.js']);
    const script = await t.app.inject({ method: 'GET', url: '/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body.length).toBeGreaterThan(100_000);
  });
});
