import { describe, expect, it } from 'vitest';
import { offersDiscountPopup } from './discount-popup-routes.ts';

const visitor = { status: 'unauthenticated', role: null } as const;

describe('offersDiscountPopup', () => {
  it.each([
    '/',
    '/cleaners',
    '/cleaners/sophie-gagnon',
    '/pricing',
    '/blog/bien-choisir',
    '/city/montreal',
    '/services/nettoyage-regulier',
  ])('offers it to a visitor reading %s', (path) => expect(offersDiscountPopup(path, visitor)).toBe(true));

  it.each([
    '/book/sophie-gagnon',
    '/bookings/bk_1/pay',
    '/pay-now/bk_1',
    '/onboarding',
    '/client-onboarding',
    '/login',
    '/register',
    '/auth',
    '/contact',
    '/cleaners/join',
    '/newsletter/confirm',
  ])('never on %s (booking, payment, onboarding, sign-in, forms)', (path) =>
    expect(offersDiscountPopup(path, visitor)).toBe(false),
  );

  it('never to a signed-in person, nor while the session loads', () => {
    expect(offersDiscountPopup('/', { status: 'authenticated', role: 'client' })).toBe(false);
    expect(offersDiscountPopup('/', { status: 'unknown', role: null })).toBe(false);
  });
});
