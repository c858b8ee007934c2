/** A `?message=` or `?error=` of the URL, to show once as a toast (spec §2 Behaviours). */
export interface Flash {
  tone: 'info' | 'error';
  text: string;
}

// The value comes from whoever wrote the link: shown as plain text, and kept short.
const maxLength = 300;

/**
 * Takes `message` and `error` out of a query string. Returns the toast to show (the error when
 * both are there: one toast at a time) and the query string without them, or null when there
 * is nothing to show.
 */
export function takeFlash(search: string): { flash: Flash | null; search: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has('message') && !params.has('error')) return null;
  const error = params.get('error')?.trim();
  const message = params.get('message')?.trim();
  params.delete('error');
  params.delete('message');
  const rest = params.toString();
  const text = error || message;
  const flash: Flash | null = text ? { tone: error ? 'error' : 'info', text: text.slice(0, maxLength) } : null;
  return { flash, search: rest ? `?${rest}` : '' };
}
