import { formatQuebecInstant } from '../i18n/format.ts';
import type { Locale } from '../i18n/namespaces.ts';

/** A short stamp for the timeline: « 3 déc., 9 h 00 ». */
export function formatStamp(instant: string, locale: Locale): string {
  return formatQuebecInstant(instant, locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
}
