/**
 * Who may see which path (spec §2), as data, and the redirects that follow from it. Pure: the
 * app's guard feeds it the location and the session, and does what it answers.
 *
 * The tables list every route of the spec, including the ones later issues will build: the
 * rules hold for a path before its page exists (the page itself is then the 404).
 */

import { isServerRendered } from './indexable.ts';
import { matchesPattern } from './path-pattern.ts';

export type Access = 'public' | 'loggedOut' | 'loggedIn' | 'client' | 'cleaner' | 'admin';

export type Role = 'client' | 'cleaner' | 'admin';

export interface Viewer {
  status: 'unknown' | 'authenticated' | 'unauthenticated';
  /** Null for a signed-in user who has not chosen a role yet. */
  role: Role | null;
}

const publicRoutes = [
  '/',
  '/about',
  '/homeowners',
  '/cleaners/join',
  '/emplois-nettoyage-quebec',
  '/emplois-menage-montreal',
  '/nettoyeur-independant-quebec',
  '/how-it-works',
  '/terms',
  '/privacy',
  '/pricing',
  '/faq',
  '/gallery',
  '/apps',
  '/contact',
  '/impact',
  '/cleaners',
  '/cleaners/:slug',
  // Spec §2 lists it as signed-in only; issue 25 has visitors book, register inline and pay (docs/adr/0007).
  '/book/:cleanerSlug',
  '/city/:cityName',
  '/region/:regionId',
  '/services/nettoyage-regulier',
  '/services/nettoyage-profondeur',
  '/services/nettoyage-demenagement',
  '/services/nettoyage-garage',
  '/reviews',
  '/blog',
  '/blog/:slug',
  '/color-scheme-mockup',
  '/theme-test',
  '/test-messaging',
  '/onboarding',
  '/client-onboarding',
  '/auth/select-role',
  // The links of the newsletter's mails (double opt-in, unsubscribe).
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
];

const loggedOutRoutes = [
  '/login',
  '/auth',
  '/register',
  '/forgot-password',
  '/reset-password/:token',
  '/devenir-nettoyeur',
  '/referral-program',
];

const loggedInRoutes = [
  '/bookings',
  '/bookings/:bookingId',
  '/bookings/:id/:action',
  '/profile',
  '/profile/reviews',
  '/profile/stripe-connect/return',
  '/profile/stripe-connect/refresh',
  '/messages',
  '/messages/:bookingId',
  '/referrals',
  '/auth/success',
];

const clientRoutes = ['/properties'];

const cleanerRoutes = ['/profile/payouts', '/profile/calendar', '/profile/todos', '/profile/gallery'];

const adminRoutes = [
  '/admin',
  '/admin/health',
  '/admin/users',
  '/admin/profile-review',
  '/admin/payouts',
  '/admin/marketing',
  '/admin/messages',
  '/admin/partners',
  '/admin/partners/:partnerId',
  '/admin/cleaners/:cleanerId',
  '/payouts',
  '/admin/users/:userId',
];

const table: ReadonlyArray<readonly [string, Access]> = [
  ...publicRoutes.map((p) => [p, 'public'] as const),
  ...loggedOutRoutes.map((p) => [p, 'loggedOut'] as const),
  ...loggedInRoutes.map((p) => [p, 'loggedIn'] as const),
  ...clientRoutes.map((p) => [p, 'client'] as const),
  ...cleanerRoutes.map((p) => [p, 'cleaner'] as const),
  ...adminRoutes.map((p) => [p, 'admin'] as const),
];

/** The access class of a path of the spec, or null for a path the spec does not have. */
export function accessOf(pathname: string): Access | null {
  // Literal routes win over parameterised ones: /cleaners/join is not the profile of "join".
  const literal = table.find(([pattern]) => !pattern.includes(':') && matchesPattern(pattern, pathname));
  if (literal) return literal[1];
  return table.find(([pattern]) => matchesPattern(pattern, pathname))?.[1] ?? null;
}

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  /** Go elsewhere; `intended` is the path to come back to after signing in. */
  | { kind: 'redirect'; to: string; intended?: string };

export interface GuardContext {
  /**
   * The viewer signed in on this very page (they arrived on /login signed out and are now
   * signed in): a logged-out-only page then sends them to their return path, not /profile.
   */
  justSignedIn?: boolean;
  /** The stored return path (see `returnPathAfterLogin`). */
  returnPath?: string | null;
}

/**
 * What the guard does for a location (spec §2 Behaviours and Admin):
 * - while the session loads, wait (the full-screen loader), except on the pages the server renders;
 * - an admin sees only the admin routes: any other path, known or not, goes to /admin (or,
 *   right after signing in, to the admin page they were sent away from);
 * - a logged-out visitor to a protected route is sent to /login, the intended path kept;
 * - a signed-in user on a logged-out-only route (/login, /register, …) goes to /profile, or,
 *   right after signing in there, to the return path (home by default);
 * - /properties is for clients, /profile/payouts and /profile/calendar for cleaners: other signed-in users go to /;
 *   so do non-admins on admin routes.
 */
export function guard(location: { pathname: string; search: string }, viewer: Viewer, context: GuardContext = {}): GuardDecision {
  const access = accessOf(location.pathname);
  // A page the server renders shows at once, as the server drew it (the header updates when the
  // user is known); every other page waits for the session.
  if (viewer.status === 'unknown') return isServerRendered(location.pathname) ? { kind: 'render' } : { kind: 'wait' };
  const signedIn = viewer.status === 'authenticated';
  const back = context.justSignedIn ? returnPathAfterLogin(context.returnPath, viewer.role) : null;
  if (signedIn && viewer.role === 'admin') {
    if (access === 'admin') return { kind: 'render' };
    const backIsAdmin = back !== null && accessOf(new URL(back, 'http://x').pathname) === 'admin';
    return { kind: 'redirect', to: backIsAdmin ? back : '/admin' };
  }
  switch (access) {
    case 'loggedIn':
    case 'client':
    case 'cleaner':
    case 'admin':
      if (!signedIn) return { kind: 'redirect', to: '/login', intended: location.pathname + location.search };
      if (access === 'loggedIn' || (access !== 'admin' && viewer.role === access)) return { kind: 'render' };
      return { kind: 'redirect', to: '/' };
    case 'loggedOut':
      if (!signedIn) return { kind: 'render' };
      return { kind: 'redirect', to: back ?? '/profile' };
    default:
      return { kind: 'render' };
  }
}

/**
 * Whether visiting a path makes it the return path after signing in (spec §2: every page except
 * home, login, auth and reset-password). Every logged-out-only page is left out as well (coming
 * back to /register after signing in would only bounce to /profile), and so are paths the app
 * does not know.
 */
export function isRememberable(pathname: string): boolean {
  if (pathname === '/' || pathname === '') return false;
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return false;
  const access = accessOf(pathname);
  return access !== null && access !== 'loggedOut';
}

/**
 * Where to go after signing in: the stored return path when it is a path of this site, else
 * home — for a cleaner, their bookings, until the cleaner's workspace gives them a home of their
 * own (the home page speaks to homeowners). A stored value is only trusted as a same-origin path:
 * `//evil.example` or `https://evil.example` would turn the login page into an open redirect.
 */
export function returnPathAfterLogin(stored: string | null | undefined, role?: Role | null): string {
  if (!stored?.startsWith('/') || stored.startsWith('//') || stored.startsWith('/\\'))
    return role === 'cleaner' ? '/bookings' : '/';
  return stored;
}
