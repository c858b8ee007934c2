import type { TokenSource } from '../client.ts';
import type { TokenStore } from './token-store.ts';

/** A user and, for bearer sessions, its token: what sign-in and sign-up answer. */
export interface SignedIn<User> {
  user: User;
  token?: string | null;
}

/**
 * The account operations a session needs. Wire them to the client (see the README); they are
 * injected so the session does not depend on how, or under which paths, the API offers them.
 */
export interface AuthApi<User, LoginInput, SignupInput> {
  login(input: LoginInput, options: { remember: boolean }): Promise<SignedIn<User>>;
  signup(input: SignupInput): Promise<SignedIn<User>>;
  logout(): Promise<unknown>;
  /** The current user, or null when not signed in (the client resolves its 401 to null). */
  me(): Promise<User | null>;
}

export interface SessionStores<User> {
  /** Survives a browser restart: used by login with `remember: true`. */
  longTerm: TokenStore<User>;
  /** Lasts for the browser session: login without remember, and every signup. */
  session: TokenStore<User>;
}

export type SessionStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface SessionState<User> {
  status: SessionStatus;
  user: User | null;
}

export interface Session<User, LoginInput, SignupInput> extends TokenSource {
  readonly state: SessionState<User>;
  /** Restores the stored user, else asks the API who is signed in. */
  start(): Promise<User | null>;
  login(input: LoginInput, options?: { remember?: boolean }): Promise<User>;
  signup(input: SignupInput): Promise<User>;
  /**
   * Takes a session the API opened through another call (a passkey sign-in): stored as `login`
   * stores its answer, long-term with `remember`, else for the browser session.
   */
  adopt(result: SignedIn<User>, options?: { remember?: boolean }): User;
  /** Signs out; the stored session is cleared even when the API call fails (then it rejects). */
  logout(): Promise<void>;
  /** Forgets the session locally, without calling the API (e.g. on a 401). */
  clear(): void;
  /** Replaces the stored user (e.g. after a profile update), in the store that holds the session. */
  setUser(user: User): void;
  getToken(): string | null;
  /** Called on every change of state; returns the unsubscribe function. */
  subscribe(listener: (state: SessionState<User>) => void): () => void;
}

export interface SessionOptions<User, LoginInput, SignupInput> {
  api: AuthApi<User, LoginInput, SignupInput>;
  stores: SessionStores<User>;
  /**
   * What of the user the long-term store keeps ("remember me" outlives the tab, so it keeps as
   * little as it can). When given, a session restored from that store asks the API for the user
   * (the status stays `unknown` until it answers) instead of trusting what was stored.
   */
  rememberedUser?: (user: User) => User;
}

/**
 * The signed-in state of one user of one app (spec §4 Session): unauthenticated, then
 * authenticated after login or signup, unauthenticated again after logout.
 */
export function createSession<User, LoginInput, SignupInput>(
  options: SessionOptions<User, LoginInput, SignupInput>,
): Session<User, LoginInput, SignupInput> {
  const { api, stores, rememberedUser } = options;
  const listeners = new Set<(state: SessionState<User>) => void>();
  let state: SessionState<User> = { status: 'unknown', user: null };

  const update = (next: SessionState<User>) => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  const signedIn = (user: User) => update({ status: 'authenticated', user });
  const forget = () => {
    stores.session.clear();
    stores.longTerm.clear();
    update({ status: 'unauthenticated', user: null });
  };
  /** What `store` keeps of `user`: all of it, except in the long-term store when told otherwise. */
  const kept = (store: TokenStore<User>, user: User) =>
    store === stores.longTerm && rememberedUser ? rememberedUser(user) : user;
  const keep = (store: TokenStore<User>, other: TokenStore<User>, result: SignedIn<User>) => {
    other.clear();
    store.set(result.token ?? null, kept(store, result.user));
    signedIn(result.user);
    return result.user;
  };
  /** The store holding the session: the browser session's first, as it is the most recent kind. */
  const holder = () =>
    stores.session.get() !== null || stores.session.getUser() !== null
      ? stores.session
      : stores.longTerm.get() !== null || stores.longTerm.getUser() !== null
        ? stores.longTerm
        : null;

  return {
    get state() {
      return state;
    },
    async start() {
      const remembered = holder() === stores.longTerm && rememberedUser !== undefined;
      const stored = remembered ? null : (holder()?.getUser() ?? null);
      if (stored !== null) {
        signedIn(stored);
        return stored;
      }
      let user: User | null;
      try {
        user = await api.me();
      } catch (error) {
        update({ status: 'unauthenticated', user: null });
        throw error;
      }
      if (user === null) {
        forget();
        return null;
      }
      // Signed in by a cookie or a token stored without its user: remember the user for this session.
      const store = holder() ?? stores.session;
      store.set(store.get(), kept(store, user));
      signedIn(user);
      return user;
    },
    async login(input, loginOptions) {
      const remember = loginOptions?.remember ?? false;
      const result = await api.login(input, { remember });
      return remember ? keep(stores.longTerm, stores.session, result) : keep(stores.session, stores.longTerm, result);
    },
    async signup(input) {
      return keep(stores.session, stores.longTerm, await api.signup(input));
    },
    adopt(result, adoptOptions) {
      return adoptOptions?.remember
        ? keep(stores.longTerm, stores.session, result)
        : keep(stores.session, stores.longTerm, result);
    },
    async logout() {
      try {
        await api.logout();
      } finally {
        forget();
      }
    },
    clear: forget,
    setUser(user) {
      const store = holder() ?? stores.session;
      store.set(store.get(), kept(store, user));
      signedIn(user);
    },
    getToken() {
      return holder()?.get() ?? null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
