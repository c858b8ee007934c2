import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';

const t = useTestApp({ env: { CORS_ORIGINS: 'https://partenaire.example' } });

describe('response hardening', () => {
  it('sends the security headers on data and on problems', async () => {
    for (const url of ['/api/health', '/api/nothing']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('never lets a signed-in answer be cached unless the operation says so', async () => {
    const me = await signUp(t, { role: 'cleaner' });
    const res = await t.request({ method: 'GET', url: '/api/cleaners/me/availability', headers: bearer(me) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers CORS for allowed origins only, with preflights', async () => {
    const allowed = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://partenaire.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partenaire.example');
    expect(allowed.headers['access-control-expose-headers']).toContain('x-request-id');
    const foreign = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers.vary).toContain('origin');

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://partenaire.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-csrf-token');
    const foreignPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreignPreflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreignPreflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('refuses TRACE with 405', async () => {
    const trace = await t.app.inject({ method: 'TRACE' as 'GET', url: '/api/health' });
    expect(trace.statusCode).toBe(405);
    expect(trace.json().code).toBe('method_not_allowed');
  });
});

describe('behind a TLS-terminating proxy', () => {
  const proxied = useTestApp({ env: { TRUST_PROXY: 'true' } });
  it('sets HSTS on answers to HTTPS requests only', async () => {
    const https = await proxied.request({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.request({ method: 'GET', url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
