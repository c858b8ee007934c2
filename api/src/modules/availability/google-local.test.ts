import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer } from '../../../test/factories.ts';
import { newCleaner } from './availability.testing.ts';

// Local development (and tests): no Google client configured, the app starts the Google stand-in itself.
const local = useTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
// Production without a Google client: no Google sync, said so.
const none = useTestApp({ env: { GOOGLE_LOCAL_STAND_IN: 'false' } });

describe('Google Calendar without Google credentials', () => {
  it('connects against the local stand-in the app started (development)', async () => {
    const cleaner = await newCleaner(local);
    const started = await local.request({
      method: 'POST',
      url: '/api/cleaners/me/calendar/google/connect',
      headers: bearer(cleaner),
    });
    expect(started.statusCode).toBe(200);
    const { authorizationUrl, redirectUri } = started.json<{ authorizationUrl: string; redirectUri: string }>();
    expect(new URL(authorizationUrl).hostname).toBe('127.0.0.1');
    const consent = await fetch(authorizationUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(redirectUri);
    const done = await local.request({
      method: 'POST',
      url: '/api/cleaners/me/calendar/google/callback',
      headers: bearer(cleaner),
      payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ available: true, connected: true, accountEmail: 'cleaner@gmail.test' });
  });

  it('says Google sync is unavailable when there is neither a client nor the stand-in', async () => {
    const cleaner = await newCleaner(none);
    const status = await none.request({ method: 'GET', url: '/api/cleaners/me/calendar/google', headers: bearer(cleaner) });
    expect(status.json()).toMatchObject({ available: false, connected: false });
    const started = await none.request({
      method: 'POST',
      url: '/api/cleaners/me/calendar/google/connect',
      headers: bearer(cleaner),
    });
    expect(started.statusCode).toBe(503);
    expect(started.json()).toMatchObject({ code: 'google_calendar_unavailable' });
  });
});
