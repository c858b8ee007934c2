import type { Locale } from '../../../plugins/errors/locale.ts';
import type { SafeHtml } from '../html.ts';

/** What one template writes in one language; the layout adds the page and the sign-off. */
export interface MailContent {
  subject: string;
  text: string;
  /** The body only, built with the html tag. */
  html: SafeHtml;
}

/** A template: every language the API speaks, from the same variables. */
export type MailTemplate<Variables> = Record<Locale, (variables: Variables) => MailContent>;

/** "5 minutes", "1 minute" — French counts 0 and 1 as singular, English only 1. */
export function minutes(count: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA').format(count);
  return `${number}\u00a0${new Intl.PluralRules(locale).select(count) === 'one' ? 'minute' : 'minutes'}`;
}
