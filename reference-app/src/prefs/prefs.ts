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
