import { randomBytes, randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { type OpenAPIV31Document, openapi } from '@propre/openapi';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { Redis } from 'ioredis';
import { createMailer } from './adapters/mail/create-mailer.ts';
import type { Mailer } from './adapters/mail/mail.ts';
import { createPaymentProvider, type PaymentProvider } from './adapters/payments/create-payment-provider.ts';
import { isLocalPaymentProvider } from './adapters/payments/local/local-provider.ts';
import { createDiskStorage } from './adapters/storage/disk-storage.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import { runSeeders } from './db/seed/run-seeders.ts';
import type { DemoLogin, Seeder } from './db/seed/seeder.ts';
import { demoSeeders } from './db/seed/seeders.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { type AccountsService, createAccountsService } from './modules/accounts/accounts.service.ts';
import { passkeysRoutes } from './modules/accounts/passkeys.routes.ts';
import {
  createPasswordResetService,
  type PasswordResetService,
  startPasswordResetWorker,
} from './modules/accounts/password-reset.ts';
import { personalDataErasers } from './modules/accounts/personal-data.ts';
import { createSessionStore, type SessionStore } from './modules/accounts/sessions.ts';
import { usersRoutes } from './modules/accounts/users.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createCleanerAnalytics } from './modules/admin/cleaner-analytics.ts';
import { createDashboard } from './modules/admin/dashboard.ts';
import { createProfileReviewQueue } from './modules/admin/profile-review.ts';
import { countResponses, createRequestStats, type RequestStats } from './modules/admin/request-stats.ts';
import { createSystemHealth } from './modules/admin/system-health.ts';
import { createAdminUsersService } from './modules/admin/users.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsIngest } from './modules/analytics/ingest.ts';
import { type AnalyticsReports, createAnalyticsReports } from './modules/analytics/report.ts';
import { startAvailabilityJobs } from './modules/availability/availability.jobs.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { type Availability, createAvailability } from './modules/availability/create-availability.ts';
import { type BookingEdges, unwiredEdges } from './modules/bookings/booking-edges.ts';
import { createBookingWork } from './modules/bookings/booking-work.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { type BookingsService, createBookingsService } from './modules/bookings/bookings.service.ts';
import { startBookingExpiryWorker } from './modules/bookings/expiry.ts';
import { createIdempotencyStore } from './modules/bookings/idempotency.ts';
import { cleanersRoutes } from './modules/cleaners/cleaners.routes.ts';
import { type CleanersService, createCleanersService } from './modules/cleaners/cleaners.service.ts';
import { createGalleryService } from './modules/cleaners/gallery.ts';
import { createPublicProfileCache, type PublicProfileCache } from './modules/cleaners/public-profile-cache.ts';
import { errorCatalogue } from './modules/error-catalogue.ts';
import { createBlogService } from './modules/growth/blog.ts';
import { contentRoutes } from './modules/growth/content.routes.ts';
import { createDiscountCodesService, type DiscountCodesService } from './modules/growth/discount-codes.ts';
import { createFaqService } from './modules/growth/faq.ts';
import { createFormsService } from './modules/growth/forms.ts';
import { createGalleryService as createBeforeAfterGallery } from './modules/growth/gallery.ts';
import { growthRoutes } from './modules/growth/growth.routes.ts';
import { createNewsletterService } from './modules/growth/newsletter.ts';
import { createTodosService } from './modules/growth/todos.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { createInvoicesService } from './modules/invoices/invoices.service.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { createMessaging, type Messaging } from './modules/messaging/messaging.ts';
import { registerMessagingSocket } from './modules/messaging/socket.ts';
import { createApiKeys, looksLikeKey } from './modules/partners/api-keys.ts';
import { createDeliveries, startPartnerDeliveryWorker } from './modules/partners/deliveries.ts';
import { createPartnerEvents } from './modules/partners/partner-events.ts';
import { partnersRoutes } from './modules/partners/partners.routes.ts';
import { createPartnersService, type PartnersService } from './modules/partners/partners.service.ts';
import { installPublishableKeys } from './modules/partners/publishable-key.ts';
import { createWebhookEndpoints } from './modules/partners/webhook-endpoints.ts';
import { type BalanceFlow, createBalanceFlow, startBalanceWorkers } from './modules/payments/balance-flow.ts';
import { type ConnectService, createConnectService } from './modules/payments/connect.ts';
import { createLedger, type PaymentsLedger } from './modules/payments/ledger.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPayoutsService, type PayoutsService, startPayoutSchedule } from './modules/payments/payouts.ts';
import { reconcile, startReconciliationJob } from './modules/payments/reconciliation.ts';
import { paymentEventHandlers } from './modules/payments/webhooks/handlers.ts';
import { createLocalEventRelay, type LocalEventRelay } from './modules/payments/webhooks/local-relay.ts';
import { createWebhookReceiver, type WebhookReceiver } from './modules/payments/webhooks/receiver.ts';
import { createGazetteer, type Gazetteer } from './modules/places/gazetteer.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { bookableProperties } from './modules/properties/bookable-properties.ts';
import { createClientOnboardingService } from './modules/properties/client-onboarding.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { createPropertiesService, type PropertiesService } from './modules/properties/properties.service.ts';
import { propertyInUse } from './modules/properties/property-in-use.ts';
import { createSuggestionSigner, databaseSigningKey } from './modules/properties/suggestion-token.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { createReferralsService, type ReferralsService } from './modules/referrals/referrals.service.ts';
import { startRewardExpiryWorker } from './modules/referrals/reward-expiry.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService, type ReviewsService } from './modules/reviews/reviews.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { searchGazetteer } from './modules/search/search-gazetteer.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { createVerificationService, type VerificationService } from './modules/verification/verification.service.ts';
import { installAuthentication } from './plugins/auth/authenticate.ts';
import type { Config } from './plugins/config/config.ts';
import type { HandlerTable } from './plugins/contract/handlers.ts';
import { registerContract } from './plugins/contract/register-contract.ts';
import { type Database, openDatabase } from './plugins/db/database.ts';
import { registerDocs } from './plugins/docs/docs.ts';
import { frameworkErrorHandler, installProblemHandling } from './plugins/errors/problem.ts';
import { type JobQueue, startJobQueue } from './plugins/jobs/job-queue.ts';
import { installPressure } from './plugins/pressure/pressure.ts';
import {
  createRateLimiter,
  memoryRateLimitStore,
  type RateLimiter,
  type RateLimitStore,
  redisRateLimitStore,
} from './plugins/rate-limit/rate-limiter.ts';
import { installSecurity, securityHeaders } from './plugins/security/security.ts';
import { registerWeb } from './plugins/web/web.ts';

export const apiVersion = openapi.info.version;

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
  /** What bookings use from areas merged later (payments, properties, discount codes); unwired by default. */
  bookingEdges?: Partial<BookingEdges>;
  /** Where log lines go instead of stdout (tests read what reaches the logs). */
  logStream?: { write(line: string): void };
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Builds the whole API as one Fastify instance: database (migrated), job queue, contract
 * routes, documentation and error handling. The caller listens or uses inject(), then close()
 * releases everything.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A caller's own X-Request-Id is kept (when well-formed) so a request can be traced across systems.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // A silent logger needs no per-request child: making one serialises its bindings on every request.
    childLoggerFactory: (logger, bindings, options) => (logger.level === 'silent' ? logger : logger.child(bindings, options)),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // During a graceful shutdown, a request that reached us on an open connection is served like
    // any other (the database closes only after the last one): Fastify's own answer would be a
    // bare 503 that is not a problem document and tells the caller nothing useful.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Refusals before routing skip the hooks, so they get the security headers here.
    frameworkErrors: (error, request, reply) => {
      reply.headers({ ...securityHeaders('application/problem+json'), 'x-request-id': request.id, vary: 'origin' });
      return frameworkErrorHandler(errorCatalogue)(error, request, reply);
    },
  });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  // Only the media types the contract declares are parsed; anything else is a 415.
  app.removeContentTypeParser('text/plain');
  installProblemHandling(app, errorCatalogue);
  // Partners' origins come from the database, opened below.
  let isPartnerOrigin: (origin: string) => Promise<boolean> = async () => false;
  installSecurity(app, { allowedOrigins: config.corsOrigins, isPartnerOrigin: (origin) => isPartnerOrigin(origin) });
  await installPressure(app, {
    maxEventLoopDelayMs: config.pressureMaxEventLoopDelayMs,
    retryAfterSeconds: config.pressureRetryAfterSeconds,
    ...(config.env === 'test' ? { sampleIntervalMs: 100 } : {}),
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  // Everything opened from here on is closed by the one onClose hook, in reverse order.
  const closers: Array<() => Promise<void>> = [() => db.close()];
  app.addHook('onClose', async () => {
    for (const close of closers.reverse()) await close();
  });
  try {
    const jobs = await startJobQueue(db.pool, app.log);
    closers.push(() => jobs.stop());
    const storage = await createDiskStorage(config.storageDir);
    closers.push(() => storage.close());
    const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
    const rateStore: RateLimitStore = redis ? redisRateLimitStore(redis, `${config.redisPrefix}:rl:`) : memoryRateLimitStore();
    closers.push(() => rateStore.close());
    const sessions = createSessionStore(db.orm);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, orm: db.orm, log: app.log });
    const passwordReset = createPasswordResetService({
      orm: db.orm,
      boss: jobs.boss,
      mailer,
      sessions,
      publicUrl: config.publicUrl,
    });
    await startPasswordResetWorker(jobs.boss, passwordReset);
    const provider = await createPaymentProvider({
      stripeSecretKey: config.stripeSecretKey,
      stripeApiUrl: config.stripeApiUrl,
      orm: db.orm,
      publicUrl: config.publicUrl,
    });
    const ledger = createLedger();
    const partnerKeys = createApiKeys(db.orm);
    isPartnerOrigin = (origin) => partnerKeys.isPartnerOrigin(origin);
    const partnerEvents = createPartnerEvents(jobs.boss);
    const partnerDeliveries = createDeliveries({ orm: db.orm, boss: jobs.boss, rules: config.partnerWebhooks });
    await startPartnerDeliveryWorker(jobs.boss, partnerDeliveries);
    const partners = createPartnersService({
      orm: db.orm,
      keys: partnerKeys,
      endpoints: createWebhookEndpoints(db.orm, config.partnerWebhooks),
      deliveries: partnerDeliveries,
    });
    const connect = createConnectService({ orm: db.orm, provider, publicUrl: config.publicUrl });
    const balances = createBalanceFlow({
      orm: db.orm,
      boss: jobs.boss,
      provider,
      ledger,
      mailer,
      publicUrl: config.publicUrl,
      events: partnerEvents,
    });
    await startBalanceWorkers(jobs.boss, balances);
    const payouts = createPayoutsService({ orm: db.orm, provider, ledger, connect, boss: jobs.boss, log: app.log });
    // The local provider signs its own deliveries; a secret per process is enough, since it
    // delivers to the process that wrote them.
    const webhookSecret = config.stripeWebhookSecret ?? `whsec_local_${randomBytes(24).toString('hex')}`;
    const webhookHandlers = paymentEventHandlers({ connect, balances, ledger }, payouts.handlers());
    const webhooks = createWebhookReceiver({ orm: db.orm, secret: webhookSecret, handlers: webhookHandlers });
    await startPayoutSchedule(jobs.boss, payouts);
    await startReconciliationJob(jobs.boss, () => reconcile({ orm: db.orm, provider, ledger }, 2), app.log);
    let localEvents: LocalEventRelay | null = null;
    if (isLocalPaymentProvider(provider)) {
      // The types the handlers act on: the provider writes the others processed, the relay delivers these.
      const types = Object.keys(webhookHandlers);
      provider.deliverOnly(types);
      const relay = createLocalEventRelay({ orm: db.orm, secret: webhookSecret, types, log: app.log, receiver: webhooks });
      closers.push(() => relay.stop());
      app.addHook('onReady', async () => relay.start(config.paymentEventsPollMs));
      localEvents = relay;
    }
    const payments = { provider, ledger, connect, balances, webhooks, localEvents, payouts };
    const referrals = createReferralsService({ orm: db.orm, boss: jobs.boss, ledger, publicUrl: config.publicUrl });
    await startRewardExpiryWorker(jobs.boss, (rewardId) => referrals.expire(rewardId));
    const accounts = createAccountsService({ orm: db.orm, sessions, erasers: personalDataErasers, referrals });
    const verification = createVerificationService({ orm: db.orm, storage });
    const availability = createAvailability({ orm: db.orm, publicUrl: config.publicUrl });
    await startAvailabilityJobs(jobs.boss, availability);
    const limiter = createRateLimiter(rateStore);
    const messaging = await createMessaging({
      orm: db.orm,
      boss: jobs.boss,
      mailer,
      log: app.log,
      publicUrl: config.publicUrl,
      redisUrl: config.redisUrl,
      realtimePrefix: `${config.redisPrefix}:realtime`,
      mailDelaySeconds: config.messageMailDelaySeconds,
    });
    closers.push(() => messaging.close());
    const places = createGazetteer();
    const cleaners = createCleanersService({
      orm: db.orm,
      cities: { resolveCity: (name) => places.resolveCity(name, { status: 422 }) },
    });
    const properties = createPropertiesService({
      orm: db.orm,
      places,
      inUse: (propertyId, em) => propertyInUse(em, propertyId),
      signer: createSuggestionSigner(databaseSigningKey(db.orm)),
    });
    const discountCodes = createDiscountCodesService({ orm: db.orm });
    const bookings = createBookingsService({
      orm: db.orm,
      boss: jobs.boss,
      edges: {
        ...unwiredEdges,
        payments: payments.provider,
        ledger: payments.ledger,
        balances: payments.balances,
        events: partnerEvents,
        properties: bookableProperties(db.orm),
        discountCodes,
        referralCredits: { availableFor: (em, clientId) => referrals.availableCredit(em, clientId) },
        // The one edge from a booking's completion to the areas that follow it (see bookings README).
        onCompleted: (tx, booking, now) => referrals.bookingCompleted(tx, booking, now),
        changes: messaging.bookingEvents,
        ...options.bookingEdges,
      },
      work: { maxPunchDistanceMeters: config.punchMaxDistanceMeters },
      publicUrl: config.publicUrl,
    });
    await startBookingExpiryWorker(jobs.boss, (bookingId) => bookings.expire(bookingId));
    const publicProfiles = createPublicProfileCache(db.orm, { enabled: config.pageCaches });
    const reviews = createReviewsService({
      orm: db.orm,
      findListedCleaner: (slug) => cleaners.findListed(slug),
      onCleanerReviewsChanged: (cleanerId) => publicProfiles.forgetCleaner(cleanerId),
    });
    await messaging.startJobs();
    return await assemble(app, config, options, {
      db,
      jobs,
      storage,
      sessions,
      mailer,
      passwordReset,
      accounts,
      payments,
      verification,
      cleaners,
      availability,
      properties,
      bookings,
      discountCodes,
      reviews,
      referrals,
      publicProfiles,
      partners,
      limiter,
      redis,
      requestStats: createRequestStats(),
      analytics: createAnalyticsReports({ orm: db.orm }),
      places,
      messaging,
      routes,
    });
  } catch (error) {
    await app.close();
    throw error;
  }
}

