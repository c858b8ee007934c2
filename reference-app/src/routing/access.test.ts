import { describe, expect, it } from 'vitest';
import { accessOf, guard, isRememberable, returnPathAfterLogin, type Viewer } from './access.ts';
import { matchesPattern } from './path-pattern.ts';

const loggedOut: Viewer = { status: 'unauthenticated', role: null };
const client: Viewer = { status: 'authenticated', role: 'client' };
const cleaner: Viewer = { status: 'authenticated', role: 'cleaner' };
const admin: Viewer = { status: 'authenticated', role: 'admin' };
const pending: Viewer = { status: 'authenticated', role: null };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('matchesPattern and accessOf', () => {
  it('matches parameters as one segment and ignores a trailing slash', () => {
    expect(matchesPattern('/blog/:slug', '/blog/menage-printemps')).toBe(true);
    expect(matchesPattern('/blog/:slug', '/blog')).toBe(false);
    expect(matchesPattern('/blog/:slug', '/blog/a/b')).toBe(false);
    expect(matchesPattern('/cleaners', '/cleaners/')).toBe(true);
  });

  it('prefers a literal route to a parameterised one', () => {
    expect(accessOf('/cleaners/join')).toBe('public');
    expect(accessOf('/cleaners/sophie-m')).toBe('public');
    expect(accessOf('/bookings/bkg_1')).toBe('loggedIn');
  });

  it('classes the spec’s routes and nothing else', () => {
    expect(accessOf('/')).toBe('public');
    expect(accessOf('/login')).toBe('loggedOut');
    expect(accessOf('/reset-password/abc')).toBe('loggedOut');
    expect(accessOf('/profile/payouts')).toBe('cleaner');
    expect(accessOf('/properties')).toBe('client');
    expect(accessOf('/admin/cleaners/usr_1')).toBe('admin');
    expect(accessOf('/payouts')).toBe('admin');
    expect(accessOf('/nowhere')).toBeNull();
  });

  it('opens booking to visitors, who sign in inside the widget (docs/adr/0007)', () => {
    expect(accessOf('/book/carlos-rodriguez')).toBe('public');
    expect(guard(at('/book/carlos-rodriguez'), loggedOut)).toEqual({ kind: 'render' });
  });
});

