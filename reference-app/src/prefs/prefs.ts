import { cookieValue } from '@propre/sdk/regional';

/**
 * The visitor's choices kept in this browser (spec §9 stored keys: language, theme), beside the
 * SDK's `propre.currentUser`. Storage can be missing or throw (privacy modes, quota): a choice
 * that cannot be kept lasts as long as the page.
 */
export type ThemeChoice = 'default' | 'bright' | 'dark';

export const storageKeys = {
  language: 'propre.language',
  theme: 'propre.theme',
  /** The path to come back to after signing in (spec §2), for this browser tab only. */
  returnPath: 'propre.returnPath',
} as const;

type Area = 'local' | 'session';

const storage = (area: Area): Storage | null => {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
};

export function readStored(key: string, area: Area = 'local'): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null, area: Area = 'local'): void {
  try {
    if (value === null) storage(area)?.removeItem(key);
    else storage(area)?.setItem(key, value);
  } catch {
    // Not kept: see above.
  }
}

export function toTheme(value: string | null): ThemeChoice {
  return value === 'bright' || value === 'dark' ? value : 'default';
}

/**
 * The same choice in a cookie, for the server: it renders the page in the visitor's language and
 * theme only if it can read them (docs/adr/0014-server-rendering.md). A year, the whole site, Lax.
 */
export function writeCookie(key: string, value: string): void {
  try {
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in some browsers still; this is one plain value.
    document.cookie = `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // No document (a test without one): nothing to keep.
  }
}

/** A cookie's value from a `Cookie` header (the server) or `document.cookie` (the browser): the API reads its cookies with the same function. */
export const readCookie: (header: string | null | undefined, key: string) => string | null = cookieValue;
