// Sessions of @propre/sdk against the real API, started in-process on a database of its own and
// reached over HTTP; every answer is checked against the contract. Browser storage is a
// Map-backed implementation of the Web Storage interface. Accounts a test only needs to exist
// are made through the API with the harness's factories (their own client addresses, so the
// per-address sign-up limit is not spent); sign-ups under test go through the SDK. Every
// sign-in here comes from 127.0.0.1, which the API allows 30 times in 15 minutes: this file
// uses about 20.
import type { AuthSession } from '@propre/api/test/factories';
import { signUp, signupBody } from '@propre/api/test/factories';
import {
  type AuthApi,
  type components,
  createPropreClient,
  createSession,
  localStorageTokenStore,
  memoryTokenStore,
  NetworkError,
  ProblemError,
  type SessionState,
  sessionStorageTokenStore,
} from '@propre/sdk';
import { describe, expect, it } from 'vitest';
import { MapStorage } from './browser.ts';
import { type Exchange, recording, unreachableBaseUrl, useRunningApi } from './http.ts';

const api = useRunningApi();

type User = components['schemas']['User'];
type Credentials = Omit<components['schemas']['LoginRequest'], 'rememberMe'>;
type Signup = components['schemas']['SignupRequest'];

interface PageOptions {
  local?: MapStorage;
  session?: MapStorage;
  locale?: 'fr' | 'en';
  baseUrl?: string;
}

/** A page load of an app wired as the SDK README shows: browser stores, a session, a client. */
function page({ local = new MapStorage(), session = new MapStorage(), locale, baseUrl = api.baseUrl }: PageOptions = {}) {
  const exchanges: Exchange[] = [];
  const unauthorized: number[] = [];

  // The account calls, through the client below (the session only needs these four functions).
  const accounts: AuthApi<User, Credentials, Signup> = {
    login: async (credentials, { remember }) =>
      (await propre.POST('/api/auth/login', { body: { ...credentials, rememberMe: remember } })).data as {
        user: User;
        token: string;
      },
    signup: async (body) => (await propre.POST('/api/auth/signup', { body })).data as { user: User; token: string },
    logout: () => propre.POST('/api/auth/logout'),
    me: async () => (await propre.GET('/api/users/me')).data ?? null,
  };

  const sessionState = createSession({
    api: accounts,
    stores: { longTerm: localStorageTokenStore<User>(local), session: sessionStorageTokenStore<User>(session) },
  });

  const propre = createPropreClient({
    baseUrl,
    ...(locale ? { locale } : {}),
    auth: sessionState,
    fetch: recording(api.checkedFetch, exchanges),
    onUnauthorized: (response) => {
      unauthorized.push(response.status);
      sessionState.clear();
    },
  });

  return { session: sessionState, accounts, propre, local, sessionStorage: session, exchanges, unauthorized };
}

/** A client holding a given token, outside any page: what the API makes of that token. */
function holding(token: string) {
  return createPropreClient({ baseUrl: api.baseUrl, auth: { getToken: () => token }, fetch: api.checkedFetch });
}

const calls = (exchanges: Exchange[]) => exchanges.map(({ call, status }) => `${call} ${status}`);
const hoursFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 3_600_000;

