/**
 * Where a session is kept: its token and the current user. One store per lifetime — long-term
 * ("remember me", localStorage), the browser session (sessionStorage) or the process (memory).
 */
export interface TokenStore<User = unknown> {
  /** The stored token, or null. */
  get(): string | null;
  /** The stored current user, or null. */
  getUser(): User | null;
  /** Replaces what is stored: the token (null for a cookie session) and the user. */
  set(token: string | null, user?: User | null): void;
  clear(): void;
}

/** Names of the stored entries (spec §9: current user, auth token). */
export interface StorageKeys {
  token: string;
  user: string;
}

export const defaultStorageKeys: StorageKeys = { token: 'propre.authToken', user: 'propre.currentUser' };

/** The part of the Web Storage interface the stores use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the session in the process: for Node scripts, servers and tests. */
export function memoryTokenStore<User = unknown>(): TokenStore<User> {
  let token: string | null = null;
  let user: User | null = null;
  return {
    get: () => token,
    getUser: () => user,
    set(nextToken, nextUser = null) {
      token = nextToken;
      user = nextUser;
    },
    clear() {
      token = null;
      user = null;
    },
  };
}

/** Keeps the session across browser restarts ("remember me"). */
export function localStorageTokenStore<User = unknown>(
  storage: StorageLike = globalThis.localStorage,
  keys: StorageKeys = defaultStorageKeys,
): TokenStore<User> {
  return webStorageTokenStore<User>(storage, keys);
}

/** Keeps the session until the browser tab closes. */
export function sessionStorageTokenStore<User = unknown>(
  storage: StorageLike = globalThis.sessionStorage,
  keys: StorageKeys = defaultStorageKeys,
): TokenStore<User> {
  return webStorageTokenStore<User>(storage, keys);
}

// Storage can throw (quota, privacy modes, a storage disabled by the user) and hold anything
// another script wrote; a broken entry reads as nothing rather than breaking the app.
function webStorageTokenStore<User>(storage: StorageLike, keys: StorageKeys): TokenStore<User> {
  const read = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Nothing stored: the session lasts as long as the page.
    }
  };
  return {
    get: () => read(keys.token),
    getUser() {
      const raw = read(keys.user);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as User;
      } catch {
        return null;
      }
    },
    set(token, user = null) {
      write(keys.token, token);
      write(keys.user, user === null ? null : JSON.stringify(user));
    },
    clear() {
      write(keys.token, null);
      write(keys.user, null);
    },
  };
}
