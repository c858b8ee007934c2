import { formatQuebecInstant } from '../i18n/format.ts';
import type { Locale } from '../i18n/namespaces.ts';

/** An instant as a calendar day in Quebec with its year (« 6 mai 2027 »): an expiry is months away. */
export function formatDate(instant: string, locale: Locale): string {
  return formatQuebecInstant(instant, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}
