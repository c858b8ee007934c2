import { describe, expect, it } from 'vitest';
import { accountLinks, footerColumns, showsFooter } from './nav-links.ts';

const paths = (role: Parameters<typeof accountLinks>[0]) => accountLinks(role).map((link) => link.to);

describe('accountLinks (spec §2 logged-in menu)', () => {
  it('gives a client bookings, properties and messages', () => {
    expect(paths('client')).toEqual(['/profile', '/bookings', '/properties', '/messages', '/referrals']);
  });

  it('gives a cleaner payouts and their reviews instead of properties', () => {
    expect(paths('cleaner')).toEqual([
      '/profile',
      '/bookings',
      '/profile/payouts',
      '/profile/reviews',
      '/messages',
      '/referrals',
    ]);
  });

  it('gives an admin the admin pages, and neither bookings nor messages', () => {
    expect(paths('admin')).toEqual(['/profile', '/admin', '/admin/health', '/referrals']);
  });

  it('puts the unread badge on messages only', () => {
    expect(
      accountLinks('client')
        .filter((link) => link.unread)
        .map((link) => link.to),
    ).toEqual(['/messages']);
  });

  it('gives a user without a role the common links', () => {
    expect(paths(null)).toEqual(['/profile', '/bookings', '/messages', '/referrals']);
  });
});

describe('footer', () => {
  it('lists every footer link of the spec', () => {
    const all = footerColumns.flatMap((column) => column.links.map((link) => link.to));
    for (const path of [
      '/impact',
      '/about',
      '/how-it-works',
      '/cleaners',
      '/faq',
      '/gallery',
      '/contact',
      '/blog',
      '/privacy',
      '/terms',
      '/referral-program',
    ]) {
      expect(all).toContain(path);
    }
  });

  it('is hidden on the onboarding routes only', () => {
    expect(showsFooter('/onboarding')).toBe(false);
    expect(showsFooter('/client-onboarding/')).toBe(false);
    expect(showsFooter('/')).toBe(true);
    expect(showsFooter('/onboarding-tips')).toBe(true);
  });
});