describe('guard', () => {
  it('waits while the session loads, except on the pages the server rendered', () => {
    const unknown: Viewer = { status: 'unknown', role: null };
    for (const path of ['/bookings', '/login', '/onboarding', '/cleaners/join', '/bookings/b1/pay']) {
      expect(guard(at(path), unknown), path).toEqual({ kind: 'wait' });
    }
    for (const path of ['/', '/faq', '/cleaners', '/cleaners/sophie-gagnon', '/blog/un-article', '/book/sophie-gagnon']) {
      expect(guard(at(path), unknown), path).toEqual({ kind: 'render' });
    }
  });

  it('sends a logged-out visitor of a protected route to /login, keeping the intended path and query', () => {
    expect(guard(at('/bookings', '?tab=past'), loggedOut)).toEqual({
      kind: 'redirect',
      to: '/login',
      intended: '/bookings?tab=past',
    });
    expect(guard(at('/properties'), loggedOut)).toMatchObject({ to: '/login', intended: '/properties' });
    expect(guard(at('/admin/users'), loggedOut)).toMatchObject({ to: '/login', intended: '/admin/users' });
  });

  it('lets everyone see public pages and unknown paths (the 404 page)', () => {
    for (const viewer of [loggedOut, client, cleaner, pending]) {
      expect(guard(at('/cleaners'), viewer)).toEqual({ kind: 'render' });
      expect(guard(at('/nowhere'), viewer)).toEqual({ kind: 'render' });
    }
  });

  it('sends a signed-in user away from /login, /register and the other logged-out pages to /profile', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password/t0k3n']) {
      expect(guard(at(path), client)).toEqual({ kind: 'redirect', to: '/profile' });
      expect(guard(at(path), loggedOut)).toEqual({ kind: 'render' });
    }
  });

  it('sends a user who just signed in on /login to the return path, home by default', () => {
    const signedInHere = { justSignedIn: true, returnPath: '/cleaners?city=Laval' };
    expect(guard(at('/login'), client, signedInHere)).toEqual({ kind: 'redirect', to: '/cleaners?city=Laval' });
    expect(guard(at('/login'), client, { justSignedIn: true, returnPath: null })).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(at('/login'), client, { justSignedIn: true, returnPath: '//evil.example' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a cleaner who just signed in to their bookings when nothing was wanted, not to the homeowners’ home', () => {
    for (const path of ['/login', '/auth']) {
      expect(guard(at(path), cleaner, { justSignedIn: true, returnPath: null })).toEqual({ kind: 'redirect', to: '/bookings' });
      expect(guard(at(path), cleaner, { justSignedIn: true, returnPath: '/messages' })).toEqual({
        kind: 'redirect',
        to: '/messages',
      });
    }
  });

  it('sends an admin who just signed in to the admin page they wanted, else /admin', () => {
    expect(guard(at('/login'), admin, { justSignedIn: true, returnPath: '/admin/users?q=a' })).toEqual({
      kind: 'redirect',
      to: '/admin/users?q=a',
    });
    expect(guard(at('/login'), admin, { justSignedIn: true, returnPath: '/cleaners' })).toEqual({
      kind: 'redirect',
      to: '/admin',
    });
  });

  it('keeps /properties for clients', () => {
    expect(guard(at('/properties'), client)).toEqual({ kind: 'render' });
    expect(guard(at('/properties'), cleaner)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(at('/properties'), pending)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('keeps /profile/payouts for cleaners', () => {
    expect(guard(at('/profile/payouts'), cleaner)).toEqual({ kind: 'render' });
    expect(guard(at('/profile/payouts'), client)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(at('/profile/payouts'), pending)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(at('/profile/payouts'), loggedOut)).toMatchObject({ to: '/login', intended: '/profile/payouts' });
  });

  it('keeps /profile/calendar for cleaners', () => {
    expect(accessOf('/profile/calendar')).toBe('cleaner');
    expect(guard(at('/profile/calendar'), cleaner)).toEqual({ kind: 'render' });
    expect(guard(at('/profile/calendar'), client)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(at('/profile/calendar'), pending)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(at('/profile/calendar'), loggedOut)).toMatchObject({ to: '/login', intended: '/profile/calendar' });
  });

  it('keeps /profile/gallery for cleaners', () => {
    expect(accessOf('/profile/gallery')).toBe('cleaner');
    expect(guard(at('/profile/gallery'), cleaner)).toEqual({ kind: 'render' });
    expect(guard(at('/profile/gallery'), client)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(at('/profile/gallery'), loggedOut)).toMatchObject({ to: '/login', intended: '/profile/gallery' });
  });

  it('keeps the admin area for admins', () => {
    expect(guard(at('/admin'), client)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(at('/payouts'), cleaner)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(at('/admin/health'), admin)).toEqual({ kind: 'render' });
    // One user's page in the console (issue 36): admins only, like the list.
    expect(guard(at('/admin/users/usr_1'), admin)).toEqual({ kind: 'render' });
    expect(guard(at('/admin/users/usr_1'), client)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('keeps an admin inside the admin area, whatever the path', () => {
    for (const path of ['/', '/cleaners', '/profile', '/login', '/bookings', '/nowhere']) {
      expect(guard(at(path), admin)).toEqual({ kind: 'redirect', to: '/admin' });
    }
  });

  it('lets signed-in users see their pages', () => {
    expect(guard(at('/profile'), cleaner)).toEqual({ kind: 'render' });
    expect(guard(at('/messages/bkg_1'), client)).toEqual({ kind: 'render' });
  });
});

describe('return path', () => {
  it('remembers ordinary pages, not home, login, auth or reset-password', () => {
    expect(isRememberable('/cleaners')).toBe(true);
    expect(isRememberable('/bookings/bkg_1')).toBe(true);
    for (const path of ['/', '/login', '/auth', '/auth/success', '/auth/select-role', '/reset-password/x', '/register']) {
      expect(isRememberable(path)).toBe(false);
    }
  });

  it('does not remember paths the app does not have', () => {
    expect(isRememberable('/nowhere')).toBe(false);
  });

  it('goes home by default and only ever to a path of this site', () => {
    expect(returnPathAfterLogin(null)).toBe('/');
    expect(returnPathAfterLogin('')).toBe('/');
    expect(returnPathAfterLogin('/cleaners?city=Laval')).toBe('/cleaners?city=Laval');
    expect(returnPathAfterLogin('//evil.example/x')).toBe('/');
    expect(returnPathAfterLogin('/\\evil.example')).toBe('/');
    expect(returnPathAfterLogin('https://evil.example')).toBe('/');
    // Until the cleaner's workspace exists, a cleaner's home is their bookings.
    expect(returnPathAfterLogin(null, 'cleaner')).toBe('/bookings');
    expect(returnPathAfterLogin('//evil.example/x', 'cleaner')).toBe('/bookings');
    expect(returnPathAfterLogin('/cleaners', 'cleaner')).toBe('/cleaners');
  });
});
