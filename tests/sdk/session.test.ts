// Sessions of @propre/sdk over HTTP. The account operations are not served by the API yet, so a
// node:http server written here stands in for them, answering as the product spec says
// (§7: POST /api/auth/login answers the user and a token, GET /api/users/me answers 401 when
// not signed in). Browser storage is a Map-backed implementation of the Web Storage interface.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AuthApi,
  createPropreClient,
  createSession,
  localStorageTokenStore,
  memoryTokenStore,
  ProblemError,
  type PropreClient,
  type SessionState,
  type SignedIn,
  sessionStorageTokenStore,
} from '@propre/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** The Web Storage interface over a Map, as localStorage and sessionStorage behave. */
class MapStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
  entries() {
    return Object.fromEntries(this.#items);
  }
}

interface User {
  id: string;
  name: string;
}
interface Credentials {
  email: string;
  password: string;
}
interface SignupInput {
  email: string;
  password: string;
  name: string;
}

interface StandIn {
  baseUrl: string;
  /** `METHOD path` of every request, with the token it carried. */
  log: { call: string; token: string | undefined; body: unknown }[];
  /** Live sessions: token → user. */
  sessions: Map<string, User>;
  failLogout: boolean;
  server: Server;
}

let api: StandIn;

beforeEach(async () => {
  const sessions = new Map<string, User>();
  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    const call = `${request.method} ${request.url}`;
    api.log.push({ call, token, body });
    const reply = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': status < 300 ? 'application/json' : 'application/problem+json' });
      response.end(JSON.stringify(answer));
    };
    const problem = (status: number, code: string) =>
      reply(status, { type: 'about:blank', title: code, status, code, requestId: '00000000-0000-4000-8000-000000000000' });
    const signIn = (user: User) => {
      const issued = `tok_${sessions.size + 1}_${user.id}`;
      sessions.set(issued, user);
      reply(200, { user, token: issued });
    };
    const user = token ? sessions.get(token) : undefined;
    switch (call) {
      case 'POST /api/auth/login':
        if (body?.password !== 'correct horse') return problem(401, 'invalid_credentials');
        return signIn({ id: 'usr_1', name: 'Léa' });
      case 'POST /api/auth/signup':
        return signIn({ id: 'usr_2', name: String(body?.name) });
      case 'POST /api/auth/logout':
        if (api.failLogout) return problem(500, 'server_error');
        if (token) sessions.delete(token);
        return reply(200, { loggedOut: true });
      case 'GET /api/users/me':
        return user ? reply(200, user) : problem(401, 'unauthenticated');
      case 'GET /api/bookings':
        return user ? reply(200, { items: [] }) : problem(401, 'unauthenticated');
      default:
        return problem(404, 'not_found');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  api = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log: [],
    sessions,
    failLogout: false,
    server,
  };
});
afterEach(async () => {
  await new Promise((resolve) => api.server.close(resolve));
});

/** An app as the README wires it: browser stores, a session, a client reading its token. */
function app(local = new MapStorage(), session = new MapStorage()) {
  const unauthorized: number[] = [];
  // The operations are not in the contract yet: called untyped, through the same client.
  const call = (method: string, path: string, init?: object) =>
    (propre.request as unknown as (method: string, path: string, init?: object) => Promise<{ data?: unknown }>)(
      method,
      path,
      init,
    ).then(({ data }) => data);
  const authApi: AuthApi<User, Credentials, SignupInput> = {
    login: async (credentials, { remember }) =>
      (await call('post', '/api/auth/login', { body: { ...credentials, rememberMe: remember } })) as SignedIn<User>,
    signup: async (input) => (await call('post', '/api/auth/signup', { body: input })) as SignedIn<User>,
    logout: () => call('post', '/api/auth/logout'),
    me: async () => (await call('get', '/api/users/me')) as User | null,
  };
  const sessionState = createSession({
    api: authApi,
    stores: { longTerm: localStorageTokenStore<User>(local), session: sessionStorageTokenStore<User>(session) },
  });
  const propre: PropreClient = createPropreClient({
    baseUrl: api.baseUrl,
    auth: sessionState,
    onUnauthorized: (response) => {
      unauthorized.push(response.status);
      sessionState.clear();
    },
  });
  return { session: sessionState, propre, call, local, sessionStorage: session, unauthorized };
}

