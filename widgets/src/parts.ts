/**
 * Every named part of the package, for `appearance.elements`: the primitives' parts, then each
 * entry's, prefixed by the entry (`booking` + `payButton` → `bookingPayButton`). An entry's
 * `parts.ts` is a leaf (names only, no imports), so gathering them here costs no code: this file
 * is read for its types, and by the Storybook page and the test that list every part.
 */
import { type AccountPart, accountParts } from './account/parts.ts';
import { type AdminPart, adminParts } from './admin/parts.ts';
import { type AdminAnalyticsPart, adminAnalyticsParts } from './admin-analytics/parts.ts';
import { type AdminMarketingPart, adminMarketingParts } from './admin-marketing/parts.ts';
import { type AdminMessagesPart, adminMessagesParts } from './admin-messages/parts.ts';
import { type AdminPartnersPart, adminPartnersParts } from './admin-partners/parts.ts';
import { type AdminPayoutsPart, adminPayoutsParts } from './admin-payouts/parts.ts';
import { type AdminReviewPart, adminReviewParts } from './admin-review/parts.ts';
import { type AuthPart, authParts } from './auth/parts.ts';
import { type BookingPart, bookingParts } from './booking/parts.ts';
import { type BookingsPart, bookingsParts } from './bookings/parts.ts';
import { type CalendarPart, calendarParts } from './calendar/parts.ts';
import { type ChatPart, chatParts } from './chat/parts.ts';
import { type CleanerOnboardingPart, cleanerOnboardingParts } from './cleaner-onboarding/parts.ts';
import { type CleanerProfilePart, cleanerProfileParts } from './cleaner-profile/parts.ts';
import { type CleanerSearchPart, cleanerSearchParts } from './cleaner-search/parts.ts';
import { type ClientOnboardingPart, clientOnboardingParts } from './client-onboarding/parts.ts';
import { type CommercialReferralPart, commercialReferralParts } from './commercial-referral/parts.ts';
import { type ContentPart, contentParts } from './content/parts.ts';
import { type DiscountPopupPart, discountPopupParts } from './discount-popup/parts.ts';
import { type JobPart, jobParts } from './job/parts.ts';
import { type LoginPart, loginParts } from './login/parts.ts';
import { type NewsletterPart, newsletterParts } from './newsletter/parts.ts';
import { type PayoutsPart, payoutsParts } from './payouts/parts.ts';
import { type PropertiesPart, propertiesParts } from './properties/parts.ts';
import { type ReferralsPart, referralsParts } from './referrals/parts.ts';
import { type ReviewsPart, reviewsParts } from './reviews/parts.ts';
import { type TodosPart, todosParts } from './todos/parts.ts';
import { type UiPart, uiParts } from './ui/parts.ts';
import { type WorkGalleryPart, workGalleryParts } from './work-gallery/parts.ts';

/** `booking` + `payButton` → `bookingPayButton`. */
export type Named<Entry extends string, Part extends string> = `${Entry}${Capitalize<Part>}`;

/** Every part name `appearance.elements` accepts: a misspelt one is a type error. */
export type PartName =
  | UiPart
  | Named<'account', AccountPart>
  | Named<'admin', AdminPart>
  | Named<'adminMarketing', AdminMarketingPart>
  | Named<'adminAnalytics', AdminAnalyticsPart>
  | Named<'adminMessages', AdminMessagesPart>
  | Named<'adminReview', AdminReviewPart>
  | Named<'adminPayouts', AdminPayoutsPart>
  | Named<'adminPartners', AdminPartnersPart>
  | Named<'auth', AuthPart>
  | Named<'booking', BookingPart>
  | Named<'bookings', BookingsPart>
  | Named<'calendar', CalendarPart>
  | Named<'chat', ChatPart>
  | Named<'cleanerOnboarding', CleanerOnboardingPart>
  | Named<'cleanerProfile', CleanerProfilePart>
  | Named<'cleanerSearch', CleanerSearchPart>
  | Named<'clientOnboarding', ClientOnboardingPart>
  | Named<'job', JobPart>
  | Named<'login', LoginPart>
  | Named<'payouts', PayoutsPart>
  | Named<'properties', PropertiesPart>
  | Named<'referrals', ReferralsPart>
  | Named<'reviews', ReviewsPart>
  | Named<'todos', TodosPart>
  | Named<'content', ContentPart>
  | Named<'workGallery', WorkGalleryPart>
  | Named<'newsletter', NewsletterPart>
  | Named<'discountPopup', DiscountPopupPart>
  | Named<'commercialReferral', CommercialReferralPart>;

/** Each entry's parts, by folder name (`ui` for the primitives). */
export const partsByEntry = {
  ui: uiParts,
  account: accountParts,
  admin: adminParts,
  'admin-marketing': adminMarketingParts,
  'admin-analytics': adminAnalyticsParts,
  'admin-messages': adminMessagesParts,
  'admin-review': adminReviewParts,
  'admin-payouts': adminPayoutsParts,
  'admin-partners': adminPartnersParts,
  auth: authParts,
  booking: bookingParts,
  bookings: bookingsParts,
  calendar: calendarParts,
  chat: chatParts,
  'cleaner-onboarding': cleanerOnboardingParts,
  'cleaner-profile': cleanerProfileParts,
  'cleaner-search': cleanerSearchParts,
  'client-onboarding': clientOnboardingParts,
  job: jobParts,
  login: loginParts,
  payouts: payoutsParts,
  properties: propertiesParts,
  referrals: referralsParts,
  reviews: reviewsParts,
  todos: todosParts,
  content: contentParts,
  'work-gallery': workGalleryParts,
  newsletter: newsletterParts,
  'discount-popup': discountPopupParts,
  'commercial-referral': commercialReferralParts,
} as const satisfies Record<string, readonly string[]>;
