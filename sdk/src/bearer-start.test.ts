// A bearer session with no token (the embed before anyone signs in): starting it asks nothing.
import { describe, expect, it } from 'vitest';
import { createPropreSession } from './auth/propre-session.ts';
import { memoryTokenStore } from './auth/token-store.ts';
import { createPropreClient } from './client.ts';

describe('a bearer session starting without a token', () => {
  it('is signed out at once, without a request (no 401 in the page’s console)', async () => {
    const sent: string[] = [];
    const client = createPropreClient({
      baseUrl: 'http://api.test',
      fetch: async (request) => {
        sent.push(new URL((request as Request).url).pathname);
        return new Response('{}', { status: 401, headers: { 'content-type': 'application/problem+json' } });
      },
    });
    const session = createPropreSession(client, {
      mode: 'bearer',
      storage: { longTerm: memoryTokenStore(), session: memoryTokenStore() },
    });
    await expect(session.start()).resolves.toBeNull();
    expect(session.state.status).toBe('unauthenticated');
    expect(sent).toEqual([]);
  });
});
