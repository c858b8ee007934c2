import { randomBytes, randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { type OpenAPIV31Document, openapi } from '@propre/openapi';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { Redis } from 'ioredis';
import { createMailer } from './adapters/mail/create-mailer.ts';
import type { Mailer } from './adapters/mail/mail.ts';
import { createPaymentProvider, type PaymentProvider } from './adapters/payments/create-payment-provider.ts';
import { createDiskStorage } from './adapters/storage/disk-storage.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import { runSeeders } from './db/seed/run-seeders.ts';
import type { DemoLogin, Seeder } from './db/seed/seeder.ts';
import { demoSeeders } from './db/seed/seeders.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { type AccountsService, createAccountsService } from './modules/accounts/accounts.service.ts';
import { passkeysRoutes, relyingPartyOf } from './modules/accounts/passkeys.routes.ts';
import {
  createPasswordResetService,
  type PasswordResetService,
  startPasswordResetWorker,
} from './modules/accounts/password-reset.ts';
import { personalDataErasers } from './modules/accounts/personal-data.ts';
import { createSessionStore, type SessionStore } from './modules/accounts/sessions.ts';
import { usersRoutes } from './modules/accounts/users.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
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
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { createMessaging, type Messaging } from './modules/messaging/messaging.ts';
import { registerMessagingSocket } from './modules/messaging/socket.ts';
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
import { errorCatalogue } from './plugins/errors/catalogue.ts';
import { installProblemHandling } from './plugins/errors/problem.ts';
import { type JobQueue, startJobQueue } from './plugins/jobs/job-queue.ts';
import {
  createRateLimiter,
  memoryRateLimitStore,
  type RateLimiter,
  type RateLimitStore,
  redisRateLimitStore,
} from './plugins/rate-limit/rate-limiter.ts';
import { installSecurity } from './plugins/security/security.ts';

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
  /** Quebec's cities and regions (bundled data): findCity, resolveCity, nearby, distanceKm… */
  places: Gazetteer;
  /** Cleaners' availability, materialised available days, calendar feed and busy-time import. */
  availability: Availability;
  mailer: Mailer;
  limiter: RateLimiter;
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
    },
    // A caller's own X-Request-Id is kept (when well-formed) so a request can be traced across systems.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  // Only the media types the contract declares are parsed; anything else is a 415.
  app.removeContentTypeParser('text/plain');
  installProblemHandling(app, errorCatalogue);
  installSecurity(app, { allowedOrigins: config.corsOrigins });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.databasePoolMax });
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
    const rateStore: RateLimitStore = config.redisUrl
      ? redisRateLimitStore(
          new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }),
          `${config.redisPrefix}:rl:`,
        )
      : memoryRateLimitStore();
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
    const accounts = createAccountsService({ orm: db.orm, sessions, erasers: personalDataErasers });
    const provider = createPaymentProvider({
      stripeSecretKey: config.stripeSecretKey,
      stripeApiUrl: config.stripeApiUrl,
      orm: db.orm,
      publicUrl: config.publicUrl,
    });
    const ledger = createLedger();
    const connect = createConnectService({ orm: db.orm, provider, publicUrl: config.publicUrl });
    const balances = createBalanceFlow({
      orm: db.orm,
      boss: jobs.boss,
      provider,
      ledger,
      mailer,
      publicUrl: config.publicUrl,
    });
    await startBalanceWorkers(jobs.boss, balances);
    const payouts = createPayoutsService({ orm: db.orm, provider, ledger, connect });
    // The local provider signs its own deliveries; a secret per process is enough, since it
    // delivers to the process that wrote them.
    const webhookSecret = config.stripeWebhookSecret ?? `whsec_local_${randomBytes(24).toString('hex')}`;
    const webhooks = createWebhookReceiver({
      orm: db.orm,
      secret: webhookSecret,
      handlers: paymentEventHandlers({ connect, balances, ledger }, payouts.handlers()),
    });
    await startPayoutSchedule(jobs.boss, payouts);
    await startReconciliationJob(jobs.boss, () => reconcile({ orm: db.orm, provider, ledger }, 2), app.log);
    const localEvents =
      provider.kind === 'local'
        ? createLocalEventRelay({
            orm: db.orm,
            secret: webhookSecret,
            log: app.log,
            post: async (payload, signature) =>
              (
                await app.inject({
                  method: 'POST',
                  url: '/api/payments/webhook',
                  headers: { 'content-type': 'application/json', 'stripe-signature': signature },
                  payload,
                })
              ).statusCode,
          })
        : null;
    if (localEvents) {
      closers.push(() => localEvents.stop());
      app.addHook('onReady', async () => localEvents.start(config.paymentEventsPollMs));
    }
    const payments = { provider, ledger, connect, balances, webhooks, localEvents, payouts };
    const verification = createVerificationService({ orm: db.orm, storage });
    const availability = createAvailability({ orm: db.orm, publicUrl: config.publicUrl });
    await startAvailabilityJobs(jobs.boss, availability);
    const limiter = createRateLimiter(rateStore);
    const messaging = await createMessaging({
      orm: db.orm,
      pool: db.pool,
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
    const bookings = createBookingsService({
      orm: db.orm,
      boss: jobs.boss,
      edges: {
        ...unwiredEdges,
        payments: payments.provider,
        ledger: payments.ledger,
        properties: bookableProperties(db.orm),
        events: messaging.bookingEvents,
        ...options.bookingEdges,
      },
      work: { maxPunchDistanceMeters: config.punchMaxDistanceMeters },
    });
    await startBookingExpiryWorker(jobs.boss, (bookingId) => bookings.expire(bookingId));
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
      limiter,
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

  if (config.seedDemoData) {
    const ran = await runSeeders(db.orm.em, seeders, {
      accounts: context.accounts,
      places: context.places,
      bookings: context.bookings,
    });
    if (ran.length > 0) app.log.info({ seeders: ran }, 'demo data loaded');
  }

  await app.register(cookie);
  installAuthentication(app, context.sessions);
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
    sessions: context.sessions,
    tickets: context.messaging.tickets,
    pool: db.pool,
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
    ...passkeysRoutes({ orm: db.orm, ...context, ...relyingPartyOf(config.publicUrl) }),
    ...adminRoutes({ orm: db.orm }),
    // cleaners routes
    ...cleanersRoutes({
      cleaners: context.cleaners,
      gallery: createGalleryService({ orm: db.orm, storage: context.storage }),
      onboarding: {
        hasAvailability: async (userId) => (await context.availability.listBlocks(userId)).length > 0,
        verificationStatus: (userId) => context.verification.statusOf(userId),
      },
    }),
    // places routes
    ...placesRoutes(context),
    // verification routes
    ...verificationRoutes(context),
    // availability routes
    ...availabilityRoutes(context),
    // search routes
    ...searchRoutes({ orm: db.orm, search: createSearchService({ orm: db.orm }), gazetteer: searchGazetteer(context.places) }),
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
    }),
    // payments routes
    ...paymentsRoutes({
      orm: db.orm,
      ...context.payments,
      idempotency: createIdempotencyStore(db.orm),
      reconcile: (days) => reconcile({ orm: db.orm, ...context.payments }, days),
    }),
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
  app.get('/', async (_request, reply) => reply.redirect('/docs/', 302));
  return app;
}
