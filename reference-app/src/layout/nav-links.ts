import type { Role } from '../routing/access.ts';

/** A link of the header's or footer's lists: a path and the key of its text. */
export interface NavLink {
  to: string;
  key: string;
}

/** Spec §2: the logged-out header's links. */
export const loggedOutLinks: readonly NavLink[] = [
  { to: '/homeowners', key: 'nav.homeowners' },
  { to: '/gallery', key: 'nav.gallery' },
];

/** Spec §2: the "become a cleaner" menu. */
export const becomeCleanerLinks: readonly NavLink[] = [
  { to: '/cleaners/join', key: 'becomeCleaner.join' },
  { to: '/emplois-nettoyage-quebec', key: 'becomeCleaner.jobsQuebec' },
  { to: '/emplois-menage-montreal', key: 'becomeCleaner.jobsMontreal' },
  { to: '/nettoyeur-independant-quebec', key: 'becomeCleaner.independent' },
];

export interface AccountLink extends NavLink {
  /** Shows the unread badge. */
  unread?: boolean;
}

/**
 * Spec §2: the logged-in menu, by role — /profile; /bookings (not admin); /properties (clients);
 * /profile/payouts and /profile/reviews (cleaners); /admin and /admin/health (admin); /messages with the unread
 * badge (not admin); /referrals. Logout is the menu's last item, outside this list.
 * A user without a role yet (pending) gets what every non-admin gets.
 */
export function accountLinks(role: Role | null): AccountLink[] {
  const admin = role === 'admin';
  const links: AccountLink[] = [{ to: '/profile', key: 'account.profile' }];
  if (!admin) links.push({ to: '/bookings', key: 'account.bookings' });
  if (role === 'client') links.push({ to: '/properties', key: 'account.properties' });
  if (role === 'cleaner') {
    links.push({ to: '/profile/payouts', key: 'account.payouts' }, { to: '/profile/reviews', key: 'account.reviews' });
  }
  if (admin) links.push({ to: '/admin', key: 'account.admin' }, { to: '/admin/health', key: 'account.health' });
  if (!admin) links.push({ to: '/messages', key: 'account.messages', unread: true });
  links.push({ to: '/referrals', key: 'account.referrals' });
  return links;
}

/** Spec §2: the footer's links, in columns. The career pages are the "become a cleaner" pages. */
export const footerColumns: ReadonlyArray<{ key: string; links: readonly NavLink[] }> = [
  {
    key: 'columns.clients',
    links: [
      { to: '/cleaners', key: 'links.cleaners' },
      { to: '/how-it-works', key: 'links.howItWorks' },
      { to: '/faq', key: 'links.faq' },
      { to: '/gallery', key: 'links.gallery' },
      { to: '/referral-program', key: 'links.referralProgram' },
    ],
  },
  {
    key: 'columns.careers',
    links: [
      { to: '/emplois-nettoyage-quebec', key: 'links.jobsQuebec' },
      { to: '/emplois-menage-montreal', key: 'links.jobsMontreal' },
      { to: '/nettoyeur-independant-quebec', key: 'links.independent' },
    ],
  },
  {
    key: 'columns.company',
    links: [
      { to: '/about', key: 'links.about' },
      { to: '/impact', key: 'links.impact' },
      { to: '/blog', key: 'links.blog' },
      { to: '/contact', key: 'links.contact' },
    ],
  },
  {
    key: 'columns.legal',
    links: [
      { to: '/privacy', key: 'links.privacy' },
      { to: '/terms', key: 'links.terms' },
    ],
  },
];

/** Spec §2: no footer on the onboarding routes. */
export function showsFooter(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path !== '/onboarding' && path !== '/client-onboarding';
}

/** Spec §1. */
export const versionLabel = 'beta 0.95.13';
