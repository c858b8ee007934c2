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
import { AdminMessage, Conversation, Message, Notification, SocketTicket } from '../modules/messaging/messaging.entities.ts';
import {
  BalancePayment,
  PaymentAccount,
  PaymentDispute,
  PaymentWebhookEvent,
  Payout,
} from '../modules/payments/payments.entities.ts';
import { ClientOnboarding, Property } from '../modules/properties/properties.entities.ts';
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
  PayCustomer,
  PayPaymentMethod,
  PayPaymentIntent,
  PayRefund,
  PayEvent,
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
  BalancePayment,
  PaymentDispute,
  Payout,
];
