import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_foundation } from './Migration20261122000000_foundation.ts';
import { Migration20261122010000_mail_outbox } from './Migration20261122010000_mail_outbox.ts';
import { Migration20261122020000_accounts } from './Migration20261122020000_accounts.ts';
import { Migration20261122021000_password_reset } from './Migration20261122021000_password_reset.ts';
import { Migration20261122030000_passkeys } from './Migration20261122030000_passkeys.ts';
import { Migration20261122041000_verification } from './Migration20261122041000_verification.ts';
import { Migration20261122042000_availability } from './Migration20261122042000_availability.ts';
import { Migration20261122043000_cleaners } from './Migration20261122043000_cleaners.ts';
import { Migration20261122044000_search_earth } from './Migration20261122044000_search_earth.ts';
import { Migration20261122045000_gallery } from './Migration20261122045000_gallery.ts';
import { Migration20261122050000_payments } from './Migration20261122050000_payments.ts';
import { Migration20261122051000_bookings } from './Migration20261122051000_bookings.ts';
import { Migration20261122052000_properties } from './Migration20261122052000_properties.ts';
import { Migration20261122053000_booking_property } from './Migration20261122053000_booking_property.ts';
import { Migration20261122060000_booking_work } from './Migration20261122060000_booking_work.ts';
import { Migration20261122070000_messaging } from './Migration20261122070000_messaging.ts';
import { Migration20261122080000_stripe_connect } from './Migration20261122080000_stripe_connect.ts';
import { Migration20261122081000_payouts } from './Migration20261122081000_payouts.ts';
import { Migration20261122090000_invoices } from './Migration20261122090000_invoices.ts';
import { Migration20261122100000_growth } from './Migration20261122100000_growth.ts';
import { Migration20261122101000_analytics } from './Migration20261122101000_analytics.ts';
import { Migration20261122102000_suspension } from './Migration20261122102000_suspension.ts';
import { Migration20261122103000_gallery } from './Migration20261122103000_gallery.ts';
import { Migration20261122110000_reviews } from './Migration20261122110000_reviews.ts';
import { Migration20261122111000_referrals } from './Migration20261122111000_referrals.ts';
import { Migration20261122120000_pay_now } from './Migration20261122120000_pay_now.ts';
import { Migration20261122121000_partners } from './Migration20261122121000_partners.ts';
import { Migration20261128000000_search_cleaner } from './Migration20261128000000_search_cleaner.ts';
import { Migration20261128130000_search_top_n } from './Migration20261128130000_search_top_n.ts';
import { Migration20261129000000_search_change } from './Migration20261129000000_search_change.ts';
import { Migration20261206000000_suspended_unlisted } from './Migration20261206000000_suspended_unlisted.ts';
import { Migration20261206100000_cleaner_unavailable } from './Migration20261206100000_cleaner_unavailable.ts';
import { Migration20261206200000_google_calendar } from './Migration20261206200000_google_calendar.ts';
import { Migration20261206210000_admin_audit } from './Migration20261206210000_admin_audit.ts';
import { Migration20261206220000_gallery_caption } from './Migration20261206220000_gallery_caption.ts';

/**
 * Every migration, oldest first. Listed explicitly (not discovered by glob) so the same list
 * runs from TypeScript sources, from a bundle, and in tests.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_foundation', class: Migration20261122000000_foundation },
  { name: 'Migration20261122010000_mail_outbox', class: Migration20261122010000_mail_outbox },
  { name: 'Migration20261122020000_accounts', class: Migration20261122020000_accounts },
  { name: 'Migration20261122021000_password_reset', class: Migration20261122021000_password_reset },
  { name: 'Migration20261122030000_passkeys', class: Migration20261122030000_passkeys },
  { name: 'Migration20261122041000_verification', class: Migration20261122041000_verification },
  { name: 'Migration20261122042000_availability', class: Migration20261122042000_availability },
  { name: 'Migration20261122043000_cleaners', class: Migration20261122043000_cleaners },
  { name: 'Migration20261122044000_search_earth', class: Migration20261122044000_search_earth },
  { name: 'Migration20261122045000_gallery', class: Migration20261122045000_gallery },
  { name: 'Migration20261122050000_payments', class: Migration20261122050000_payments },
  { name: 'Migration20261122051000_bookings', class: Migration20261122051000_bookings },
  { name: 'Migration20261122052000_properties', class: Migration20261122052000_properties },
  { name: 'Migration20261122053000_booking_property', class: Migration20261122053000_booking_property },
  { name: 'Migration20261122060000_booking_work', class: Migration20261122060000_booking_work },
  { name: 'Migration20261122070000_messaging', class: Migration20261122070000_messaging },
  { name: 'Migration20261122080000_stripe_connect', class: Migration20261122080000_stripe_connect },
  { name: 'Migration20261122081000_payouts', class: Migration20261122081000_payouts },
  { name: 'Migration20261122090000_invoices', class: Migration20261122090000_invoices },
  { name: 'Migration20261122100000_growth', class: Migration20261122100000_growth },
  { name: 'Migration20261122101000_analytics', class: Migration20261122101000_analytics },
  { name: 'Migration20261122102000_suspension', class: Migration20261122102000_suspension },
  { name: 'Migration20261122103000_gallery', class: Migration20261122103000_gallery },
  { name: 'Migration20261122110000_reviews', class: Migration20261122110000_reviews },
  { name: 'Migration20261122111000_referrals', class: Migration20261122111000_referrals },
  { name: 'Migration20261122120000_pay_now', class: Migration20261122120000_pay_now },
  { name: 'Migration20261122121000_partners', class: Migration20261122121000_partners },
  { name: 'Migration20261128000000_search_cleaner', class: Migration20261128000000_search_cleaner },
  { name: 'Migration20261128130000_search_top_n', class: Migration20261128130000_search_top_n },
  { name: 'Migration20261129000000_search_change', class: Migration20261129000000_search_change },
  { name: 'Migration20261206000000_suspended_unlisted', class: Migration20261206000000_suspended_unlisted },
  { name: 'Migration20261206100000_cleaner_unavailable', class: Migration20261206100000_cleaner_unavailable },
  { name: 'Migration20261206200000_google_calendar', class: Migration20261206200000_google_calendar },
  { name: 'Migration20261206210000_admin_audit', class: Migration20261206210000_admin_audit },
  { name: 'Migration20261206220000_gallery_caption', class: Migration20261206220000_gallery_caption },
];