const calls = () => api.log.map((entry) => entry.call);

describe('sign-in', () => {
  it('with remember, keeps the token and the user in long-term storage and sends the token', async () => {
    const { session, local, sessionStorage, call } = app();
    const user = await session.login({ email: 'lea@example.ca', password: 'correct horse' }, { remember: true });
    expect(user).toEqual({ id: 'usr_1', name: 'Léa' });
    expect(api.log[0]?.body).toEqual({ email: 'lea@example.ca', password: 'correct horse', rememberMe: true });
    expect(local.entries()).toEqual({
      'propre.authToken': 'tok_1_usr_1',
      'propre.currentUser': JSON.stringify({ id: 'usr_1', name: 'Léa' }),
    });
    expect(sessionStorage.length).toBe(0);
    expect(session.state).toEqual({ status: 'authenticated', user });

    await call('get', '/api/bookings');
    expect(api.log.at(-1)?.token).toBe('tok_1_usr_1');
  });

  it('without remember, keeps the session in session storage and forgets a remembered one', async () => {
    const local = new MapStorage();
    local.setItem('propre.authToken', 'tok_old');
    local.setItem('propre.currentUser', JSON.stringify({ id: 'usr_9', name: 'Ancien' }));
    const { session, sessionStorage } = app(local);
    await session.login({ email: 'lea@example.ca', password: 'correct horse' });
    expect(api.log[0]?.body).toMatchObject({ rememberMe: false });
    expect(sessionStorage.getItem('propre.authToken')).toBe('tok_1_usr_1');
    expect(local.length).toBe(0);
    expect(session.getToken()).toBe('tok_1_usr_1');
  });

  it('rejects wrong credentials with the problem and stays signed out', async () => {
    const { session, local, sessionStorage } = app();
    const failure = await session
      .login({ email: 'lea@example.ca', password: 'wrong' }, { remember: true })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProblemError);
    expect(failure).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(session.state.status).toBe('unauthenticated');
    expect(local.length + sessionStorage.length).toBe(0);
  });

  it('signup always keeps the session for the browser session only', async () => {
    const { session, local, sessionStorage } = app();
    const user = await session.signup({ email: 'max@example.ca', password: 'correct horse', name: 'Max' });
    expect(user).toEqual({ id: 'usr_2', name: 'Max' });
    expect(sessionStorage.entries()).toEqual({
      'propre.authToken': 'tok_1_usr_2',
      'propre.currentUser': JSON.stringify(user),
    });
    expect(local.length).toBe(0);
  });
});