async function assemble(
  app: FastifyInstance,
  config: Config,
  options: BuildOptions,
  parts: Omit<AppContext, 'demoLogins'>,
): Promise<FastifyInstance> {
  const seeders = options.seeders ?? demoSeeders;
  const demoLogins = config.seedDemoData ? seeders.flatMap((s) => s.logins ?? []) : [];
  const context: AppContext = { ...parts, demoLogins };
  const { db, jobs } = context;
  app.decorate('propre', context);
  countResponses(app, context.requestStats);

  if (config.seedDemoData) {
    const ran = await runSeeders(db.orm.em, seeders, {
      accounts: context.accounts,
      places: context.places,
      bookings: context.bookings,
      reviews: context.reviews,
      referrals: context.referrals,
    });
    if (ran.length > 0) app.log.info({ seeders: ran }, 'demo data loaded');
  }

  await app.register(cookie);
  installAuthentication(app, context.sessions, {
    isSecretKey: (token) => looksLikeKey(token, 'secret'),
    resolve: async (token) => {
      const key = await context.partners.keys.resolve(token, 'secret');
      return key ? { partnerId: key.partnerId, keyId: key.id } : null;
    },
  });
  installPublishableKeys(app, context.partners.keys);
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // Sockets are told the server is going away (1001), so clients reconnect elsewhere.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server shutting down');
      this.websocketServer.close(() => done());
    },
  });
  await registerMessagingSocket(app, {
    allowedOrigins: config.corsOrigins,
    authTimeoutMs: config.socketAuthTimeoutMs,
    sessionCheckMs: config.socketSessionCheckMs,
    heartbeatMs: config.socketHeartbeatMs,
    sessions: context.sessions,
    tickets: context.messaging.tickets,
    db: db.orm.em,
    hub: context.messaging.hub,
    presence: context.messaging.presence,
    conversations: context.messaging.conversations,
    adminMessages: context.messaging.adminMessages,
  });
  const document = options.contract?.document ?? (openapi as OpenAPIV31Document);
  const handlers = options.contract?.handlers(context) ?? {
    ...healthRoutes(createHealthService({ db, jobs, version: apiVersion })),
    ...accountsRoutes(context),
    ...usersRoutes({ orm: db.orm, ...context }),
    ...passkeysRoutes({ orm: db.orm, ...context, sites: config.passkeySites, publicUrl: config.publicUrl }),
    ...adminRoutes({
      orm: db.orm,
      users: createAdminUsersService({ orm: db.orm, sessions: context.sessions, verification: context.verification }),
      dashboard: createDashboard({ orm: db.orm }),
      health: createSystemHealth({
        orm: db.orm,
        jobs,
        redis: context.redis,
        mailer: context.mailer,
        payments: context.payments.provider,
        stats: context.requestStats,
      }),
      profileReviews: createProfileReviewQueue({ orm: db.orm }),
      discountCodes: context.discountCodes,
      cleanerAnalytics: createCleanerAnalytics({ orm: db.orm }),
    }),
    // cleaners routes
    ...cleanersRoutes({
      cleaners: context.cleaners,
      gallery: createGalleryService({ orm: db.orm, storage: context.storage }),
      onboarding: {
        hasAvailability: async (userId) => (await context.availability.listBlocks(userId)).length > 0,
        verificationStatus: (userId) => context.verification.statusOf(userId),
      },
      publicProfiles: context.publicProfiles,
      reviews: { sectionFor: (cleanerId) => context.reviews.profileSection(cleanerId) },
      limiter: context.limiter,
    }),
    // places routes
    ...placesRoutes(context),
    // verification routes
    ...verificationRoutes(context),
    // availability routes
    ...availabilityRoutes(context),
    // search routes
    ...searchRoutes({
      orm: db.orm,
      search: createSearchService({ orm: db.orm }),
      gazetteer: searchGazetteer(context.places),
      cachePages: config.pageCaches,
    }),
    // properties routes
    ...propertiesRoutes({
      properties: context.properties,
      onboarding: createClientOnboardingService({ orm: db.orm, countProperties: (id) => context.properties.countActive(id) }),
    }),
    // bookings routes
    ...bookingsRoutes({
      bookings: context.bookings,
      work: createBookingWork({ orm: db.orm, storage: context.storage }),
      idempotency: createIdempotencyStore(db.orm),
      limiter: context.limiter,
    }),
    // invoices routes (bookings.getInvoice)
    ...invoicesRoutes({
      invoices: createInvoicesService({ orm: db.orm, bookings: context.bookings }),
      limiter: context.limiter,
    }),
    // payments routes
    ...paymentsRoutes({
      orm: db.orm,
      ...context.payments,
      idempotency: createIdempotencyStore(db.orm),
      reconcile: (days) => reconcile({ orm: db.orm, ...context.payments }, days),
      cardConfig: config.stripeSecretKey
        ? { provider: 'stripe', ...(config.stripePublishableKey ? { publishableKey: config.stripePublishableKey } : {}) }
        : { provider: 'local' },
    }),
    // growth routes
    ...growthRoutes({
      newsletter: createNewsletterService({
        orm: db.orm,
        mailer: context.mailer,
        publicUrl: config.publicUrl,
        // The server key that signs address suggestions; the newsletter's MAC has its own context string.
        signingKey: databaseSigningKey(db.orm),
      }),
      discountCodes: context.discountCodes,
      forms: createFormsService({
        orm: db.orm,
        mailer: context.mailer,
        supportEmail: config.supportEmail,
        commercialPartnerEmail: config.commercialPartnerEmail,
      }),
      limiter: context.limiter,
    }),
    // analytics routes
    ...analyticsRoutes({ ingest: createAnalyticsIngest({ orm: db.orm }), reports: context.analytics, limiter: context.limiter }),
    ...contentRoutes({
      blog: createBlogService({ orm: db.orm }),
      faq: createFaqService({ orm: db.orm }),
      todos: createTodosService({ orm: db.orm }),
      gallery: createBeforeAfterGallery({ orm: db.orm, storage: context.storage }),
    }),
    // reviews routes
    ...reviewsRoutes({ reviews: context.reviews }),
    // referrals routes
    ...referralsRoutes({ referrals: context.referrals }),
    // partners routes
    ...partnersRoutes(context),
    // messaging routes
    ...messagingRoutes({
      conversations: context.messaging.conversations,
      adminMessages: context.messaging.adminMessages,
      tickets: context.messaging.tickets,
      limiter: context.limiter,
      messageRateLimit: config.messageRateLimit,
    }),
  };
  registerContract(app, document, handlers, { requireRoles: options.contract === undefined });
  await registerDocs(app, document);
  await registerWeb(app);
  return app;
}
