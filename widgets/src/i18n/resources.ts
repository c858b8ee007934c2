/**
 * The bundled messages of each namespace, one export per namespace so a widget entry carries
 * only the namespaces it imports. A widget passes its bundles to `useWidgetTranslation`.
 */

import accountEn from './locales/en/account.json' with { type: 'json' };
import authEn from './locales/en/auth.json' with { type: 'json' };
import bookingEn from './locales/en/booking.json' with { type: 'json' };
import calendarEn from './locales/en/calendar.json' with { type: 'json' };
import cleanerEn from './locales/en/cleaner.json' with { type: 'json' };
import commonEn from './locales/en/common.json' with { type: 'json' };
import discountPopupEn from './locales/en/discount-popup.json' with { type: 'json' };
import footerEn from './locales/en/footer.json' with { type: 'json' };
import galleryEn from './locales/en/gallery.json' with { type: 'json' };
import headerEn from './locales/en/header.json' with { type: 'json' };
import homeEn from './locales/en/home.json' with { type: 'json' };
import landingEn from './locales/en/landing.json' with { type: 'json' };
import messagesEn from './locales/en/messages.json' with { type: 'json' };
import newsletterEn from './locales/en/newsletter.json' with { type: 'json' };
import onboardingEn from './locales/en/onboarding.json' with { type: 'json' };
import profileEn from './locales/en/profile.json' with { type: 'json' };
import propertiesEn from './locales/en/properties.json' with { type: 'json' };
import recommendationsEn from './locales/en/recommendations.json' with { type: 'json' };
import reviewsEn from './locales/en/reviews.json' with { type: 'json' };
import accountFr from './locales/fr/account.json' with { type: 'json' };
import authFr from './locales/fr/auth.json' with { type: 'json' };
import bookingFr from './locales/fr/booking.json' with { type: 'json' };
import calendarFr from './locales/fr/calendar.json' with { type: 'json' };
import cleanerFr from './locales/fr/cleaner.json' with { type: 'json' };
import commonFr from './locales/fr/common.json' with { type: 'json' };
import discountPopupFr from './locales/fr/discount-popup.json' with { type: 'json' };
import footerFr from './locales/fr/footer.json' with { type: 'json' };
import galleryFr from './locales/fr/gallery.json' with { type: 'json' };
import headerFr from './locales/fr/header.json' with { type: 'json' };
import homeFr from './locales/fr/home.json' with { type: 'json' };
import landingFr from './locales/fr/landing.json' with { type: 'json' };
import messagesFr from './locales/fr/messages.json' with { type: 'json' };
import newsletterFr from './locales/fr/newsletter.json' with { type: 'json' };
import onboardingFr from './locales/fr/onboarding.json' with { type: 'json' };
import profileFr from './locales/fr/profile.json' with { type: 'json' };
import propertiesFr from './locales/fr/properties.json' with { type: 'json' };
import recommendationsFr from './locales/fr/recommendations.json' with { type: 'json' };
import reviewsFr from './locales/fr/reviews.json' with { type: 'json' };
import type { NamespaceBundle } from './namespaces.ts';

export const commonNs: NamespaceBundle = { ns: 'common', fr: commonFr, en: commonEn };
export const headerNs: NamespaceBundle = { ns: 'header', fr: headerFr, en: headerEn };
export const footerNs: NamespaceBundle = { ns: 'footer', fr: footerFr, en: footerEn };
export const bookingNs: NamespaceBundle = { ns: 'booking', fr: bookingFr, en: bookingEn };
export const galleryNs: NamespaceBundle = { ns: 'gallery', fr: galleryFr, en: galleryEn };
export const homeNs: NamespaceBundle = { ns: 'home', fr: homeFr, en: homeEn };
export const newsletterNs: NamespaceBundle = { ns: 'newsletter', fr: newsletterFr, en: newsletterEn };
export const cleanerNs: NamespaceBundle = { ns: 'cleaner', fr: cleanerFr, en: cleanerEn };
export const profileNs: NamespaceBundle = { ns: 'profile', fr: profileFr, en: profileEn };
export const calendarNs: NamespaceBundle = { ns: 'calendar', fr: calendarFr, en: calendarEn };
export const recommendationsNs: NamespaceBundle = { ns: 'recommendations', fr: recommendationsFr, en: recommendationsEn };
export const reviewsNs: NamespaceBundle = { ns: 'reviews', fr: reviewsFr, en: reviewsEn };
export const authNs: NamespaceBundle = { ns: 'auth', fr: authFr, en: authEn };
export const propertiesNs: NamespaceBundle = { ns: 'properties', fr: propertiesFr, en: propertiesEn };
export const onboardingNs: NamespaceBundle = { ns: 'onboarding', fr: onboardingFr, en: onboardingEn };
export const landingNs: NamespaceBundle = { ns: 'landing', fr: landingFr, en: landingEn };
export const messagesNs: NamespaceBundle = { ns: 'messages', fr: messagesFr, en: messagesEn };
export const accountNs: NamespaceBundle = { ns: 'account', fr: accountFr, en: accountEn };
export const discountPopupNs: NamespaceBundle = { ns: 'discount-popup', fr: discountPopupFr, en: discountPopupEn };

/** Every namespace, for the host app that serves them and for the key-parity test. */
export const allNamespaces: readonly NamespaceBundle[] = [
  commonNs,
  headerNs,
  footerNs,
  bookingNs,
  galleryNs,
  homeNs,
  newsletterNs,
  cleanerNs,
  profileNs,
  calendarNs,
  recommendationsNs,
  reviewsNs,
  authNs,
  propertiesNs,
  onboardingNs,
  landingNs,
  messagesNs,
  accountNs,
  discountPopupNs,
];
