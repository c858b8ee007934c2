import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { PropertyType } from '../cleaners/cleaners.entities.ts';
import type { Ledger } from '../payments/index.ts';
import type { BookingStatus, IBooking } from './bookings.entities.ts';
import type { PropertyPosition } from './work-location.ts';

/** A client's property as bookings need it: what prices it and where it is. */
export interface BookableProperty {
  id: string;
  type: PropertyType;
  /** The municipality's French name, as cleaners' service cities store it. */
  city: string;
  latitude: number;
  longitude: number;
  /** Its address and access details, as the new booking will show them. */
  site: BookingSiteDetails;
}

/** How bookings read a client's property; the properties area provides it. */
export interface PropertyLookup {
  /**
   * The property when it exists, is not deleted and belongs to the client, null otherwise; read
   * on the caller's transaction (`em`).
   */
  owned(em: EntityManager, clientId: string, propertyId: string): Promise<BookableProperty | null>;
  /**
   * Where a booked property is (deleted ones too: their bookings keep them), for punch-in and
   * punch-out; read on the caller's transaction (`em`), as the embedded database has one session.
   */
  positionOf(em: EntityManager, propertyId: string): Promise<PropertyPosition>;
  /** The address and access details of booked properties, by id (deleted ones too). */
  sitesOf(propertyIds: readonly string[]): Promise<Map<string, BookingSiteDetails>>;
}

/** A property's address and access details, as a booking shows them (see `site` in booking-dto.ts). */
export type BookingSiteDetails = components['schemas']['BookingSite'];

/** A discount code as the growth area will hand it out (discount popup, landing offers). */
export interface DiscountCode {
  code: string;
  /** Percent off the subtotal, or null for an amount off. */
  percent: number | null;
  amountCents: number | null;
  /** Valid only on the client's first booking (the discount popup's 10 %). */
  firstBookingOnly: boolean;
}

/** How bookings look a code up; the growth area provides it. */
export interface DiscountCodes {
  /**
   * The code when it exists and this client may use it, null otherwise. Read on `em`, the
   * booking's transaction: on the embedded database, one session, a read on another connection
   * would wait forever behind it.
   */
  find(em: EntityManager, code: string, client: { id: string; email: string }): Promise<DiscountCode | null>;
}

/** Referred clients' welcome credit (10 $ off a first booking); the referrals area provides it. */
export interface ReferralCredits {
  /** The credit in cents the client may still use, null when none (read on `em`). */
  availableFor(em: EntityManager, clientId: string): Promise<number | null>;
}

/**
 * Told when a booking completes (punch-out), inside the transaction that completes it, so what
 * it records (a referral reward and its ledger entry) commits or rolls back with the booking:
 * never lost, never twice. The referrals area listens.
 */
export type CompletionListener = (tx: EntityManager, booking: IBooking, now: Date) => Promise<void>;

/** What follows when a completed booking's balance is still owed; the payments area provides it. */
export interface BalanceNotices {
  /**
   * The off-session balance was refused (or the bank wants the client): ask the client to pay
   * now (the mail, its reminders), in the punch-out's transaction `tx`.
   */
  balanceOwed(tx: EntityManager, booking: IBooking, reason: { authentication: boolean }): Promise<void>;
}

/** What partners hear of a booking made through their widget (see partners/README.md). */
export type BookingEventType =
  | 'booking.created'
  | 'booking.confirmed'
  | 'booking.cancelled'
  | 'booking.completed'
  | 'booking.paid';
/** Who is told when a booking changes; the partners area provides it. */
export interface BookingEvents {
  /** Called in the transaction `tx` that made the change, after it: the booking as it is now. */
  publish(tx: EntityManager, type: BookingEventType, booking: IBooking): Promise<void>;
}

/** A step of a booking's lifecycle, as other areas hear of it. */
export interface BookingChange {
  action: string;
  from: BookingStatus | null;
  to: BookingStatus;
  actor: { userId: string | null; role: string };
  /**
   * How often the people of the booking want mail (`app_user.email_frequency`), when the
   * caller read it already (a create, with the cleaner): the listener then needs to read nothing.
   */
  emailFrequencies?: ReadonlyMap<string, string>;
}

/**
 * Told of every transition (creation included) inside its transaction, after the status was
 * set: what a listener writes or queues commits or rolls back with the booking. The messaging
 * area opens conversations and queues notifications here.
 */
export interface BookingChanges {
  transitioned(tx: EntityManager, booking: IBooking, change: BookingChange): Promise<void>;
}

/** What the bookings area needs from areas and adapters outside it. */
export interface BookingEdges {
  payments: PaymentProvider;
  ledger: Ledger;
  balances: BalanceNotices;
  events: BookingEvents;
  properties: PropertyLookup;
  discountCodes: DiscountCodes;
  referralCredits: ReferralCredits;
  onCompleted: CompletionListener;
  /** Every transition, for the messaging area (conversations, notifications). */
  changes: BookingChanges;
}