describe('sign-up', () => {
  it('keeps the new session in session storage only, and me() answers the new user', async () => {
    const app = page();
    const body = signupBody({ name: 'Léa Gagnon' });
    const user = await app.session.signup(body);

    expect(user).toMatchObject({ username: body.username, name: 'Léa Gagnon', email: body.email, role: 'client' });
    expect(user.id).toMatch(/^usr_/);
    const answer = app.exchanges[0]?.answer as AuthSession;
    expect(calls(app.exchanges)).toEqual(['POST /api/auth/signup 201']);
    expect(hoursFromNow(answer.expiresAt)).toBeCloseTo(12, 0);
    expect(app.sessionStorage.entries()).toEqual({
      'propre.authToken': answer.token,
      'propre.currentUser': JSON.stringify(user),
    });
    expect(app.local.length).toBe(0);
    expect(app.session.state).toEqual({ status: 'authenticated', user });

    expect(await app.accounts.me()).toEqual(user);
    expect(app.exchanges[1]?.call).toBe('GET /api/users/me');
    expect(app.exchanges[1]?.headers.get('authorization')).toBe(`Bearer ${answer.token}`);
  });

  it('refuses invalid fields with one errors[] entry per field, pointing into the body', async () => {
    const app = page();
    const failure = await app.session
      .signup(signupBody({ username: 'a', email: 'pas-un-courriel' }))
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ProblemError);
    const problem = failure as ProblemError;
    expect(problem).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(problem.errors.map((error) => error.pointer).sort()).toEqual(['/body/email', '/body/username']);
    expect(problem.errors.find((error) => error.pointer === '/body/email')).toMatchObject({ code: 'format' });
    expect(problem.errors.every((error) => error.message.length > 0)).toBe(true);
    expect(app.session.state.status).not.toBe('authenticated');
    expect(app.local.length + app.sessionStorage.length).toBe(0);
  });
});

describe('sign-in', () => {
  it('with remember, keeps a 30-day session in long-term storage, and the token works', async () => {
    const account = await signUp(api.t);
    const app = page();
    const user = await app.session.login({ email: account.user.email, password: account.password }, { remember: true });

    expect(user).toEqual(account.user);
    const [login] = app.exchanges;
    expect(JSON.parse(login?.body ?? '')).toEqual({
      email: account.user.email,
      password: account.password,
      rememberMe: true,
    });
    const answer = login?.answer as AuthSession;
    expect(hoursFromNow(answer.expiresAt)).toBeCloseTo(30 * 24, 0);
    expect(app.local.entries()).toEqual({
      'propre.authToken': answer.token,
      'propre.currentUser': JSON.stringify(user),
    });
    expect(app.sessionStorage.length).toBe(0);
    expect(app.session.state).toEqual({ status: 'authenticated', user });

    const { data, response } = await app.propre.GET('/api/users/me');
    expect(response.status).toBe(200);
    expect(data).toEqual(user);
    expect(app.exchanges[1]?.headers.get('authorization')).toBe(`Bearer ${answer.token}`);
  });

  it('without remember, keeps a 12-hour session in session storage and forgets a remembered one', async () => {
    const account = await signUp(api.t);
    const local = new MapStorage();
    local.setItem('propre.authToken', 'an-older-remembered-token');
    local.setItem('propre.currentUser', JSON.stringify({ ...account.user, name: 'Ancien' }));
    const app = page({ local });

    // By username this time: the API takes either.
    await app.session.login({ username: account.user.username, password: account.password });

    expect(JSON.parse(app.exchanges[0]?.body ?? '')).toMatchObject({ rememberMe: false });
    const answer = app.exchanges[0]?.answer as AuthSession;
    expect(hoursFromNow(answer.expiresAt)).toBeCloseTo(12, 0);
    expect(app.sessionStorage.getItem('propre.authToken')).toBe(answer.token);
    expect(local.length).toBe(0);
    expect(app.session.getToken()).toBe(answer.token);
    expect((await app.propre.GET('/api/users/me')).data?.id).toBe(account.user.id);
  });

  it('rejects a wrong password with invalid_credentials, titled in French by default', async () => {
    const account = await signUp(api.t);
    const app = page();
    const failure = await app.session
      .login({ email: account.user.email, password: 'pas le bon mot de passe' }, { remember: true })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ProblemError);
    const problem = failure as ProblemError;
    expect(problem).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(problem.problem.title).toBe('Identifiants invalides');
    expect(problem.message).toBe('Courriel, nom d’utilisateur ou mot de passe incorrect.');
    expect(problem.requestId).toBe(app.exchanges[0]?.responseHeaders.get('x-request-id'));
    expect(app.session.state.status).toBe('unauthenticated');
    expect(app.local.length + app.sessionStorage.length).toBe(0);
    // A 401 like any other: the README's handler leaves it to the page to stay on /login.
    expect(app.unauthorized).toEqual([401]);
  });

  it('titles the same problem in English for a client created with locale en', async () => {
    const account = await signUp(api.t);
    const app = page({ locale: 'en' });
    const failure = await app.session
      .login({ email: account.user.email, password: 'not the right password' })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ProblemError);
    expect(app.exchanges[0]?.headers.get('accept-language')).toBe('en');
    expect(failure).toMatchObject({ status: 401, code: 'invalid_credentials', message: 'Wrong email, username or password.' });
    expect((failure as ProblemError).problem.title).toBe('Invalid credentials');
  });

  it('surfaces the per-account limit as rate_limited (429) after 10 failed attempts', async () => {
    const account = await signUp(api.t);
    const app = page();
    const attempt = (password: string) =>
      app.session.login({ email: account.user.email, password }).then(
        () => 'signed in',
        (error: unknown) => error,
      );

    for (let i = 1; i <= 10; i += 1) {
      expect(await attempt(`mauvais-${i}`)).toMatchObject({ status: 401, code: 'invalid_credentials' });
    }
    const limited = await attempt('mauvais-11');
    expect(limited).toBeInstanceOf(ProblemError);
    expect(limited).toMatchObject({ status: 429, code: 'rate_limited' });
    expect((limited as ProblemError).problem.title).toBe('Trop de tentatives');
    const header = Number(app.exchanges.at(-1)?.responseHeaders.get('retry-after'));
    expect(header).toBeGreaterThan(0);
    // The wait travels on the error, so a UI can say how long without parsing the detail.
    expect((limited as ProblemError).retryAfter).toBe(header);

    // The account is closed to sign-in for the window, even with its password.
    expect(await attempt(account.password)).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(app.session.state.status).toBe('unauthenticated');
  });
});

