/**
 * The regional-domain rule of spec §1. Two regional domains exist, one French-language and one
 * English-language. On either of them, a visitor located in Quebec whose language is French
 * belongs on the French domain; everyone else belongs on the English domain. Path and query
 * string are kept. Any other host (localhost, 127.0.0.1, partner hosts) is left alone.
 *
 * Decisions the spec leaves open (see reference-app/README.md):
 * - the French domain is `propre.ca` (the main Canadian host), the English one `propreclean.ca`;
 *   `www.` in front of either counts as the same domain;
 * - "whose language is French" is the visitor's own language (their stored choice, else their
 *   browser's), not the domain's: the French domain forces French for display, so using the
 *   displayed language would keep an English speaker there forever;
 * - "located in Quebec" is known to the caller (see `looksLikeQuebec`), never guessed here.
 */

export const frenchDomain = 'propre.ca';
export const englishDomain = 'propreclean.ca';

export type RegionalDomain = 'fr' | 'en';

export interface RegionalVisit {
  /** `location.hostname`. */
  hostname: string;
  /** `location.protocol`, e.g. `https:`. */
  protocol: string;
  /** `location.port`, '' for the default one. */
  port: string;
  pathname: string;
  /** `location.search`, with its `?` or empty. */
  search: string;
  /** `location.hash`, with its `#` or empty. */
  hash: string;
  /** The visitor's own language: stored choice, else the browser's. */
  language: 'fr' | 'en';
  inQuebec: boolean;
}

const normalise = (hostname: string) =>
  hostname
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/** Which regional domain a host is, or null for every other host. */
export function regionalDomainOf(hostname: string): RegionalDomain | null {
  const host = normalise(hostname);
  if (host === frenchDomain) return 'fr';
  if (host === englishDomain) return 'en';
  return null;
}

/** The URL to send the visitor to, or null when they are already where they belong. */
export function regionalRedirect(visit: RegionalVisit): string | null {
  const current = regionalDomainOf(visit.hostname);
  if (current === null) return null;
  const target: RegionalDomain = visit.inQuebec && visit.language === 'fr' ? 'fr' : 'en';
  if (target === current) return null;
  const host = target === 'fr' ? frenchDomain : englishDomain;
  const port = visit.port ? `:${visit.port}` : '';
  return `${visit.protocol}//${host}${port}${visit.pathname}${visit.search}${visit.hash}`;
}

// Quebec's time zones: the Eastern zone (Montreal is an alias of Toronto) and the Atlantic
// standard time of the Lower North Shore. Ontario shares America/Toronto, which is why a
// signed-in user's saved location, when known, wins over the time zone.
const quebecTimeZones = new Set(['America/Montreal', 'America/Toronto', 'America/Blanc-Sablon']);

/**
 * Best knowledge of "located in Quebec" in a browser without asking for the device's position:
 * the province of the user's saved location when there is one, else the browser's time zone.
 */
export function looksLikeQuebec(input: { province?: string | null; timeZone?: string | null }): boolean {
  if (input.province) return input.province.trim().toUpperCase() === 'QC';
  return input.timeZone ? quebecTimeZones.has(input.timeZone) : false;
}
