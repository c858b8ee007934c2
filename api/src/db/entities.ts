import { MailOutbox } from '../adapters/mail/mail-outbox.entity.ts';
import {
  PayAccount,
  PayCustomer,
  PayEvent,
  PayPaymentIntent,
  PayPaymentMethod,
  PayPayout,
  PayRefund,
  PayTransfer,
} from '../adapters/payments/local/local.entities.ts';
import { Session, User } from '../modules/accounts/accounts.entities.ts';
import { Passkey, PasskeyChallenge } from '../modules/accounts/passkeys.entities.ts';
import { PasswordReset } from '../modules/accounts/password-reset.entity.ts';
import { AnalyticsDaily, AnalyticsEvent, AnalyticsVisit } from '../modules/analytics/analytics.entities.ts';
/** Every entity of the API; each area adds the ones from its `<area>.entities.ts`, one per line. */
import {
  AvailabilityBlock,
  AvailabilityException,
  CalendarBusy,
  CalendarFeed,
  CleanerAvailableDay,
} from '../modules/availability/availability.entities.ts';
import { Booking, BookingPhoto, BookingSeries, BookingTransition } from '../modules/bookings/bookings.entities.ts';
import { CleanerProfile } from '../modules/cleaners/cleaners.entities.ts';
import { GalleryPhoto } from '../modules/cleaners/gallery.ts';
import {
  BlogPost,
  CommercialReferral,
  ContactMessage,
  DiscountCode,
  FaqEntry,
  GalleryItem,
  NewsletterSubscriber,
  Todo,
} from '../modules/growth/growth.entities.ts';
import { Invoice, InvoiceSequence } from '../modules/invoices/invoices.entities.ts';
import { AdminMessage, Conversation, Message, Notification, SocketTicket } from '../modules/messaging/messaging.entities.ts';
import {
  Partner,
  PartnerApiKey,
  PartnerEvent,
  PartnerWebhookDelivery,
  PartnerWebhookEndpoint,
} from '../modules/partners/partners.entities.ts';
import { PaymentAccount, PaymentDispute, PaymentWebhookEvent, Payout } from '../modules/payments/payments.entities.ts';
import { ClientOnboarding, Property } from '../modules/properties/properties.entities.ts';
import { ReferralReward } from '../modules/referrals/referrals.entities.ts';
import { Review } from '../modules/reviews/reviews.entities.ts';
import { CleanerFeedback } from '../modules/search/feedback.entity.ts';
import { CleanerVerification, VerificationDocument } from '../modules/verification/verification.entities.ts';
import { SeedRun } from './seed/seed-run.entity.ts';
/** Every entity of the API; each area adds the ones from its `<area>.entities.ts`. */
export const entities = [
  SeedRun,
  User,
  Session,
  MailOutbox,
  PasswordReset,
  Passkey,
  PasskeyChallenge,
  VerificationDocument,
  CleanerVerification,
  CleanerProfile,
  GalleryPhoto,
  CleanerFeedback,
  AvailabilityBlock,
  AvailabilityException,
  CalendarFeed,
  CalendarBusy,
  CleanerAvailableDay,
  Property,
  ClientOnboarding,
  BookingSeries,
  Booking,
  BookingTransition,
  BookingPhoto,
  Invoice,
  InvoiceSequence,
  PayCustomer,
  PayPaymentMethod,
  PayPaymentIntent,
  PayRefund,
  PayEvent,
  NewsletterSubscriber,
  DiscountCode,
  ContactMessage,
  CommercialReferral,
  Todo,
  BlogPost,
  FaqEntry,
  GalleryItem,
  AnalyticsEvent,
  AnalyticsDaily,
  AnalyticsVisit,
  Conversation,
  Message,
  AdminMessage,
  SocketTicket,
  Notification,
  PayAccount,
  PayTransfer,
  PayPayout,
  PaymentAccount,
  PaymentWebhookEvent,
  PaymentDispute,
  Payout,
  Review,
  ReferralReward,
  Partner,
  PartnerApiKey,
  PartnerWebhookEndpoint,
  PartnerEvent,
  PartnerWebhookDelivery,
];
