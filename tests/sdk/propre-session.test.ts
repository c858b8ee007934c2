// createPropreSession against the real API, started in-process on a database of its own and
// reached over HTTP; every answer is checked against the contract. A cookie jar stands for the
// browser's cookies and Map-backed storage for localStorage and sessionStorage. Sign-ins come
// from 127.0.0.1, which the API allows 30 times in 15 minutes per app: this file uses about 10.
import { signUp, signupBody } from '@propre/api/test/factories';
import {
  createPropreClient,
  createPropreSession,
  localStorageTokenStore,
  ProblemError,
  type PropreSessionOptions,
  readCookie,
  type User,
} from '@propre/sdk';
import { describe, expect, it } from 'vitest';
import { CookieJar, MapStorage } from './browser.ts';
import { type Exchange, recording, useRunningApi } from './http.ts';

const api = useRunningApi();

interface PageOptions {
  mode: PropreSessionOptions['mode'];
  variant?: PropreSessionOptions['variant'];
  /** The page runs on the API's origin and reads its cookies (the reference app); else another origin. */
  sameOrigin?: boolean;
  jar?: CookieJar;
  local?: MapStorage;
}

/** One page load of a browser app using the session: its storage, cookies and client. */
function page({ mode, variant, sameOrigin = true, jar = new CookieJar(), local = new MapStorage() }: PageOptions) {
  const exchanges: Exchange[] = [];
  const sessionStorage = new MapStorage();
  const propre = createPropreClient({
    baseUrl: api.baseUrl,
    fetch: jar.fetch(recording(api.checkedFetch, exchanges)),
    // What `csrf: 'cookie'` does in a browser: read propre_csrf from document.cookie, which a
    // page of another origin than the API's does not see.
    ...(mode === 'cookie' ? { csrf: () => (sameOrigin ? readCookie('propre_csrf', jar.documentCookie) : null) } : {}),
  });
  const session = createPropreSession(propre, {
    mode,
    ...(variant ? { variant } : {}),
    storage: {
      longTerm: localStorageFor(local),
      session: localStorageFor(sessionStorage),
    },
  });
  return { propre, session, jar, local, sessionStorage, exchanges };
}

const localStorageFor = (storage: MapStorage) => localStorageTokenStore<User>(storage);
const calls = (exchanges: Exchange[]) => exchanges.map(({ call, status }) => `${call} ${status}`);

