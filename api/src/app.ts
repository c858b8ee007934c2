import cookie from '@fastify/cookie';
import { type OpenAPIV31Document, openapi } from '@propre/openapi';
import type { FastifyInstance } from 'fastify';
import { isLocalPaymentProvider } from './adapters/payments/local/local-provider.ts';
import { registerLocalOnboarding } from './adapters/payments/local/onboarding-routes.ts';
import type { AppContext, BuildOptions } from './app-context.ts';
import { runSeeders } from './db/seed/run-seeders.ts';
import { demoSeeders } from './db/seed/seeders.ts';
import { openInfrastructure } from './infrastructure.ts';
import { createBoundedPool } from './lib/bounded-pool.ts';
import { accountsArea } from './modules/accounts/index.ts';
import { adminArea } from './modules/admin/index.ts';
import { countResponses } from './modules/admin/request-stats.ts';
import { analyticsArea } from './modules/analytics/index.ts';
import { availabilityArea, queueGoogleSync } from './modules/availability/index.ts';
import { bookingBalance, bookingFeedEvents, bookingsArea } from './modules/bookings/index.ts';
import { cleanersArea } from './modules/cleaners/index.ts';
import { errorCatalogue } from './modules/error-catalogue.ts';
import { growthArea } from './modules/growth/index.ts';
import { healthArea } from './modules/health/index.ts';
import { invoicesArea } from './modules/invoices/index.ts';
import { messagingArea } from './modules/messaging/index.ts';
import { partnersArea } from './modules/partners/index.ts';
import { partnerEventTypes } from './modules/partners/partners.entities.ts';
import { demoPublishableKey } from './modules/partners/partners.seed.ts';
import { paymentsArea } from './modules/payments/index.ts';
import { placesArea } from './modules/places/index.ts';
import { propertiesArea } from './modules/properties/index.ts';
import { referralsArea } from './modules/referrals/index.ts';
import { profileReviews, reviewsArea } from './modules/reviews/index.ts';
import { createChangeWatcher, searchArea } from './modules/search/index.ts';
import { verificationArea } from './modules/verification/index.ts';
import { installAuthentication } from './plugins/auth/authenticate.ts';
import type { Config } from './plugins/config/config.ts';
import type { HandlerTable } from './plugins/contract/handlers.ts';
import { registerContract } from './plugins/contract/register-contract.ts';
import { registerDocs } from './plugins/docs/docs.ts';
import { createHttpServer } from './plugins/server/http-server.ts';
import { registerEmbed } from './plugins/web/embed.ts';
import { registerPartnerDocs } from './plugins/web/partner-docs/index.ts';
import { registerWeb } from './plugins/web/web.ts';

export type { AppContext, BuildOptions } from './app-context.ts';
export const apiVersion = openapi.info.version;

