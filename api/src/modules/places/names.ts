// How place names are compared: what people type for a Quebec municipality differs from its
// official form by accents, case, hyphens, apostrophes and the Saint/Sainte abbreviations.

const abbreviations: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  sts: 'saints',
  stes: 'saintes',
  mt: 'mont',
};

/** The words of a name, lower case and without accents, abbreviations left as typed. */
export function rawWords(name: string): string[] {
  return name
    .replaceAll(/œ/gi, 'oe')
    .replaceAll(/æ/gi, 'ae')
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The words of a name with St, Ste, Mt… spelt out, so "St-Jérôme" and "Saint-Jérôme" agree. */
export function words(name: string): string[] {
  return rawWords(name).map((word) => abbreviations[word] ?? word);
}

/**
 * The key two spellings of one name share: words spelt out and run together, so hyphens,
 * spaces and apostrophes do not matter ("L'Assomption", "l assomption", "Lassomption").
 */
export function matchKey(name: string): string {
  return words(name).join('');
}

/** A URL-safe form of a name: "Saint-Jérôme" → "saint-jerome", "L'Île-Perrot" → "l-ile-perrot". */
export function slugify(name: string): string {
  return words(name).join('-');
}

export const maxCityNameLength = 80;
// Letters, then letters, spaces, hyphens and dashes, apostrophes, periods (St.), commas and
// parentheses ("Laval, QC", "Laval (Québec)"). No digits: a postal code or street number is
// not a city.
const plausibleName = /^\p{L}[\p{L}\p{M} .,'’‘`()\u2010-\u2015-]*$/u;

/** Whether a string could be the name of a city at all, before looking it up. */
export function isPlausibleCityName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= maxCityNameLength && plausibleName.test(trimmed);
}
