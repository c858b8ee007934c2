import type { OpenAPIV31Document } from '@propre/openapi';
import type { Redis } from 'ioredis';
import type { Mailer } from './adapters/mail/mail.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import type { DemoLogin, Seeder } from './db/seed/seeder.ts';
import type { AccountsService } from './modules/accounts/accounts.service.ts';
import type { PasswordResetService } from './modules/accounts/password-reset.ts';
import type { SessionStore } from './modules/accounts/sessions.ts';
import type { RequestStats } from './modules/admin/request-stats.ts';
import type { AnalyticsReports } from './modules/analytics/report.ts';
import type { Availability } from './modules/availability/create-availability.ts';
import type { BookingEdges } from './modules/bookings/booking-edges.ts';
import type { BookingsService } from './modules/bookings/bookings.service.ts';
import type { CleanersService } from './modules/cleaners/cleaners.service.ts';
import type { PublicProfileCache } from './modules/cleaners/public-profile-cache.ts';
import type { DiscountCodesService } from './modules/growth/discount-codes.ts';
import type { Messaging } from './modules/messaging/messaging.ts';
import type { PartnersService } from './modules/partners/partners.service.ts';
import type { BalanceFlow } from './modules/payments/balance-flow.ts';
import type { ConnectService } from './modules/payments/connect.ts';
import type { PaymentsLedger } from './modules/payments/ledger.ts';
import type { PayoutsService } from './modules/payments/payouts.ts';
import type { LocalEventRelay } from './modules/payments/webhooks/local-relay.ts';
import type { WebhookReceiver } from './modules/payments/webhooks/receiver.ts';
import type { Gazetteer } from './modules/places/gazetteer.ts';
import type { PropertiesService } from './modules/properties/properties.service.ts';
import type { ReferralsService } from './modules/referrals/referrals.service.ts';
import type { ReviewsService } from './modules/reviews/reviews.service.ts';
import type { VerificationService } from './modules/verification/verification.service.ts';
import type { HandlerTable } from './plugins/contract/handlers.ts';
import type { Database } from './plugins/db/database.ts';
import type { JobQueue } from './plugins/jobs/job-queue.ts';
import type { RateLimiter } from './plugins/rate-limit/rate-limiter.ts';

/** What a running app exposes to its owner (server.ts, tests, benchmarks). */
export interface AppContext {
  db: Database;
  jobs: JobQueue;
  storage: FileStorage;
  sessions: SessionStore;
  accounts: AccountsService;
  /** Cleaners' verification status (`statusOf`, `statusesOf`) for other areas, and the documents. */
  verification: VerificationService;
  /** Cleaner profiles. */
  cleaners: CleanersService;
  /** Clients' properties: lockForBooking for the bookings area, list/get for their owner. */
  properties: PropertiesService;
  /** Bookings: quote, create, get, list, the lifecycle's transitions and the request expiry. */
  bookings: BookingsService;
  /** Discount codes (the popup's), also the DiscountCodes edge of bookings. */
  discountCodes: DiscountCodesService;
  /** Clients' reviews of completed bookings, cleaners' answers, moderation and the profile averages. */
  reviews: ReviewsService;
  /** Referral rewards (created at sign-up or role choice, settled at completion) and their expiry job. */
  referrals: ReferralsService;
  /** Public cleaner profiles as served (60 s), dropped by the areas whose changes show on them. */
  publicProfiles: PublicProfileCache;
  passwordReset: PasswordResetService;
  /**
   * Charges and refunds through the provider (local unless STRIPE_SECRET_KEY), and the
   * double-entry ledger every money movement is posted to. Call both inside the caller's
   * `em.transactional(...)` so payment rows, events and ledger entries commit with it.
   */
  payments: {
    provider: PaymentProvider;
    ledger: PaymentsLedger;
    /** Cleaners' payout accounts (Stripe Connect) and their connect status. */
    connect: ConnectService;
    /** The balance after the service when the client has to pay it now (pay-now, reminders). */
    balances: BalanceFlow;
    /** The webhook endpoint's verification, de-duplication and handlers. */
    webhooks: WebhookReceiver;
    /** The local provider's event delivery to the webhook endpoint; null with Stripe. */
    localEvents: LocalEventRelay | null;
    /** Weekly and instant payouts to cleaners, from their ledger balances. */
    payouts: PayoutsService;
  };
  /** Partners: API keys, webhook endpoints, the booking events they are sent and the delivery log. */
  partners: PartnersService;
  /** Quebec's cities and regions (bundled data): findCity, resolveCity, nearby, distanceKm… */
  places: Gazetteer;
  /** Cleaners' availability, materialised available days, calendar feed and busy-time import. */
  availability: Availability;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The shared Redis when REDIS_URL is set (rate limits), null otherwise. */
  redis: Redis | null;
  /** This instance's answers over the last 15 minutes, for the admin health check. */
  requestStats: RequestStats;
  /** Daily analytics figures (visits, page views, sign-ups, bookings, errors) for the admin dashboards. */
  analytics: AnalyticsReports;
  /** Conversations, administrators' messages, the realtime hub (sockets of this instance), presence and notifications. */
  messaging: Messaging;
  /** Logins of the demo data, when it is loaded. */
  demoLogins: DemoLogin[];
  /** Every route registered, as `METHOD /path`, to check them against the contract. */
  routes: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    propre: AppContext;
  }
}

export interface BuildOptions {
  /** Another contract and handlers, for exercising the contract machinery itself. */
  contract?: { document: OpenAPIV31Document; handlers: (context: AppContext) => HandlerTable };
  seeders?: readonly Seeder[];
  /** Edges of bookings replaced for a test (a payment provider that declines, discount codes…). */
  bookingEdges?: Partial<BookingEdges>;
  /** Where log lines go instead of stdout (tests read what reaches the logs). */
  logStream?: { write(line: string): void };
}
