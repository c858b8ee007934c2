import { acceptedLanguages, toServedLanguage, visitorLanguage } from '@propre/sdk/regional';
import { regionalDomainOf } from '../routing/regional-redirect.ts';

export type AppLanguage = 'fr' | 'en';

export const fallbackLanguage: AppLanguage = 'fr';

export interface LanguageSignals {
  hostname: string;
  /** The language the address asks for (`?lang=en`: the alternates search engines list). */
  requested?: string | null;
  /** The visitor's stored choice (localStorage in the browser, its cookie on the server), as stored: anything or nothing. */
  stored: string | null;
  /** `navigator.languages`, most preferred first. */
  browser: readonly string[];
}

/** `fr`, `fr-CA`, `EN_us` … → the language we serve, or null for any other language. */
export const toAppLanguage: (tag: string | null | undefined) => AppLanguage | null = toServedLanguage;

/**
 * The visitor's own language, ignoring the domain: their stored choice, else the first of their
 * browser's languages that we serve, else French (the regional rule's, shared with the API).
 */
export const personalLanguage = (signals: Omit<LanguageSignals, 'hostname'>): AppLanguage => visitorLanguage(signals);

/**
 * The language to show (spec §9: domain, then stored choice, then browser language; French
 * fallback). Only the French regional domain decides by itself: it forces French. Elsewhere a
 * `?lang=` in the address comes first — it is how the page's language alternates (hreflang) are
 * addressed — then the stored choice and the browser. The server decides with the same rules.
 */
export function detectLanguage(signals: LanguageSignals): AppLanguage {
  if (regionalDomainOf(signals.hostname) === 'fr') return 'fr';
  return toAppLanguage(signals.requested) ?? personalLanguage(signals);
}

/** An `Accept-Language` header's languages, most preferred first (`fr-CA,en;q=0.8` → fr-CA, en). */
export { acceptedLanguages };
