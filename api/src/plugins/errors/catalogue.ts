import { accountErrors } from '../../modules/accounts/accounts.errors.ts';
import { passkeyErrors } from '../../modules/accounts/passkeys.errors.ts';
import { adminErrors } from '../../modules/admin/admin.errors.ts';
import { analyticsErrors } from '../../modules/analytics/analytics.errors.ts';
import { availabilityErrors } from '../../modules/availability/availability.errors.ts';
import { bookingErrors } from '../../modules/bookings/bookings.errors.ts';
import { cleanerErrors } from '../../modules/cleaners/cleaners.errors.ts';
import { growthErrors } from '../../modules/growth/growth.errors.ts';
import { invoiceErrors } from '../../modules/invoices/invoices.errors.ts';
import { messagingErrors } from '../../modules/messaging/messaging.errors.ts';
import { partnerErrors } from '../../modules/partners/partners.errors.ts';
import { paymentErrors } from '../../modules/payments/payments.errors.ts';
import { placeErrors } from '../../modules/places/places.errors.ts';
import { propertyErrors } from '../../modules/properties/properties.errors.ts';
import { reviewErrors } from '../../modules/reviews/reviews.errors.ts';
import { searchErrors } from '../../modules/search/search.errors.ts';
import { verificationErrors } from '../../modules/verification/verification.errors.ts';
import { idempotencyErrors } from '../idempotency/idempotency.ts';
import type { ErrorDefinition } from './app-error.ts';
import { commonErrors } from './common.errors.ts';

/**
 * Every error code the API can answer, with its status and titles. Each area adds its own
 * `<area>.errors.ts` here; docs/errors.md is generated from this table.
 */
export const errorCatalogue: Record<string, ErrorDefinition> = {
  ...commonErrors,
  ...idempotencyErrors,
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
  ...messagingErrors,
};
