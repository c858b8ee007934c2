// The client's rules (401 answers, the current user, headers, bodies, idempotency keys) against
// the real API over HTTP; every answer is checked against the contract.
import { signUp } from '@propre/api/test/factories';
import { callOperation, createPropreClient, ProblemError, type PropreClientOptions } from '@propre/sdk';
import { describe, expect, it } from 'vitest';
import { type Exchange, recording, useRunningApi } from './http.ts';

const api = useRunningApi();

/** A client whose exchanges and 401 callbacks are recorded. */
function client(options: Partial<PropreClientOptions> = {}) {
  const exchanges: Exchange[] = [];
  const unauthorized: number[] = [];
  const propre = createPropreClient({
    baseUrl: api.baseUrl,
    fetch: recording(api.checkedFetch, exchanges),
    onUnauthorized: (response) => unauthorized.push(response.status),
    ...options,
  });
  return { propre, exchanges, unauthorized };
}

describe('401 answers', () => {
  it('call onUnauthorized with the answer of any 401 and still reject with the problem', async () => {
    const { propre, unauthorized } = client();
    const failure = await propre.PATCH('/api/users/me', { body: { name: 'Léa' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProblemError);
    expect(failure).toMatchObject({ status: 401, code: 'unauthenticated' });
    await expect(propre.POST('/api/auth/select-role', { body: { role: 'client' } })).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    expect(unauthorized).toEqual([401, 401]);
  });

  it('resolve the current user to null, without calling onUnauthorized', async () => {
    const { propre, exchanges, unauthorized } = client();
    const viaGet = await propre.GET('/api/users/me');
    expect(viaGet.data).toBeNull();
    expect(viaGet.response.status).toBe(401);
    const viaRequest = await propre.request('get', '/api/users/me');
    expect(viaRequest.data).toBeNull();
    expect(exchanges.map((exchange) => exchange.answer)).toMatchObject([
      { code: 'unauthenticated' },
      { code: 'unauthenticated' },
    ]);
    expect(unauthorized).toEqual([]);
  });

  it('leave the current user of a signed-in client, and the other failures of its call, alone', async () => {
    const account = await signUp(api.t);
    const { propre } = client({ auth: { getToken: () => account.token } });
    expect((await propre.GET('/api/users/me')).data).toEqual(account.user);

    // Any answer but 401 rejects, even for the current user (here, the API is not at that address).
    const elsewhere = client({ baseUrl: `${api.baseUrl}/missing`, auth: { getToken: () => account.token } });
    const failure = await elsewhere.propre.GET('/api/users/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProblemError);
    expect(failure).toMatchObject({ status: 404, code: 'not_found' });
    expect(elsewhere.unauthorized).toEqual([]);
  });
});

describe('requests', () => {
  it('send JSON bodies with their content type, the bearer token while there is one, and the language', async () => {
    const account = await signUp(api.t);
    let token: string | null = account.token;
    const { propre, exchanges } = client({ locale: 'en', auth: { getToken: () => token } });

    const { data } = await propre.PATCH('/api/users/me', { body: { name: 'Léa Gagnon', emailFrequency: 'weekly' } });
    expect(data).toMatchObject({ id: account.user.id, name: 'Léa Gagnon', emailFrequency: 'weekly' });
    const [sent] = exchanges;
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ name: 'Léa Gagnon', emailFrequency: 'weekly' });
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${account.token}`);
    expect(sent?.headers.get('accept-language')).toBe('en');

    token = null;
    await expect(propre.PATCH('/api/users/me', { body: { name: 'Personne' } })).rejects.toMatchObject({ status: 401 });
    expect(exchanges[1]?.headers.get('authorization')).toBeNull();
    expect(exchanges[1]?.answer).toMatchObject({ title: 'Sign-in required' });
  });

  it('refuse to send a binary body without its media type, rather than label it JSON', async () => {
    const account = await signUp(api.t);
    const { propre, exchanges } = client({ auth: { getToken: () => account.token } });
    await expect(propre.PUT('/api/users/me/avatar', { body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) })).rejects.toThrow(
      /content-type/,
    );
    expect(exchanges).toEqual([]);
  });
});

describe('idempotency keys', () => {
  it('send the key a write call passes, the header a call sets instead, and no key otherwise', async () => {
    const { propre, exchanges } = client();

    await propre.POST('/api/auth/logout', { idempotencyKey: 'key-1' });
    await propre.POST('/api/auth/logout', { headers: { 'Idempotency-Key': 'key-from-header' }, idempotencyKey: 'ignored' });
    await propre.POST('/api/auth/logout');
    await propre.GET('/api/health', { idempotencyKey: 'key-2' });

    expect(exchanges.map(({ call, status }) => `${call} ${status}`)).toEqual([
      'POST /api/auth/logout 200',
      'POST /api/auth/logout 200',
      'POST /api/auth/logout 200',
      'GET /api/health 200',
    ]);
    expect(exchanges.map((exchange) => exchange.headers.get('idempotency-key'))).toEqual([
      'key-1',
      'key-from-header',
      null,
      null,
    ]);
  });
});

describe('callOperation', () => {
  it('call an operation with a mutation’s variables (path, query, body) and the caller’s key', async () => {
    const account = await signUp(api.t);
    const { propre, exchanges } = client({ auth: { getToken: () => account.token } });

    const renamed = await callOperation(
      propre,
      'patch',
      '/api/users/me',
      { body: { name: 'Léa Roy' } },
      { idempotencyKey: 'rename-1' },
    );
    expect(renamed).toMatchObject({ id: account.user.id, name: 'Léa Roy' });
    const failure = await callOperation(propre, 'get', '/api/bookings/{bookingId}', {
      path: { bookingId: 'bkg_00000000000000000000000000' },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProblemError);
    const found = await callOperation(propre, 'get', '/api/properties/address-suggestions', {
      query: { q: '123 rue Saint-Denis, Montréal' },
    });
    expect(found.items.length).toBeGreaterThan(0);

    expect(exchanges.map(({ call }) => call)).toEqual([
      'PATCH /api/users/me',
      'GET /api/bookings/bkg_00000000000000000000000000',
      'GET /api/properties/address-suggestions',
    ]);
    expect(exchanges[0]?.headers.get('idempotency-key')).toBe('rename-1');
    expect(JSON.parse(exchanges[0]?.body ?? '')).toEqual({ name: 'Léa Roy' });
  });
});
