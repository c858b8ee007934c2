import type { components } from '@propre/openapi/types';
import type { Middleware } from 'openapi-fetch';
import type { PropreClient } from '../client.ts';
import { type AuthApi, createSession, type Session, type SessionStores } from './session.ts';
import { localStorageTokenStore, memoryTokenStore, sessionStorageTokenStore, type TokenStore } from './token-store.ts';

export type User = components['schemas']['User'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type SignupRequest = components['schemas']['SignupRequest'];

/** The session of the Propre API's users: sign in with a `LoginRequest`, sign up with a `SignupRequest`. */
export type PropreSession = Session<User, LoginRequest, SignupRequest>;

export interface PropreSessionOptions {
  /**
   * `cookie`: the API's HttpOnly session cookie authenticates (browser apps; create the client
   * with `csrf: 'cookie'`); the token is never stored, only the user. `bearer`: the token is
   * stored with the user and sent as `Authorization: Bearer` (partner sites, scripts).
   */
  mode: 'cookie' | 'bearer';
  /**
   * Where the session is kept: long-term ("remember me") and for the browser session. Default:
   * localStorage and sessionStorage in a browser, memory elsewhere.
   */
  storage?: SessionStores<User>;
  /**
   * Which pair of paths signs in: `auth` (`/api/auth/login`, `/api/auth/signup`,
   * `/api/auth/logout`, the default) or `short` (`/api/login`, `/api/register`, `/api/logout`).
   * The API serves both with the same behaviour.
   */
  variant?: 'auth' | 'short';
}

const paths = {
  auth: { login: '/api/auth/login', signup: '/api/auth/signup', logout: '/api/auth/logout' },
  short: { login: '/api/login', signup: '/api/register', logout: '/api/logout' },
} as const;

/**
 * The spec's session (§4) wired to a client: `login` (remember me: `options.remember`, else the
 * request's `rememberMe`) keeps the session long-term, otherwise for the browser session;
 * `signup` for the browser session; `logout` clears stored data even when the call fails;
 * `start()` restores the user stored for the browser session, else asks `GET /api/users/me`
 * (a remembered session keeps only the user's id, so it always asks).
 *
 * It also attaches itself to the client: in bearer mode the client sends the session's token
 * (unless the call sets its own Authorization), in cookie mode writes echo the CSRF token of the
 * last sign-in when the client found none in `document.cookie` (a page on another origin than
 * the API cannot read it); and any 401 other than a sign-in's forgets the session locally, as
 * the API no longer knows it. One session per client.
 */
export function createPropreSession(client: PropreClient, options: PropreSessionOptions): PropreSession {
  const { mode } = options;
  const route = paths[options.variant ?? 'auth'];
  const stores = options.storage ?? defaultStores();
  let csrfToken: string | null = null;

  const signedIn = (answer: { user?: User; token?: string | null; csrfToken?: string } | undefined) => {
    if (!answer?.user) throw new TypeError('The API answered a sign-in without its session.');
    csrfToken = answer.csrfToken ?? csrfToken;
    return { user: answer.user, token: mode === 'cookie' ? null : (answer.token ?? null) };
  };
  const api: AuthApi<User, LoginRequest, SignupRequest> = {
    login: async (input, { remember }) =>
      signedIn((await client.POST(route.login, { body: { ...input, rememberMe: remember } })).data),
    signup: async (body) => signedIn((await client.POST(route.signup, { body })).data),
    logout: async () => {
      try {
        return await client.POST(route.logout);
      } finally {
        csrfToken = null;
      }
    },
    me: async () => {
      // Without a token a bearer session is nobody: asking would only log a 401 in the console
      // of the page (a partner's, for the embed) and cost a request.
      if (mode === 'bearer' && stores.session.get() === null && stores.longTerm.get() === null) return null;
      return (await client.GET('/api/users/me')).data ?? null;
    },
  };
  const inner = createSession({
    api,
    stores: mode === 'cookie' ? { longTerm: withoutToken(stores.longTerm), session: withoutToken(stores.session) } : stores,
    // "Remember me" outlives the tab: it keeps the user's id only (not the email, city or
    // referral code), and the next page load asks the API who is signed in. Only the entry's
    // presence is read back, so this partial user is never used as one.
    rememberedUser: (user) => ({ id: user.id }) as User,
  });
  const session: PropreSession = {
    ...inner,
    get state() {
      return inner.state;
    },
    login: (input, loginOptions) => inner.login(input, { remember: loginOptions?.remember ?? input.rememberMe ?? false }),
    // The answer of a passkey sign-in (an AuthSession): kept as a login's, the token only in bearer mode.
    adopt: (answer, adoptOptions) => inner.adopt(signedIn(answer), adoptOptions),
  };

  const signIns = new Set<string>([route.login, route.signup]);
  const middleware: Middleware = {
    onRequest({ request }) {
      if (mode === 'bearer') {
        const token = inner.getToken();
        if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      } else if (csrfToken && request.method !== 'GET' && request.method !== 'HEAD' && !request.headers.has('x-csrf-token')) {
        request.headers.set('x-csrf-token', csrfToken);
      }
      return request;
    },
    onResponse({ response, schemaPath }) {
      // Runs before the client's own middleware, which throws on a 401. A sign-in's 401 is a
      // wrong password, not the end of the session.
      if (response.status === 401 && !signIns.has(schemaPath) && inner.state.status === 'authenticated') inner.clear();
      return response;
    },
  };
  client.use(middleware);
  return session;
}

/** The token of a cookie session stays in its HttpOnly cookie: a store keeps only the user. */
function withoutToken(store: TokenStore<User>): TokenStore<User> {
  return {
    get: () => null,
    getUser: () => store.getUser(),
    set: (_token, user) => store.set(null, user),
    clear: () => store.clear(),
  };
}

function defaultStores(): SessionStores<User> {
  try {
    if (globalThis.localStorage && globalThis.sessionStorage) {
      return { longTerm: localStorageTokenStore<User>(), session: sessionStorageTokenStore<User>() };
    }
  } catch {
    // Reading localStorage throws where the user disabled storage: the session lasts as long as the page.
  }
  return { longTerm: memoryTokenStore<User>(), session: memoryTokenStore<User>() };
}