/**
 * Builds the whole API as one Fastify instance: the shared parts (database, job queue, storage,
 * rate limits, mail), then each area from its `modules/<area>/index.ts` with the parts and the
 * other areas it depends on, then the HTTP surface. The caller listens or uses inject(), then
 * close() releases everything.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Partners' origins come from the database, opened below.
  let isPartnerOrigin: (origin: string) => Promise<boolean> = async () => false;
  const { app, routes } = await createHttpServer(config, {
    catalogue: errorCatalogue,
    isPartnerOrigin: (origin) => isPartnerOrigin(origin),
    logStream: options.logStream,
  });
  // Each area's operations, gathered as the areas are built.
  const tables: HandlerTable[] = [];
  const area = <T extends { handlers: HandlerTable }>(built: T): T => {
    tables.push(built.handlers);
    return built;
  };
  try {
    const shared = await openInfrastructure(app, config);
    const { db, jobs, storage, redis, limiter, mailer } = shared;
    const { orm } = db;
    const { boss } = jobs;
    const { publicUrl } = config;
    const log = app.log;
    // CPU-heavy work of every area shares these slots (issue 34, finding 6).
    const cpuWork = createBoundedPool({ size: config.cpuWorkSlots });

    area(healthArea({ db, jobs, version: apiVersion }));
    const partnersPart = area(
      await partnersArea({
        ...{ orm, boss, limiter, webhookRules: config.partnerWebhooks },
        publishableKeyRateLimit: config.publishableKeyRateLimit,
      }),
    );
    const { partners, events: partnerEvents } = partnersPart;
    isPartnerOrigin = partnersPart.isPartnerOrigin;
    const { payments } = area(
      await paymentsArea({
        ...{ orm, boss, mailer, log, publicUrl, events: partnerEvents, bookingBalance },
        stripe: {
          secretKey: config.stripeSecretKey,
          publishableKey: config.stripePublishableKey,
          apiUrl: config.stripeApiUrl,
          webhookSecret: config.stripeWebhookSecret,
        },
      }),
    );
    const relay = payments.localEvents;
    if (relay) {
      shared.closeWithApp(() => relay.stop());
      app.addHook('onReady', async () => relay.start(config.paymentEventsPollMs));
    }
    const { referrals } = area(await referralsArea({ orm, boss, ledger: payments.ledger, publicUrl, limiter }));
    const { sessions, accounts, passwordReset } = area(
      await accountsArea({
        ...{ orm, boss, mailer, storage, limiter, referrals, publicUrl, passkeySites: config.passkeySites },
        publishableKey: partnersPart.publishableKey,
      }),
    );
    const { verification } = area(verificationArea({ orm, storage, limiter }));
    const { availability } = area(
      await availabilityArea({
        ...{ orm, boss, limiter, publicUrl, cpuWork },
        googleConfig: config.google,
        closeWithApp: (close) => shared.closeWithApp(close),
      }),
    );
    const messagingPart = area(
      await messagingArea({
        ...{ orm, boss, mailer, log, limiter, publicUrl, redisUrl: config.redisUrl },
        realtimePrefix: `${config.redisPrefix}:realtime`,
        mailDelaySeconds: config.messageMailDelaySeconds,
        messageRateLimit: config.messageRateLimit,
      }),
    );
    const { messaging } = messagingPart;
    shared.closeWithApp(() => messaging.close());
    const { places } = area(placesArea());
    const { properties, bookable, signingKey } = area(propertiesArea({ orm, places }));
    const { supportEmail, commercialPartnerEmail } = config;
    const { discountCodes } = area(
      growthArea({ orm, mailer, storage, limiter, publicUrl, signingKey, supportEmail, commercialPartnerEmail }),
    );
    const { bookings } = area(
      await bookingsArea({
        ...{ orm, boss, storage, limiter, publicUrl },
        edges: {
          ...{ payments: payments.provider, ledger: payments.ledger, balances: payments.balances },
          ...{ events: partnerEvents, properties: bookable, discountCodes },
          changes: {
            // Messaging (conversations, notifications), then the cleaner's Google Calendar (a sync queued in the same transaction).
            async transitioned(tx, booking, change) {
              await messaging.bookingEvents.transitioned(tx, booking, change);
              await queueGoogleSync(boss, tx, availability.google, booking.cleanerId);
            },
          },
          referralCredits: { availableFor: (em, clientId) => referrals.availableCredit(em, clientId) },
          // The one edge from a booking's completion to the areas that follow it (see bookings README).
          onCompleted: (tx, booking, now) => referrals.bookingCompleted(tx, booking, now),
          ...options.bookingEdges,
        },
        work: { maxPunchDistanceMeters: config.punchMaxDistanceMeters },
      }),
    );
    // A cleaner's calendar feed shows their bookings as busy time beside their availability.
    availability.calendar.addFeedSource(bookingFeedEvents);
    area(invoicesArea({ orm, bookings, limiter }));
    // Cleaners and reviews read each other: a profile shows its reviews (read in the profile's own
    // statement, from the columns the reviews area gives), a review names a listed cleaner and
    // drops the cached profile (a late-bound call: reviews are built after cleaners).
    const cleanersPart = cleanersArea({
      ...{ orm, storage, limiter, places, pageCaches: config.pageCaches },
      watchChanges: (onChanged) => createChangeWatcher(orm, onChanged),
      onboarding: {
        hasAvailability: async (userId) => (await availability.listBlocks(userId)).length > 0,
        verificationStatus: (userId) => verification.statusOf(userId),
      },
      reviews: profileReviews,
    });
    const { cleaners, publicProfiles } = area(cleanersPart);
    const reviewsPart = reviewsArea({
      orm,
      findListedCleaner: (slug) => cleaners.findListed(slug),
      onCleanerReviewsChanged: (cleanerId) => publicProfiles.forgetCleaner(cleanerId),
    });
    const { reviews } = area(reviewsPart);
    area(
      await searchArea({ orm, boss, places, cachePages: config.pageCaches, limiter, searchRateLimit: config.searchRateLimit }),
    );
    const { analytics } = area(analyticsArea({ orm, limiter }));
    const { requestStats } = area(
      adminArea({
        ...{ orm, jobs, redis, mailer, sessions, verification, discountCodes, payments: payments.provider },
        // The websocket server exists once the socket is registered, below.
        openSockets: () => (app as { websocketServer?: { clients: Set<unknown> } }).websocketServer?.clients.size ?? 0,
        // Suspension: the cleaner's pending requests declined, deposits refunded; confirmed and
        // in-progress bookings marked for the admin, their clients told (bookings README).
        onCleanerSuspended: {
          queue: (tx, cleanerId) => bookings.queueForCleaner(tx, cleanerId),
          suspended: async (tx, cleanerId, adminId) => {
            const admin = { userId: adminId, role: 'admin' } as const;
            await bookings.declineRequestsOfSuspended(tx, cleanerId, admin);
            await bookings.flagOpenBookingsOfSuspended(tx, cleanerId, admin);
          },
        },
      }),
    );
    await messaging.startJobs();

    const seeders = options.seeders ?? demoSeeders;
    const demoLogins = config.seedDemoData ? seeders.flatMap((s) => s.logins ?? []) : [];
    const context: AppContext = {
      ...{ db, jobs, storage, mailer, limiter, redis, routes, demoLogins, requestStats, analytics },
      ...{ sessions, accounts, passwordReset, partners, payments, referrals, verification, availability, messaging },
      ...{ places, properties, discountCodes, bookings, cleaners, publicProfiles, reviews },
    };
    app.decorate('propre', context);
    countResponses(app, requestStats);
    if (config.seedDemoData) {
      const ran = await runSeeders(orm.em, seeders, { ...context, ownOrigins: config.corsOrigins });
      if (ran.length > 0) app.log.info({ seeders: ran }, 'demo data loaded');
    }

    await app.register(cookie);
    installAuthentication(app, sessions, partnersPart.secretKeys);
    partnersPart.installPublishableKeys(app);
    await messagingPart.registerSocket(app, {
      allowedOrigins: config.corsOrigins,
      isPartnerOrigin: partnersPart.isPartnerOrigin,
      authTimeoutMs: config.socketAuthTimeoutMs,
      sessionCheckMs: config.socketSessionCheckMs,
      heartbeatMs: config.socketHeartbeatMs,
      maxSocketsPerUser: config.socketMaxPerUser,
      sessions,
    });
    const document = options.contract?.document ?? (openapi as OpenAPIV31Document);
    const handlers = options.contract?.handlers(context) ?? Object.assign({}, ...tables);
    registerContract(app, document, handlers, { requireRoles: options.contract === undefined });
    await registerDocs(app, document, { serveDocs: config.serveDocs });
    if (isLocalPaymentProvider(payments.provider)) {
      // Stripe's hosted onboarding, stood in for by a page of this process (adapters/payments/local).
      await registerLocalOnboarding(app, {
        provider: payments.provider,
        publicUrl,
        afterChange: async () => relay?.deliverPending(),
      });
    }
    await registerEmbed(app);
    await registerPartnerDocs(app, {
      errors: errorCatalogue,
      webhookEvents: partnerEventTypes,
      publishableKeyRateLimit: config.publishableKeyRateLimit,
      // The playground's key exists only where demo data is seeded (partners.seed.ts).
      demoKey: config.seedDemoData ? demoPublishableKey : undefined,
      contentPolicy: { stripe: config.stripePublishableKey !== undefined, mapTilesUrl: config.mapTilesUrl },
    });
    await registerWeb(app, {
      serveStorybook: config.serveStorybook,
      regionalDomains: config.regionalDomains,
      contentPolicy: { stripe: config.stripePublishableKey !== undefined, mapTilesUrl: config.mapTilesUrl },
    });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
