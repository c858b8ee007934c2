import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';

const t = useTestApp();

describe('version label', () => {
  it('is the product’s "beta 0.95.13", for anyone, cacheable for a day', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/version' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ label: 'beta 0.95.13', stage: 'beta', version: '0.95.13' });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=86400');
    const cleaner = await signUp(t, { role: 'cleaner' });
    expect((await t.request({ method: 'GET', url: '/api/version', headers: bearer(cleaner) })).json().label).toBe('beta 0.95.13');
  });
});
