import { providerErrors } from '../adapters/payments/provider.errors.ts';
import { authErrors } from '../plugins/auth/auth.errors.ts';
import type { ErrorDefinition } from '../plugins/errors/app-error.ts';
import { commonErrors } from '../plugins/errors/common.errors.ts';
import { idempotencyErrors } from '../plugins/idempotency/idempotency.ts';
import { accountErrors } from './accounts/accounts.errors.ts';
import { embedSignInErrors } from './accounts/embed-sign-in.errors.ts';
import { passkeyErrors } from './accounts/passkeys.errors.ts';
import { adminErrors } from './admin/admin.errors.ts';
import { analyticsErrors } from './analytics/analytics.errors.ts';
import { availabilityErrors } from './availability/availability.errors.ts';
import { bookingErrors } from './bookings/bookings.errors.ts';
import { cleanerErrors } from './cleaners/cleaners.errors.ts';
import { growthErrors } from './growth/growth.errors.ts';
import { invoiceErrors } from './invoices/invoices.errors.ts';
import { messagingErrors } from './messaging/messaging.errors.ts';
import { partnerErrors } from './partners/partners.errors.ts';
import { paymentErrors } from './payments/payments.errors.ts';
import { placeErrors } from './places/places.errors.ts';
import { propertyErrors } from './properties/properties.errors.ts';
import { reviewErrors } from './reviews/reviews.errors.ts';
import { searchErrors } from './search/search.errors.ts';
import { verificationErrors } from './verification/verification.errors.ts';

/**
 * Every error code the API can answer, with its status and titles: the shared layers' own
 * (plugins, adapters) and each area's `<area>.errors.ts`. It sits with the areas because it
 * names them all; docs/errors.md is generated from this table.
 */
export const errorCatalogue: Record<string, ErrorDefinition> = {
  ...commonErrors,
  ...authErrors,
  ...idempotencyErrors,
  ...providerErrors,
  ...accountErrors,
  ...cleanerErrors,
  ...searchErrors,
  ...passkeyErrors,
  ...verificationErrors,
  ...placeErrors,
  ...availabilityErrors,
  ...propertyErrors,
  ...bookingErrors,
  ...paymentErrors,
  ...invoiceErrors,
  ...growthErrors,
  ...analyticsErrors,
  ...adminErrors,
  ...reviewErrors,
  ...partnerErrors,
  ...embedSignInErrors,
  ...messagingErrors,
};
