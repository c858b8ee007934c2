import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from '../config/config.ts';
import type { ErrorDefinition } from '../errors/app-error.ts';
import { frameworkErrorHandler, installProblemHandling } from '../errors/problem.ts';
import { installPressure } from '../pressure/pressure.ts';
import { installSecurity, securityHeaders } from '../security/security.ts';
import { OneLinePerRequest, readableLogStream } from './readable-log.ts';

export interface HttpServerOptions {
  /** Every error code the API answers, for problem documents' titles. */
  catalogue: Record<string, ErrorDefinition>;
  /** Whether an origin is a partner's (known only once the database is open). */
  isPartnerOrigin: (origin: string) => Promise<boolean>;
  /** Where log lines go instead of stdout (tests read what reaches the logs). */
  logStream?: { write(line: string): void } | undefined;
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * How long a client may hold a connection without finishing (issue 34, finding 7: 3,000
 * requests sending their body a byte at a time were held open for good — Fastify's default
 * request timeout is none). The values are the configuration's (.env.example); the defaults:
 */
function slowClientLimits(timeouts: Config['httpTimeouts']) {
  return {
    // The whole request, headers and body (uploads included: a 10 MB photo at 2 Mbit/s takes
    // 40 s), 60 s by default. Node answers 408 and closes the connection past it. Not the
    // answer: a slow handler is the load shedding's business (pressure.ts). Upgraded sockets
    // (live messaging) leave Node's request tracking at the upgrade.
    requestTimeout: timeouts.requestMs,
    // Silence on a connection with a request in progress, either way (2 min by default): a
    // client that stops reading its answer, or stalls once its request timed out. ws clears it
    // on a websocket, whose silence the heartbeat handles.
    connectionTimeout: timeouts.idleMs,
    // An idle keep-alive connection: Fastify's 72 s, above the 60 s idle timeout of common
    // proxies and load balancers, so they never send a request on a connection we are closing.
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      // The headers are a few kB: 10 s by default is plenty for any real client, and ends the
      // classic slow-headers attack (a header line every few seconds) long before requestTimeout.
      headersTimeout: timeouts.headersMs,
      // How often Node looks for requests past those two timeouts (its default is 30 s, which
      // would stretch a 10 s limit to 40 s): a pass over the open connections, cheap.
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(timeouts.headersMs / 2))),
    },
  };
}

/**
 * The Fastify instance every answer goes through, before any area: logging with request ids,
 * problem answers, security headers and CORS, and the refusal under pressure. `routes` lists
 * every route registered later, as `METHOD /path`, to check them against the contract.
 */
export async function createHttpServer(
  config: Config,
  options: HttpServerOptions,
): Promise<{ app: FastifyInstance; routes: string[] }> {
  // Lines for people at a terminal; pino's JSON lines for collectors and tests (config.logFormat).
  const readable = config.logFormat === 'lines';
  const stream = readable ? readableLogStream(options.logStream ?? process.stdout) : options.logStream;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(stream ? { stream } : {}),
    },
    // A caller's own X-Request-Id is kept (when well-formed) so a request can be traced across systems.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    // Readable logs have one line per request instead of Fastify's two records.
    logController: new (readable ? OneLinePerRequest : LogController)({ requestIdLogLabel: 'requestId' }),
    // A silent logger needs no per-request child: making one serialises its bindings on every request.
    childLoggerFactory: (logger, bindings, options) => (logger.level === 'silent' ? logger : logger.child(bindings, options)),
    bodyLimit: config.bodyLimitBytes,
    ...slowClientLimits(config.httpTimeouts),
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
      return frameworkErrorHandler(options.catalogue)(error, request, reply);
    },
  });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  // Only the media types the contract declares are parsed; anything else is a 415.
  app.removeContentTypeParser('text/plain');
  installProblemHandling(app, options.catalogue);
  installSecurity(app, { allowedOrigins: config.corsOrigins, isPartnerOrigin: options.isPartnerOrigin });
  await installPressure(app, {
    maxEventLoopDelayMs: config.pressureMaxEventLoopDelayMs,
    retryAfterSeconds: config.pressureRetryAfterSeconds,
    ...(config.env === 'test' ? { sampleIntervalMs: 100 } : {}),
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  return { app, routes };
}
