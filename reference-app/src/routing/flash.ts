/**
 * A `?message=` or `?error=` of the URL, shown once as a toast (spec §2 Behaviours). The value is
 * a code from a known list, never words: anyone can write a link to us, and a toast on our own
 * address saying "call support at …" would be a phishing line in our voice (issue 34, finding 8).
 * Unknown codes show nothing.
 */
export const flashCodes = {
  message: ['sessionExpired', 'loggedIn', 'loggedOut', 'loggedOutLocally'],
  error: ['linkExpired', 'linkInvalid'],
} as const;

export type FlashCode = (typeof flashCodes)['message' | 'error'][number];

export interface Flash {
  tone: 'info' | 'error';
  /** The text to show: `header:toast.<code>`. */
  code: FlashCode;
}

const known = (list: readonly string[], value: string | null | undefined): FlashCode | undefined =>
  value && list.includes(value) ? (value as FlashCode) : undefined;

/**
 * Takes `message` and `error` out of a query string. Returns the toast to show (the error when
 * both are known: one toast at a time) and the query string without them, or null when neither
 * is there.
 */
export function takeFlash(search: string): { flash: Flash | null; search: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has('message') && !params.has('error')) return null;
  const error = known(flashCodes.error, params.get('error')?.trim());
  const message = known(flashCodes.message, params.get('message')?.trim());
  params.delete('error');
  params.delete('message');
  const rest = params.toString();
  const flash: Flash | null = error ? { tone: 'error', code: error } : message ? { tone: 'info', code: message } : null;
  return { flash, search: rest ? `?${rest}` : '' };
}

/** `/login?message=sessionExpired`: a path with a known toast to show there. */
export function withFlash(path: string, kind: 'message', code: (typeof flashCodes)['message'][number]): string;
export function withFlash(path: string, kind: 'error', code: (typeof flashCodes)['error'][number]): string;
export function withFlash(path: string, kind: 'message' | 'error', code: FlashCode): string {
  return `${path}?${new URLSearchParams({ [kind]: code })}`;
}
