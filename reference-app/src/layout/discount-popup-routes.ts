import type { Viewer } from '../routing/access.ts';
import { matchesPattern } from '../routing/path-pattern.ts';

/**
 * Where the first-cleaning discount popup may open (issue 37): the pages a newcomer reads before
 * booking. Never on onboarding, sign-in, booking or payment pages, where it would interrupt.
 */
const offeredOn = [
  '/',
  '/cleaners',
  '/cleaners/:slug',
  '/how-it-works',
  '/pricing',
  '/faq',
  '/gallery',
  '/about',
  '/impact',
  '/homeowners',
  '/reviews',
  '/blog',
  '/blog/:slug',
  '/city/:cityName',
  '/region/:regionId',
  '/services/:service',
];

/** Whether the popup may open for this viewer here: signed-out visitors (new customers) only, on a reading page. */
export function offersDiscountPopup(pathname: string, viewer: Viewer): boolean {
  if (viewer.status !== 'unauthenticated') return false;
  // A reserved word is never a cleaner's slug: /cleaners/join is the cleaners' recruiting page.
  if (pathname === '/cleaners/join') return false;
  return offeredOn.some((pattern) => matchesPattern(pattern, pathname));
}
