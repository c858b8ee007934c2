/**
 * The regional-domain rule of spec §1 as the browser applies it. The decision itself is
 * `regionalRedirect` of `@propre/sdk/regional`, the very function the API's web plugin applies to
 * HTML requests, so the server and the browser cannot disagree; what only a browser knows —
 * whether the visitor looks located in Quebec — is worked out here, and kept in a cookie for the
 * server (`regionCookie`).
 *
 * Decisions the spec leaves open (see reference-app/README.md):
 * - the French domain is `propre.ca` (the main Canadian host), the English one `propreclean.ca`
 *   (the API reads them from REGIONAL_FRENCH_DOMAIN / REGIONAL_ENGLISH_DOMAIN, with these defaults);
 *   `www.` in front of either counts as the same domain;
 * - "whose language is French" is the visitor's own language (their stored choice, else their
 *   browser's), not the domain's: the French domain forces French for display, so using the
 *   displayed language would keep an English speaker there forever;
 * - "located in Quebec" is known to the caller (see `looksLikeQuebec`), never guessed here.
 */
import { defaultRegionalDomains, regionalDomainOf as domainOf, type RegionalDomain } from '@propre/sdk/regional';

export { quebecFromCookie, regionalRedirect, regionCookie, regionCookieValue } from '@propre/sdk/regional';
export type { RegionalDomain };

export const frenchDomain = defaultRegionalDomains.french;
export const englishDomain = defaultRegionalDomains.english;

/** Which regional domain a host is, or null for every other host. */
export const regionalDomainOf = (hostname: string): RegionalDomain | null => domainOf(hostname);

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
