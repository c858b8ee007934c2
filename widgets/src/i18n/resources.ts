/**
 * Every namespace's bundled messages in one list, for the key-parity test and for tools.
 * Widgets import their namespace from its own module (`import { accountNs } from
 * '../i18n/bundles/account.ts'`), not through this file: esbuild splits chunks by module, so going
 * through one barrel puts every namespace a widget uses into a chunk all the widgets load.
 */

import { accountNs } from './bundles/account.ts';
import { cleanerNs } from './bundles/cleaner.ts';
import { commonNs } from './bundles/common.ts';
import { galleryNs } from './bundles/gallery.ts';
import { messagesNs } from './bundles/messages.ts';
import { onboardingNs } from './bundles/onboarding.ts';
import { profileNs } from './bundles/profile.ts';
import { propertiesNs } from './bundles/properties.ts';
import { reviewsNs } from './bundles/reviews.ts';
import type { NamespaceBundle } from './namespaces.ts';

export { accountNs, cleanerNs, commonNs, galleryNs, messagesNs, onboardingNs, profileNs, propertiesNs, reviewsNs };

/** Every namespace, for the key-parity test and for a host that serves them all. */
export const allNamespaces: readonly NamespaceBundle[] = [
  commonNs,
  galleryNs,
  cleanerNs,
  profileNs,
  reviewsNs,
  propertiesNs,
  onboardingNs,
  messagesNs,
  accountNs,
];