describe('cookie mode', () => {
  it('signs in with the cookie, stores the user but never the token, and writes carry the CSRF token', async () => {
    const account = await signUp(api.t);
    const app = page({ mode: 'cookie' });
    const user = await app.session.login({ email: account.user.email, password: account.password }, { remember: true });

    expect(user).toEqual(account.user);
    expect(JSON.parse(app.exchanges[0]?.body ?? '')).toMatchObject({ rememberMe: true });
    // Remembered: the user's id only outlives the tab (issue 34, finding 9).
    expect(app.local.entries()).toEqual({ 'propre.currentUser': JSON.stringify({ id: user.id }) });
    expect(app.sessionStorage.length).toBe(0);
    expect(app.session.getToken()).toBeNull();
    expect([...app.jar.cookies.keys()].sort()).toEqual(['propre_csrf', 'propre_session']);

    const { data } = await app.propre.PATCH('/api/users/me', { body: { name: 'Léa par témoin' } });
    expect(data?.name).toBe('Léa par témoin');
    const patch = app.exchanges.at(-1);
    expect(patch?.headers.get('authorization')).toBeNull();
    expect(patch?.headers.get('x-csrf-token')).toBe(app.jar.cookies.get('propre_csrf')?.value);
    expect(patch?.headers.get('x-csrf-token')).toBe((app.exchanges[0]?.answer as { csrfToken?: string } | undefined)?.csrfToken);
  });

  it('keeps a session without remember in session storage, from the rememberMe of the request too', async () => {
    const account = await signUp(api.t);
    const app = page({ mode: 'cookie' });
    await app.session.login({ email: account.user.email, password: account.password });
    expect(app.sessionStorage.entries()).toEqual({ 'propre.currentUser': JSON.stringify(account.user) });
    expect(app.local.length).toBe(0);

    const again = page({ mode: 'cookie' });
    await again.session.login({ email: account.user.email, password: account.password, rememberMe: true });
    expect(JSON.parse(again.exchanges[0]?.body ?? '')).toMatchObject({ rememberMe: true });
    expect(again.local.getItem('propre.currentUser')).toBe(JSON.stringify({ id: account.user.id }));
  });

  it('on a page of another origin, echoes the CSRF token of the sign-in answer', async () => {
    const account = await signUp(api.t);
    const app = page({ mode: 'cookie', sameOrigin: false });
    await app.session.login({ email: account.user.email, password: account.password });
    await app.propre.PATCH('/api/users/me', { body: { name: 'Ailleurs' } });
    expect(app.exchanges.at(-1)?.headers.get('x-csrf-token')).toBe(app.jar.cookies.get('propre_csrf')?.value);
    expect(app.exchanges.at(-1)?.status).toBe(200);
  });

  it('adopts a session another call opened without storing its token', async () => {
    const account = await signUp(api.t);
    const app = page({ mode: 'cookie', sameOrigin: false });
    const { data: answer } = await app.propre.POST('/api/login', {
      body: { email: account.user.email, password: account.password },
    });
    app.session.adopt(answer);
    expect(app.sessionStorage.entries()).toEqual({ 'propre.currentUser': JSON.stringify(account.user) });
    expect(app.session.getToken()).toBeNull();
    // The CSRF token of the adopted answer is echoed by a page that cannot read the cookie.
    await app.propre.PATCH('/api/users/me', { body: { name: 'Adoptée' } });
    expect(app.exchanges.at(-1)?.headers.get('x-csrf-token')).toBe(answer.csrfToken);
    expect(app.exchanges.at(-1)?.status).toBe(200);
  });

  it('is refused a write without the CSRF token (the API checks it), and the session stays', async () => {
    const account = await signUp(api.t);
    const app = page({ mode: 'cookie' });
    await app.session.login({ email: account.user.email, password: account.password });
    // A client of the same page that sends the cookies but found no CSRF token to echo.
    const careless = createPropreClient({ baseUrl: api.baseUrl, fetch: app.jar.fetch(api.checkedFetch), csrf: () => null });
    const failure = await careless.PATCH('/api/users/me', { body: { name: 'Sans jeton' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProblemError);
    expect(failure).toMatchObject({ status: 403, code: 'csrf_token_missing' });
    expect(app.session.state.status).toBe('authenticated');
  });

  it('restores a remembered session at the next page load from the API, and signs out: cookies, storage and the API session gone', async () => {
    const account = await signUp(api.t);
    const first = page({ mode: 'cookie' });
    await first.session.login({ email: account.user.email, password: account.password }, { remember: true });

    const next = page({ mode: 'cookie', jar: first.jar, local: first.local });
    const states: string[] = [];
    next.session.subscribe((state) => states.push(state.status));
    expect(await next.session.start()).toEqual(account.user);
    expect(calls(next.exchanges)).toEqual(['GET /api/users/me 200']);
    expect(states).toEqual(['authenticated']);
    expect(next.session.state.user).toEqual(account.user);
    expect(next.local.entries()).toEqual({ 'propre.currentUser': JSON.stringify({ id: account.user.id }) });

    await next.session.logout();
    expect(calls(next.exchanges).at(-1)).toBe('POST /api/auth/logout 200');
    expect(next.exchanges.at(-1)?.headers.get('x-csrf-token')).toBeTruthy();
    expect(next.jar.cookies.size).toBe(0);
    expect(next.local.length + next.sessionStorage.length).toBe(0);
    expect(next.session.state).toEqual({ status: 'unauthenticated', user: null });
    expect((await next.propre.GET('/api/users/me')).data).toBeNull();
  });

  it('signs up on the short paths for the browser session only', async () => {
    const app = page({ mode: 'cookie', variant: 'short' });
    const body = signupBody({ name: 'Noé Court' });
    const user = await app.session.signup(body);
    expect(calls(app.exchanges)).toEqual(['POST /api/register 201']);
    expect(user.email).toBe(body.email);
    expect(app.sessionStorage.entries()).toEqual({ 'propre.currentUser': JSON.stringify(user) });
    await app.session.logout();
    expect(calls(app.exchanges).at(-1)).toBe('POST /api/logout 200');
  });
});

describe('bearer mode', () => {
  it('stores the token with the user and the client sends it without an auth option', async () => {
    const account = await signUp(api.t);
    const app = page({ mode: 'bearer', variant: 'short' });
    await app.session.login({ username: account.user.username, password: account.password }, { remember: true });

    expect(calls(app.exchanges)).toEqual(['POST /api/login 200']);
    const token = (app.exchanges[0]?.answer as { token?: string } | undefined)?.token;
    expect(app.local.getItem('propre.authToken')).toBe(token);
    expect(app.session.getToken()).toBe(token);
    expect((await app.propre.GET('/api/users/me')).data?.id).toBe(account.user.id);
    expect(app.exchanges.at(-1)?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('adopts a session another call opened (as a passkey sign-in does), and keeps its token', async () => {
    const account = await signUp(api.t);
    const app = page({ mode: 'bearer' });
    const { data: answer } = await app.propre.POST('/api/auth/login', {
      body: { email: account.user.email, password: account.password, rememberMe: true },
    });

    expect(app.session.adopt(answer, { remember: true })).toEqual(account.user);
    expect(app.session.state).toEqual({ status: 'authenticated', user: account.user });
    expect(app.local.getItem('propre.authToken')).toBe(answer.token);
    expect((await app.propre.GET('/api/users/me')).data?.id).toBe(account.user.id);
    expect(app.exchanges.at(-1)?.headers.get('authorization')).toBe(`Bearer ${answer.token}`);
  });

  it('forgets a session the API revoked at its first 401, but not at a wrong password', async () => {
    const account = await signUp(api.t);
    const app = page({ mode: 'bearer' });
    const wrong = await app.session.login({ email: account.user.email, password: 'pas le bon' }).catch((error: unknown) => error);
    expect(wrong).toMatchObject({ status: 401, code: 'invalid_credentials' });

    await app.session.login({ email: account.user.email, password: account.password });
    const states: string[] = [];
    app.session.subscribe((state) => states.push(state.status));
    // Signed out elsewhere: the same token, revoked by another client.
    const token = app.session.getToken() ?? '';
    await createPropreClient({ baseUrl: api.baseUrl, auth: { getToken: () => token } }).POST('/api/auth/logout');

    await expect(app.propre.PATCH('/api/users/me', { body: { name: 'Encore' } })).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    expect(states).toEqual(['unauthenticated']);
    expect(app.local.length + app.sessionStorage.length).toBe(0);
    expect(app.session.getToken()).toBeNull();
  });
});
