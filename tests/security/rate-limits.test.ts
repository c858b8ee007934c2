/**
 * Every operation whose contract promises a 429 keeps the promise: the same caller repeating a
 * valid request is refused, with Retry-After and the RateLimit headers, before long.
 */
import { useTestApp } from '@propre/api/test/build-app';
import { describe, expect, it } from 'vitest';
import { declares, operations } from '../support/contract.ts';
import { inject } from '../support/inject.ts';
import { realValuesFor } from '../support/real-values.ts';
import { prepareBinarySamples, validParts, writeRequest } from '../support/requests.ts';
import { createWorld, type Party, type World } from '../support/world.ts';

// Search's limit is off by default in tests (they walk many pages): here it is production's.
const t = useTestApp({ env: { SEARCH_RATE_LIMIT: '600' } });
const limited = operations.filter((op) => declares(op, 429) && !op.statuses.includes('default'));
let world: World;

describe('rate limits', () => {
  it('the contract promises some (sign-in, sign-up, reset, uploads, calendar import…)', () => {
    expect(limited.map((op) => op.id)).toEqual(
      expect.arrayContaining([
        'auth.login',
        'auth.signup',
        'auth.forgotPassword',
        'auth.resetPassword',
        'verification.uploadDocument',
        'users.uploadAvatar',
        'cleaners.addGalleryPhoto',
        'bookings.addPhoto',
        'availability.importBusyTimes',
      ]),
    );
  });

  for (const op of limited) {
    it(`${op.id}: the same caller is refused with 429 and Retry-After`, { timeout: 120_000 }, async () => {
      world ??= await createWorld(t);
      await prepareBinarySamples();
      const party: Party = (['clientA', 'cleanerA', 'pending', 'admin', 'partnerA', 'anonymous'] as const)
        .map((name) => world.parties[name])
        .find((p) => op.roles.includes(p.role)) as Party;
      const headers = await world.headersFor(party);
      const real = await realValuesFor(world, op, party);
      const ip = `10.66.${limited.indexOf(op)}.9`;
      // Enough requests to use up the allowance the answers announce (RateLimit-Remaining).
      let attempts = 200;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        const parts = validParts(op, attempt, real, true);
        if (!parts) continue;
        const request = writeRequest(parts, 'valid');
        request.headers = { ...request.headers, ...headers };
        const res = await inject(t.app, request, ip);
        expect(res.statusCode, res.body).toBeLessThan(500);
        const remaining = Number(res.headers['ratelimit-remaining']);
        if (attempt === 1 && Number.isFinite(remaining)) attempts = Math.min(Math.max(remaining + 5, 200), 1_000);
        if (res.statusCode !== 429) continue;
        expect(res.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
        expect(res.headers['ratelimit-limit']).toMatch(/^[0-9]+$/);
        expect(res.headers['ratelimit-remaining']).toBe('0');
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(JSON.parse(res.body).code).toMatch(/rate_limited$/);
        return;
      }
      throw new Error(`${op.id}: ${attempts} requests from one caller and never a 429`);
    });
  }
});
