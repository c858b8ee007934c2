/**
 * Every namespace's bundled messages in one list, for the key-parity test and for tools.
 * Widgets import their namespace from its own module (`import { authNs } from
 * '../i18n/bundles/auth.ts'`), not through this file: esbuild splits chunks by module, so going
 * through one barrel puts every namespace a widget uses into a chunk all the widgets load.
 */

import { accountNs } from './bundles/account.ts';
import { authNs } from './bundles/auth.ts';
import { bookingNs } from './bundles/booking.ts';
import { calendarNs } from './bundles/calendar.ts';
import { cleanerNs } from './bundles/cleaner.ts';
import { commonNs } from './bundles/common.ts';
import { discountPopupNs } from './bundles/discount-popup.ts';
import { footerNs } from './bundles/footer.ts';
import { galleryNs } from './bundles/gallery.ts';
import { headerNs } from './bundles/header.ts';
import { homeNs } from './bundles/home.ts';
import { landingNs } from './bundles/landing.ts';
import { messagesNs } from './bundles/messages.ts';
import { newsletterNs } from './bundles/newsletter.ts';
import { onboardingNs } from './bundles/onboarding.ts';
import { profileNs } from './bundles/profile.ts';
import { propertiesNs } from './bundles/properties.ts';
import { recommendationsNs } from './bundles/recommendations.ts';
import { reviewsNs } from './bundles/reviews.ts';
import type { NamespaceBundle } from './namespaces.ts';

export {
  accountNs,
  authNs,
  bookingNs,
  calendarNs,
  cleanerNs,
  commonNs,
  discountPopupNs,
  footerNs,
  galleryNs,
  headerNs,
  homeNs,
  landingNs,
  messagesNs,
  newsletterNs,
  onboardingNs,
  profileNs,
  propertiesNs,
  recommendationsNs,
  reviewsNs,
};

/** Every namespace, for the key-parity test and for a host that serves them all. */
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
