// The client's rules for operations the API does not serve yet (current user, 401, writes),
// against a node:http server standing in for them (src/test-support/stand-in-api.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPropreClient, ProblemError } from './index.ts';
import { json, problem, type StandInApi, startStandInApi } from './test-support/stand-in-api.ts';
import { withStandInPaths } from './test-support/stand-in-paths.ts';

let api: StandInApi;
beforeEach(async () => {
  api = await startStandInApi();
});
afterEach(async () => {
  await api.close();
});

describe('401 answers', () => {
  it('calls onUnauthorized with the answer of any 401 and still rejects with the problem', async () => {
    api.routes.set('GET /api/bookings', (_request, response) => problem(response, 401, 'unauthenticated', 'Non connecté'));
    const unauthorized: number[] = [];
    const propre = withStandInPaths(
      createPropreClient({ baseUrl: api.baseUrl, onUnauthorized: (response) => unauthorized.push(response.status) }),
    );
    const failure = await propre.GET('/api/bookings').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProblemError);
    expect(failure).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(unauthorized).toEqual([401]);
  });

  it('resolves the current user to null on 401, without calling onUnauthorized', async () => {
    api.routes.set('GET /api/users/me', (_request, response) => problem(response, 401, 'unauthenticated', 'Non connecté'));
    const unauthorized: number[] = [];
    const propre = withStandInPaths(
      createPropreClient({ baseUrl: api.baseUrl, onUnauthorized: (response) => unauthorized.push(response.status) }),
    );
    const viaGet = await propre.GET('/api/users/me');
    expect(viaGet.data).toBeNull();
    expect(viaGet.response.status).toBe(401);
    const viaRequest = await propre.request('get', '/api/users/me');
    expect(viaRequest.data).toBeNull();
    expect(unauthorized).toEqual([]);
  });

  it('returns the current user when signed in, and rejects its other failures', async () => {
    const propre = withStandInPaths(createPropreClient({ baseUrl: api.baseUrl }));
    api.routes.set('GET /api/users/me', (_request, response) => json(response, 200, { id: 'usr_1', name: 'Léa' }));
    expect((await propre.GET('/api/users/me')).data).toEqual({ id: 'usr_1', name: 'Léa' });
    api.routes.set('GET /api/users/me', (_request, response) => problem(response, 500, 'server_error', 'Erreur'));
    await expect(propre.GET('/api/users/me')).rejects.toMatchObject({ status: 500, code: 'server_error' });
  });
});

describe('requests', () => {
  it('sends JSON bodies with their content type, the bearer token and the language', async () => {
    api.routes.set('POST /api/bookings', (_request, response) => json(response, 201, { id: 'bkg_1' }));
    let token: string | null = 'tok_1';
    const propre = withStandInPaths(createPropreClient({ baseUrl: api.baseUrl, locale: 'en', auth: { getToken: () => token } }));
    const { data } = await propre.POST('/api/bookings', { body: { cleanerId: 'usr_2' } });
    expect(data).toEqual({ id: 'bkg_1' });
    const [sent] = api.requests;
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ cleanerId: 'usr_2' });
    expect(sent?.headers.authorization).toBe('Bearer tok_1');
    expect(sent?.headers['accept-language']).toBe('en');

    token = null;
    await propre.POST('/api/bookings', { body: { cleanerId: 'usr_2' } });
    expect(api.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('sends the Idempotency-Key a write call passes, makes one up where the contract declares it, and sends none on reads', async () => {
    api.routes.set('POST /api/bookings', (_request, response) => json(response, 201, { id: 'bkg_1' }));
    api.routes.set('GET /api/bookings', (_request, response) => json(response, 200, { items: [] }));
    const propre = withStandInPaths(createPropreClient({ baseUrl: api.baseUrl }));

    await propre.POST('/api/bookings', { body: { cleanerId: 'usr_2' }, idempotencyKey: 'key-1' });
    await propre.POST('/api/bookings', {
      body: { cleanerId: 'usr_2' },
      params: { header: { 'Idempotency-Key': 'key-from-header' } },
      idempotencyKey: 'ignored',
    });
    await propre.POST('/api/bookings', { body: { cleanerId: 'usr_2' } });
    await propre.GET('/api/bookings', { idempotencyKey: 'key-2' });

    // The contract declares Idempotency-Key on POST /api/bookings (bookings.create), so a call
    // without one gets a fresh UUID.
    expect(api.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'key-1',
      'key-from-header',
      expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      undefined,
    ]);
  });
});
