/**
 * Issue 21, finding 1's triggers: values that are valid for JavaScript but not for PostgreSQL
 * are refused as the client's mistake (400), before any statement runs. Each of these answered
 * 500 from inside the database (and, on PGlite, broke the pool for everyone after it).
 */
import { useTestApp } from '@propre/api/test/build-app';
import { bearer, signUp } from '@propre/api/test/factories';
import { describe, expect, it } from 'vitest';

const t = useTestApp();

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('values PostgreSQL cannot hold', () => {
  it('refuses a conversations cursor whose date JavaScript accepts but PostgreSQL does not', async () => {
    const user = await signUp(t, { role: 'client' });
    const bookingId = 'bkg_01jd5x3m9q4r7k2v8w6n0p1s3t';
    for (const at of ['-271821-04-20T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '0001-01-01T00:00:00.000Z']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/conversations?cursor=${cursorOf([at, bookingId])}`,
        headers: bearer(user),
      });
      expect(res.statusCode, at).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ pointer: '/query/cursor', code: 'cursor_invalid' });
    }
    const ok = await t.request({ method: 'GET', url: '/api/conversations', headers: bearer(user) });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a search cursor whose id is not one of ours', async () => {
    const res = await t.request({ method: 'GET', url: `/api/search/cleaners?cursor=${cursorOf({ k: 1, id: 'usr_\u0000' })}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ pointer: '/query/cursor', code: 'cursor_invalid' });
  });
});
