import { matchesPattern } from './path-pattern.ts';

/**
 * The pages search engines index (issue 37): the server renders them, with their head, for
 * everyone alike; they show at once while the session loads. Every other page is rendered in the
 * browser only (docs/adr/0014-server-rendering.md).
 */
export const indexablePages = [
  '/',
  '/about',
  '/apps',
  '/blog',
  '/blog/:slug',
  '/cleaners',
  '/cleaners/:slug',
  '/city/:cityName',
  '/contact',
  '/emplois-menage-montreal',
  '/emplois-nettoyage-quebec',
  '/faq',
  '/gallery',
  '/homeowners',
  '/how-it-works',
  '/impact',
  '/nettoyeur-independant-quebec',
  '/pricing',
  '/privacy',
  '/region/:regionId',
  '/reviews',
  '/services/nettoyage-demenagement',
  '/services/nettoyage-garage',
  '/services/nettoyage-profondeur',
  '/services/nettoyage-regulier',
  '/terms',
] as const;

/**
 * The fixed pages among them: the sitemap lists these, then one page per cleaner and per post.
 * The city and region pages are reached from the region pages' and the search's links.
 */
export const fixedIndexablePages = indexablePages.filter((path) => !path.includes(':'));

/**
 * The pages the server renders: the indexable ones, and booking a cleaner — open to visitors,
 * reached from every profile, and too slow to show when drawn only by the browser (Lighthouse
 * mobile LCP 3.5–4.4 s). Not in the sitemap: the profile is the page to index.
 */
export function isServerRendered(pathname: string): boolean {
  return isIndexable(pathname) || matchesPattern('/book/:cleanerSlug', pathname);
}

export function isIndexable(pathname: string): boolean {
  // /cleaners/join is a redirect to the onboarding, not a cleaner.
  if (matchesPattern('/cleaners/join', pathname)) return false;
  return indexablePages.some((pattern) => matchesPattern(pattern, pathname));
}
