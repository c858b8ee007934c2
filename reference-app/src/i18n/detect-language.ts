import { regionalDomainOf } from '../routing/regional-redirect.ts';

export type AppLanguage = 'fr' | 'en';

export const fallbackLanguage: AppLanguage = 'fr';

export interface LanguageSignals {
  hostname: string;
  /** The visitor's stored choice (localStorage), as stored: anything or nothing. */
  stored: string | null;
  /** `navigator.languages`, most preferred first. */
  browser: readonly string[];
}

/** `fr`, `fr-CA`, `EN_us` … → the language we serve, or null for any other language. */
export function toAppLanguage(tag: string | null | undefined): AppLanguage | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'fr' || primary === 'en' ? primary : null;
}

/**
 * The visitor's own language, ignoring the domain: their stored choice, else the first of their
 * browser's languages that we serve, else French.
 */
export function personalLanguage(signals: Omit<LanguageSignals, 'hostname'>): AppLanguage {
  const stored = toAppLanguage(signals.stored);
  if (stored) return stored;
  for (const tag of signals.browser) {
    const language = toAppLanguage(tag);
    if (language) return language;
  }
  return fallbackLanguage;
}

/**
 * The language to show (spec §9: domain, then stored choice, then browser language; French
 * fallback). Only the French regional domain decides by itself: it forces French. The English
 * domain and every other host go on to the stored choice and the browser.
 */
export function detectLanguage(signals: LanguageSignals): AppLanguage {
  if (regionalDomainOf(signals.hostname) === 'fr') return 'fr';
  return personalLanguage(signals);
}