describe('start-up', () => {
  it('restores the stored user without asking the API, and the restored token works', async () => {
    const account = await signUp(api.t);
    const first = page();
    await first.session.login({ email: account.user.email, password: account.password }, { remember: true });

    // A new page load over the same long-term storage.
    const next = page({ local: first.local });
    const states: SessionState<User>[] = [];
    next.session.subscribe((state) => states.push(state));
    expect(await next.session.start()).toEqual(account.user);
    expect(next.exchanges).toEqual([]);
    expect(states).toEqual([{ status: 'authenticated', user: account.user }]);
    expect(next.session.getToken()).toBe(first.session.getToken());

    expect((await next.propre.GET('/api/users/me')).data).toEqual(account.user);
  });

  it('asks the API when nothing is stored: its 401 means signed out, without the unauthorized handler', async () => {
    const app = page();
    expect(await app.session.start()).toBeNull();
    expect(calls(app.exchanges)).toEqual(['GET /api/users/me 401']);
    expect(app.exchanges[0]?.headers.get('authorization')).toBeNull();
    expect(app.exchanges[0]?.answer).toMatchObject({ code: 'unauthenticated' });
    expect(app.session.state).toEqual({ status: 'unauthenticated', user: null });
    expect(app.unauthorized).toEqual([]);
  });

  it('fetches the user of a token stored without it, and stores the user', async () => {
    const account = await signUp(api.t);
    const session = new MapStorage();
    session.setItem('propre.authToken', account.token);
    const app = page({ session });

    expect(await app.session.start()).toEqual(account.user);
    expect(calls(app.exchanges)).toEqual(['GET /api/users/me 200']);
    expect(app.exchanges[0]?.headers.get('authorization')).toBe(`Bearer ${account.token}`);
    expect(session.getItem('propre.currentUser')).toBe(JSON.stringify(account.user));
  });

  it('reads a corrupted stored user as none and asks the API', async () => {
    const local = new MapStorage();
    local.setItem('propre.currentUser', '{not json');
    const app = page({ local });
    expect(await app.session.start()).toBeNull();
    expect(calls(app.exchanges)).toEqual(['GET /api/users/me 401']);
    expect(local.length).toBe(0);
  });
});