describe('start-up', () => {
  it('restores the stored user without asking the API', async () => {
    const first = app();
    await first.session.login({ email: 'lea@example.ca', password: 'correct horse' }, { remember: true });
    api.log.length = 0;

    // A new page load over the same storage.
    const next = app(first.local, new MapStorage());
    const states: SessionState<User>[] = [];
    next.session.subscribe((state) => states.push(state));
    expect(await next.session.start()).toEqual({ id: 'usr_1', name: 'Léa' });
    expect(calls()).toEqual([]);
    expect(states).toEqual([{ status: 'authenticated', user: { id: 'usr_1', name: 'Léa' } }]);
    expect(next.session.getToken()).toBe('tok_1_usr_1');
  });

  it('asks the API when nothing is stored: a 401 means signed out, without the unauthorized handler', async () => {
    const { session, unauthorized } = app();
    expect(await session.start()).toBeNull();
    expect(calls()).toEqual(['GET /api/users/me']);
    expect(session.state).toEqual({ status: 'unauthenticated', user: null });
    expect(unauthorized).toEqual([]);
  });

  it('fetches the user of a token stored without it, and stores the user', async () => {
    api.sessions.set('tok_kept', { id: 'usr_1', name: 'Léa' });
    const session = new MapStorage();
    session.setItem('propre.authToken', 'tok_kept');
    const started = app(new MapStorage(), session);
    expect(await started.session.start()).toEqual({ id: 'usr_1', name: 'Léa' });
    expect(api.log).toEqual([{ call: 'GET /api/users/me', token: 'tok_kept', body: undefined }]);
    expect(session.getItem('propre.currentUser')).toBe(JSON.stringify({ id: 'usr_1', name: 'Léa' }));
  });

  it('reads a corrupted stored user as none', async () => {
    const local = new MapStorage();
    local.setItem('propre.currentUser', '{not json');
    const { session } = app(local);
    expect(await session.start()).toBeNull();
    expect(calls()).toEqual(['GET /api/users/me']);
    expect(local.length).toBe(0);
  });
});

describe('sign-out', () => {
  it('revokes the session on the API and clears the stored data', async () => {
    const { session, local } = app();
    await session.login({ email: 'lea@example.ca', password: 'correct horse' }, { remember: true });
    await session.logout();
    expect(api.log.at(-1)).toMatchObject({ call: 'POST /api/auth/logout', token: 'tok_1_usr_1' });
    expect(api.sessions.size).toBe(0);
    expect(local.length).toBe(0);
    expect(session.state).toEqual({ status: 'unauthenticated', user: null });
    expect(session.getToken()).toBeNull();
  });

  it('clears the stored data even when the logout call fails, then reports the failure', async () => {
    api.failLogout = true;
    const { session, sessionStorage } = app();
    await session.login({ email: 'lea@example.ca', password: 'correct horse' });
    await expect(session.logout()).rejects.toMatchObject({ status: 500 });
    expect(sessionStorage.length).toBe(0);
    expect(session.state.status).toBe('unauthenticated');
  });

  it('forgets a session the API no longer knows when a call answers 401', async () => {
    const { session, local, call, unauthorized } = app();
    await session.login({ email: 'lea@example.ca', password: 'correct horse' }, { remember: true });
    api.sessions.clear(); // expired on the server
    await expect(call('get', '/api/bookings')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toEqual([401]);
    expect(local.length).toBe(0);
    expect(session.state.status).toBe('unauthenticated');
  });
});

describe('token stores', () => {
  it('keep the token and user in memory for scripts and servers', () => {
    const store = memoryTokenStore<User>();
    expect([store.get(), store.getUser()]).toEqual([null, null]);
    store.set('tok_1', { id: 'usr_1', name: 'Léa' });
    expect([store.get(), store.getUser()]).toEqual(['tok_1', { id: 'usr_1', name: 'Léa' }]);
    store.set(null, { id: 'usr_1', name: 'Léa' });
    expect(store.get()).toBeNull();
    store.clear();
    expect([store.get(), store.getUser()]).toEqual([null, null]);
  });

  it('survive a storage that refuses writes: nothing is stored and nothing throws', () => {
    class FullStorage extends MapStorage {
      override setItem(): void {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      }
    }
    const store = localStorageTokenStore<User>(new FullStorage());
    expect(() => store.set('tok_1', { id: 'usr_1', name: 'Léa' })).not.toThrow();
    expect(store.get()).toBeNull();
  });

  it('take the storage keys they are given', () => {
    const storage = new MapStorage();
    sessionStorageTokenStore<User>(storage, { token: 'partner.token', user: 'partner.user' }).set('tok_1', {
      id: 'usr_1',
      name: 'Léa',
    });
    expect(Object.keys(storage.entries()).sort()).toEqual(['partner.token', 'partner.user']);
  });
});
