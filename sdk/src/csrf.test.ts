// What the client sends for a cookie session: the requests it hands to `fetch` are recorded
// (the `fetch` option is public API) and answered at once, so no server is involved;
// tests/sdk/cookie-session.test.ts runs the same session against the real API.
import { describe, expect, it } from 'vitest';
import { createPropreClient, type PropreClientOptions, readCookie } from './client.ts';

function recordingClient(options: Omit<PropreClientOptions, 'baseUrl' | 'fetch'>) {
  const sent: Request[] = [];
  const propre = createPropreClient({
    baseUrl: 'http://api.test',
    ...options,
    fetch: async (request) => {
      sent.push(request as Request);
      return new Response(JSON.stringify({ loggedOut: true }), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { propre, sent };
}

describe('csrf option', () => {
  it('sends the token on writes only, and every request with credentials', async () => {
    const { propre, sent } = recordingClient({ csrf: () => 'jeton-1' });
    await propre.GET('/api/health');
    await propre.POST('/api/auth/logout');
    await propre.PATCH('/api/users/me', { body: { name: 'Léa' } });
    await propre.DELETE('/api/properties/{propertyId}', { params: { path: { propertyId: 'prp_1' } } });

    expect(sent.map((request) => [request.method, request.headers.get('x-csrf-token')])).toEqual([
      ['GET', null],
      ['POST', 'jeton-1'],
      ['PATCH', 'jeton-1'],
      ['DELETE', 'jeton-1'],
    ]);
    expect(sent.map((request) => request.credentials)).toEqual(['include', 'include', 'include', 'include']);
  });

  it('reads the token at each call, sends none while there is none, and keeps a header the call passes', async () => {
    let token: string | null = null;
    const { propre, sent } = recordingClient({ csrf: () => token });
    await propre.POST('/api/auth/logout');
    token = 'jeton-2';
    await propre.POST('/api/auth/logout');
    await propre.POST('/api/auth/logout', { headers: { 'x-csrf-token': 'le-mien' } });
    expect(sent.map((request) => request.headers.get('x-csrf-token'))).toEqual([null, 'jeton-2', 'le-mien']);
  });

  it("'cookie' reads propre_csrf from document.cookie", async () => {
    const document = { cookie: 'theme=dark; propre_csrf=abc%2F123; other=1' };
    Object.defineProperty(globalThis, 'document', { value: document, configurable: true });
    try {
      const { propre, sent } = recordingClient({ csrf: 'cookie' });
      await propre.POST('/api/auth/logout');
      document.cookie = 'theme=dark';
      await propre.POST('/api/auth/logout');
      expect(sent.map((request) => request.headers.get('x-csrf-token'))).toEqual(['abc/123', null]);
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
  });

  it('without the option: no token and the default credentials (same origin)', async () => {
    const { propre, sent } = recordingClient({});
    await propre.POST('/api/auth/logout');
    expect(sent[0]?.headers.get('x-csrf-token')).toBeNull();
    expect(sent[0]?.credentials).toBe('same-origin');
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name, decoded; null without one or without a document', () => {
    expect(readCookie('propre_csrf', 'xpropre_csrf=no; propre_csrf=a%20b')).toBe('a b');
    expect(readCookie('propre_csrf', 'propre_csrf=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readCookie('propre_csrf', 'a=1')).toBeNull();
    expect(readCookie('propre_csrf', undefined)).toBeNull();
  });
});