describe('sign-out', () => {
  it('revokes the session on the API, whose token then gets 401, and clears both stores', async () => {
    const account = await signUp(api.t);
    const app = page();
    await app.session.login({ email: account.user.email, password: account.password }, { remember: true });
    const token = app.session.getToken() ?? '';

    await app.session.logout();

    expect(calls(app.exchanges).at(-1)).toBe('POST /api/auth/logout 200');
    expect(app.exchanges.at(-1)?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(app.exchanges.at(-1)?.answer).toEqual({ loggedOut: true });
    expect(app.local.length + app.sessionStorage.length).toBe(0);
    expect(app.session.state).toEqual({ status: 'unauthenticated', user: null });
    expect(app.session.getToken()).toBeNull();

    const me = await holding(token).GET('/api/users/me');
    expect(me.response.status).toBe(401);
    expect(me.data).toBeNull();
    await expect(holding(token).PATCH('/api/users/me', { body: { name: 'Encore moi' } })).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
  });

  it('clears both stores when the API cannot be reached, then rejects with the NetworkError', async () => {
    const account = await signUp(api.t);
    const first = page();
    await first.session.login({ email: account.user.email, password: account.password }, { remember: true });
    const token = first.session.getToken() ?? '';

    // The next page load happens while the API is out of reach.
    const offline = page({ local: first.local, baseUrl: await unreachableBaseUrl() });
    expect(await offline.session.start()).toEqual(account.user);
    await expect(offline.session.logout()).rejects.toBeInstanceOf(NetworkError);

    expect(first.local.length + offline.sessionStorage.length).toBe(0);
    expect(offline.session.state).toEqual({ status: 'unauthenticated', user: null });
    // The sign-out never reached the API: the token is still live there.
    expect((await holding(token).GET('/api/users/me')).data?.id).toBe(account.user.id);
  });
});

describe('401 answers', () => {
  it('call onUnauthorized for a revoked token on PATCH /api/users/me, not on GET /api/users/me', async () => {
    const account = await signUp(api.t);
    const app = page();
    const user = await app.session.login({ email: account.user.email, password: account.password }, { remember: true });
    // Signed out elsewhere: the same token, revoked by another client.
    await holding(app.session.getToken() ?? '').POST('/api/auth/logout');

    const me = await app.propre.GET('/api/users/me');
    expect(me.data).toBeNull();
    expect(me.response.status).toBe(401);
    expect(app.unauthorized).toEqual([]);
    expect(app.session.state).toEqual({ status: 'authenticated', user });

    const failure = await app.propre.PATCH('/api/users/me', { body: { name: 'Léa' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProblemError);
    expect(failure).toMatchObject({ status: 401, code: 'unauthenticated', problem: { title: 'Connexion requise' } });
    expect(app.unauthorized).toEqual([401]);
    // The README's handler forgets the session the API no longer knows.
    expect(app.local.length + app.sessionStorage.length).toBe(0);
    expect(app.session.state.status).toBe('unauthenticated');
  });
});

describe('token stores', () => {
  const someone = { id: 'usr_1', name: 'Léa' };

  it('keep the token and user in memory for scripts and servers', () => {
    const store = memoryTokenStore<typeof someone>();
    expect([store.get(), store.getUser()]).toEqual([null, null]);
    store.set('tok_1', someone);
    expect([store.get(), store.getUser()]).toEqual(['tok_1', someone]);
    store.set(null, someone);
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
    const store = localStorageTokenStore<typeof someone>(new FullStorage());
    expect(() => store.set('tok_1', someone)).not.toThrow();
    expect(store.get()).toBeNull();
  });

  it('take the storage keys they are given', () => {
    const storage = new MapStorage();
    sessionStorageTokenStore<typeof someone>(storage, { token: 'partner.token', user: 'partner.user' }).set('tok_1', someone);
    expect(Object.keys(storage.entries()).sort()).toEqual(['partner.token', 'partner.user']);
  });
});
