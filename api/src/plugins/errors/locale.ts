/** Languages the API answers in; French first (Charter of the French language). */
export type Locale = 'fr' | 'en';
export const defaultLocale: Locale = 'fr';

/** A text in every language the API speaks. */
export type Localized = Record<Locale, string>;

/**
 * Picks the best supported language from an Accept-Language header, honouring q-values.
 * Anything unparseable or unsupported falls back to French.
 */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return defaultLocale;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (language !== 'fr' && language !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? defaultLocale;
}
