/**
 * The regional-domain rule of spec §1, decided the same way in the browser (reference-app's
 * `main.tsx`) and on the server (the API's web plugin): two regional domains, one French-language
 * and one English-language; on either, a visitor located in Quebec whose language is French
 * belongs on the French domain, everyone else on the English one; path and query string are kept.
 * Any other host (localhost, 127.0.0.1, a brand's or a partner's host) is left alone.
 *
 * "Whose language is French" is the visitor's own language (their stored choice, else their
 * browser's), never the domain's: the French domain forces French for display, so the displayed
 * language would keep an English speaker there for ever. "Located in Quebec" is told by the
 * caller, and may be unknown (a server has no time zone nor saved location): the rule then
 * decides only what the language alone settles.
 */

export type RegionalDomain = 'fr' | 'en';

/** The two production domains, bare (`www.` in front of either counts as the same domain). */
export interface RegionalDomains {
  french: string;
  english: string;
}

export const defaultRegionalDomains: RegionalDomains = { french: 'propre.ca', english: 'propreclean.ca' };

export type ServedLanguage = 'fr' | 'en';

const bareHost = (hostname: string) =>
  hostname
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/** Which regional domain a host name (no port) is, or null for every other host. */
export function regionalDomainOf(hostname: string, domains: RegionalDomains = defaultRegionalDomains): RegionalDomain | null {
  const host = bareHost(hostname);
  if (host === bareHost(domains.french)) return 'fr';
  if (host === bareHost(domains.english)) return 'en';
  return null;
}

/** `fr`, `fr-CA`, `EN_us` … → the language we serve, or null for any other language. */
export function toServedLanguage(tag: string | null | undefined): ServedLanguage | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'fr' || primary === 'en' ? primary : null;
}

/**
 * The visitor's own language, ignoring the domain: their stored choice, else the first of their
 * browser's languages that we serve, else French.
 */
export function visitorLanguage(signals: { stored: string | null; browser: readonly string[] }): ServedLanguage {
  const stored = toServedLanguage(signals.stored);
  if (stored) return stored;
  for (const tag of signals.browser) {
    const language = toServedLanguage(tag);
    if (language) return language;
  }
  return 'fr';
}

/** An `Accept-Language` header's languages, most preferred first (`fr-CA,en;q=0.8` → fr-CA, en). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The domain a visitor belongs on: English unless their language is French; for a French
 * speaker, French in Quebec, English elsewhere — null when Quebec is unknown (not decidable).
 */
export function belongingDomain(visitor: { language: ServedLanguage; inQuebec: boolean | null }): RegionalDomain | null {
  if (visitor.language !== 'fr') return 'en';
  if (visitor.inQuebec === null) return null;
  return visitor.inQuebec ? 'fr' : 'en';
}

export interface RegionalVisit {
  /** The page's address (absolute): its host decides whether the rule applies at all. */
  url: URL;
  language: ServedLanguage;
  /** Whether the visitor is in Quebec; null when the caller cannot know. */
  inQuebec: boolean | null;
}

/**
 * The address to send the visitor to (same scheme, port, path, query and fragment on the other
 * domain), or null when they are where they belong, the host is not a regional domain, or the
 * rule cannot be decided with what the caller knows.
 */
export function regionalRedirect(visit: RegionalVisit, domains: RegionalDomains = defaultRegionalDomains): string | null {
  const current = regionalDomainOf(visit.url.hostname, domains);
  if (current === null) return null;
  const target = belongingDomain(visit);
  if (target === null || target === current) return null;
  const host = bareHost(target === 'fr' ? domains.french : domains.english);
  const port = visit.url.port ? `:${visit.url.port}` : '';
  return `${visit.url.protocol}//${host}${port}${visit.url.pathname}${visit.url.search}${visit.url.hash}`;
}

/**
 * The cookie in which the browser keeps its own answer to "located in Quebec" (saved province,
 * else time zone), for the server, which has neither: `qc` or `elsewhere`.
 */
export const regionCookie = 'propre.region';

export const regionCookieValue = (inQuebec: boolean): string => (inQuebec ? 'qc' : 'elsewhere');

/** The region cookie's answer; null (unknown) when absent or not one of its two values. */
export function quebecFromCookie(value: string | null | undefined): boolean | null {
  if (value === 'qc') return true;
  if (value === 'elsewhere') return false;
  return null;
}

/** A cookie's value from a `Cookie` header (a server) or `document.cookie` (a browser); null when absent or undecodable. */
export function cookieValue(header: string | null | undefined, key: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== key) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
