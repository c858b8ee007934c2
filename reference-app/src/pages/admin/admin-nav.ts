/**
 * The console's pages (spec §2, admin routes). `built: false` are pages of the spec not in the
 * console yet: they are named as such, never linked, so no link leads to a 404.
 */
export const adminPages = [
  { to: '/admin', key: 'dashboard', built: true },
  { to: '/admin/users', key: 'users', built: true },
  { to: '/admin/profile-review', key: 'profileReview', built: true },
  { to: '/admin/payouts', key: 'payouts', built: true },
  { to: '/admin/marketing', key: 'marketing', built: true },
  { to: '/admin/messages', key: 'messages', built: true },
  { to: '/admin/partners', key: 'partners', built: true },
  { to: '/admin/health', key: 'health', built: true },
] as const;
