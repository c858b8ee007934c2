import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRegionalDomains, type RegionalDomains } from '@propre/sdk/regional';
import { tilesSource } from '../security/content-policy.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Everything the API reads from its environment, validated once at boot. */
export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** Real PostgreSQL when set; otherwise the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dataDir: string | undefined;
  seedDemoData: boolean;
  logLevel: LogLevel;
  /** `lines` for a person at a terminal, `json` (pino's records) for a collector or a test reading them. */
  logFormat: 'lines' | 'json';
  bodyLimitBytes: number;
  /** How long the server waits for slow or stalled clients (http-server.ts says why each value). */
  httpTimeouts: { headersMs: number; requestMs: number; idleMs: number; keepAliveMs: number };
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** Connections to a real PostgreSQL; the embedded database always uses one. */
  databasePoolMax: number;
  /** Uploaded files; undefined uses a temporary folder removed at shutdown (tests). */
  storageDir: string | undefined;
  /** Redis shared by every instance (rate-limit counters, realtime fan-out); unset: in-process. */
  redisUrl: string | undefined;
  /**
   * Prefix of every Redis key and channel (`<prefix>:rl:…` rate-limit counters,
   * `<prefix>:realtime:…` fan-out and presence), so deployments or test runs can share a server.
   */
  redisPrefix: string;
  /** A messaging socket not authenticated within this time is closed. */
  socketAuthTimeoutMs: number;
  /** How often open sockets' sessions are checked (a signed-out session's sockets close). */
  socketSessionCheckMs: number;
  /** How often every socket is pinged; one that has not answered the previous ping is closed. */
  socketHeartbeatMs: number;
  /** Authenticated sockets one person may hold on one instance; one more closes their oldest (4429). */
  socketMaxPerUser: number;
  /** Messages one person may send per minute. */
  messageRateLimit: number;
  /** Searches one address (an IPv6 /64) may make per minute; 0: no limit (the benchmarks, all from one address). */
  searchRateLimit: number;
  /** Calls per minute one partner's publishable key may carry, all its pages' visitors together. */
  publishableKeyRateLimit: number;
  /** Delay of "instant" email notifications, in seconds (messages read meanwhile are not mailed). */
  messageMailDelaySeconds: number;
  /** SMTP server for outgoing mail; unset: mail is kept in the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages are mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** The commercial-cleaning partner that receives commercial-property leads (COMMERCIAL_PARTNER_EMAIL). */
  commercialPartnerEmail: string;
  /** Origin people reach the marketplace at, used in links sent by email. */
  publicUrl: string;
  /** Browser origins allowed to call the API (CORS); the public URL's origin is always one. */
  corsOrigins: string[];
  /**
   * The sites passkeys are made for (PASSKEY_RP_IDS, `propre.ca=Propre,eclat.ca=Éclat`): a
   * request whose host is one of these domains, or under one, runs its WebAuthn ceremony for it.
   * The public URL's host name is always one.
   */
  passkeySites: PasskeySite[];
  /**
   * The two regional domains of spec §1 (REGIONAL_FRENCH_DOMAIN, REGIONAL_ENGLISH_DOMAIN): HTML
   * requests to either are redirected to the one the visitor belongs on. Every other host
   * (localhost, 127.0.0.1, a brand's or a partner's own) is never redirected.
   */
  regionalDomains: RegionalDomains;
  /** Stripe's secret key; unset: the local payment provider (no money moves). */
  stripeSecretKey: string | undefined;
  /** Stripe's publishable key (`pk_…`), handed to browsers for Stripe's Payment Element (GET /api/payments/config). */
  stripePublishableKey: string | undefined;
  /** Signing secret of the Stripe webhook endpoint (`whsec_…`); required with STRIPE_SECRET_KEY. */
  stripeWebhookSecret: string | undefined;
  /** Another Stripe API origin (a local server in tests); Stripe's own when unset. */
  stripeApiUrl: string | undefined;
  /** How often the local provider delivers its events to the webhook endpoint; 0: only on demand. */
  paymentEventsPollMs: number;
  /** How far from a property's pin a cleaner's device may be to punch in and out. */
  punchMaxDistanceMeters: number;
  /** Event-loop delay beyond which requests are shed with 503 (0: never). */
  pressureMaxEventLoopDelayMs: number;
  /** Retry-After, in seconds, of those 503 answers. */
  pressureRetryAfterSeconds: number;
  /** Partners' webhooks: retries (exponential from `retryBaseMs`), timeout, and loopback http for tests. */
  partnerWebhooks: { retryBaseMs: number; maxAttempts: number; timeoutMs: number; allowLoopbackHttp: boolean };
  /** The in-process caches of search pages and public profiles (PAGE_CACHES=false: off, to measure what is under them). */
  pageCaches: boolean;
  /** Whether /docs (Scalar, which runs inline scripts on our origin) is served; off by default in production. */
  serveDocs: boolean;
  /** Whether /storybook/ is served (inline scripts on our origin too); off by default in production. */
  serveStorybook: boolean;
  /** The map tile server the app was built with (VITE_MAP_TILES_URL): its origin goes in the app's CSP. */
  mapTilesUrl: string | undefined;
  /**
   * CPU-heavy tasks (reading an uploaded calendar…) run at once across the whole instance
   * (CPU_WORK_SLOTS); one more is refused with 429 `server_busy`. Default: the cores but one.
   */
  cpuWorkSlots: number;
  /** Google Calendar sync: Google's OAuth client, or the local stand-in, or none (see GoogleConfig). */
  google: GoogleConfig;
}

/**
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: Google's OAuth client, with GOOGLE_TOKEN_KEY (32 bytes,
 * base64) sealing the tokens at rest; GOOGLE_BASE_URL sends every Google request to one other
 * origin (a stand-in). Without a client: the local stand-in outside production (GOOGLE_LOCAL_STAND_IN,
 * on by default there), no Google sync in production.
 */
export interface GoogleConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  tokenKey: Buffer | undefined;
  baseUrl: string | undefined;
  /** The page Google sends the cleaner back to (default `<PUBLIC_URL>/profile/calendar`). */
  redirectUrl: string;
  localStandIn: boolean;
}

/** Thrown by loadConfig with one line per offending variable. */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = new Reader(env, problems);

  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'test', 'production'] as const, 'development');
  const databaseUrl = read.url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const dataDirRaw = read.string('DATA_DIR', '.data');
  const config: Config = {
    env: nodeEnv,
    host: read.string('HOST', 'localhost'),
    port: read.integer('PORT', 3000, 0, 65535),
    databaseUrl,
    dataDir: dataDirRaw === ':memory:' ? undefined : resolve(isAbsolute(dataDirRaw) ? '' : repoRoot, dataDirRaw, 'pglite'),
    seedDemoData: read.boolean('SEED_DEMO_DATA', databaseUrl === undefined),
    logLevel: read.oneOf('LOG_LEVEL', logLevels, nodeEnv === 'test' ? 'silent' : 'info'),
    // Lines only where someone reads them: development at a terminal. Piped output stays JSON.
    logFormat: read.oneOf(
      'LOG_FORMAT',
      ['lines', 'json'] as const,
      nodeEnv === 'development' && process.stdout.isTTY ? 'lines' : 'json',
    ),
    bodyLimitBytes: read.integer('BODY_LIMIT_BYTES', 1_048_576, 1024, 100 * 1_048_576),
    httpTimeouts: {
      headersMs: read.integer('HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
      requestMs: read.integer('HTTP_REQUEST_TIMEOUT_MS', 60_000, 100, 3_600_000),
      idleMs: read.integer('HTTP_IDLE_TIMEOUT_MS', 120_000, 100, 3_600_000),
      keepAliveMs: read.integer('HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 600_000),
    },
    trustProxy: read.boolean('TRUST_PROXY', false),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    databasePoolMax: read.integer('DATABASE_POOL_MAX', 10, 1, 200),
    storageDir: dataDirRaw === ':memory:' ? undefined : resolve(isAbsolute(dataDirRaw) ? '' : repoRoot, dataDirRaw, 'uploads'),
    redisUrl: read.url('REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: read.string('REDIS_PREFIX', 'propre'),
    socketAuthTimeoutMs: read.integer('SOCKET_AUTH_TIMEOUT_MS', 10_000, 50, 600_000),
    socketSessionCheckMs: read.integer('SOCKET_SESSION_CHECK_MS', 30_000, 50, 3_600_000),
    socketHeartbeatMs: read.integer('SOCKET_HEARTBEAT_MS', 30_000, 300, 3_600_000),
    socketMaxPerUser: read.integer('SOCKET_MAX_PER_USER', 5, 1, 100),
    messageRateLimit: read.integer('MESSAGE_RATE_LIMIT', 30, 1, 1_000_000),
    // Off in tests, which walk many pages from one address; a test of the limit sets its own.
    searchRateLimit: read.integer('SEARCH_RATE_LIMIT', nodeEnv === 'test' ? 0 : 600, 0, 1_000_000),
    publishableKeyRateLimit: read.integer('PUBLISHABLE_KEY_RATE_LIMIT', 6_000, 1, 10_000_000),
    messageMailDelaySeconds: read.integer('MESSAGE_MAIL_DELAY_SECONDS', 60, 0, 86_400),
    smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read.string('MAIL_FROM', 'Propre <bonjour@propre.ca>'),
    supportEmail: read.string('SUPPORT_EMAIL', 'support@propre.ca'),
    commercialPartnerEmail: read.string('COMMERCIAL_PARTNER_EMAIL', 'commercial@propre.ca'),
    publicUrl: '',
    corsOrigins: [],
    passkeySites: [],
    regionalDomains: {
      french: read.hostName('REGIONAL_FRENCH_DOMAIN', defaultRegionalDomains.french),
      english: read.hostName('REGIONAL_ENGLISH_DOMAIN', defaultRegionalDomains.english),
    },
    stripeSecretKey: read.optional('STRIPE_SECRET_KEY'),
    stripeWebhookSecret: read.optional('STRIPE_WEBHOOK_SECRET'),
    stripePublishableKey: read.optional('STRIPE_PUBLISHABLE_KEY'),
    stripeApiUrl: read.url('STRIPE_API_URL', ['http:', 'https:']),
    paymentEventsPollMs: read.integer('PAYMENT_EVENTS_POLL_MS', nodeEnv === 'test' ? 0 : 1000, 0, 3_600_000),
    punchMaxDistanceMeters: read.integer('PUNCH_MAX_DISTANCE_METERS', 250, 10, 5_000),
    // Off in tests unless asked for: a loaded CI machine must not shed the suite's own requests.
    pressureMaxEventLoopDelayMs: read.integer('PRESSURE_MAX_EVENT_LOOP_DELAY_MS', nodeEnv === 'test' ? 0 : 1_000, 0, 60_000),
    pressureRetryAfterSeconds: read.integer('PRESSURE_RETRY_AFTER_SECONDS', 10, 1, 3_600),
    partnerWebhooks: {
      retryBaseMs: read.integer('PARTNER_WEBHOOK_RETRY_BASE_MS', 60_000, 10, 3_600_000),
      maxAttempts: read.integer('PARTNER_WEBHOOK_MAX_ATTEMPTS', 12, 1, 20),
      timeoutMs: read.integer('PARTNER_WEBHOOK_TIMEOUT_MS', 10_000, 100, 30_000),
      // http:// to a loopback address is for tests (on by default there only): partners get https.
      allowLoopbackHttp: read.boolean('PARTNER_WEBHOOK_ALLOW_LOOPBACK', nodeEnv === 'test'),
    },
    pageCaches: read.boolean('PAGE_CACHES', true),
    serveDocs: read.boolean('SERVE_DOCS', nodeEnv !== 'production'),
    serveStorybook: read.boolean('SERVE_STORYBOOK', nodeEnv !== 'production'),
    // A Leaflet template (`https://{s}.tile.example/{z}/{x}/{y}.png`) is no URL to the parser.
    mapTilesUrl: read.optional('VITE_MAP_TILES_URL'),
    // One core is left to the event loop, which answers every other request.
    cpuWorkSlots: read.integer('CPU_WORK_SLOTS', Math.max(1, availableParallelism() - 1), 1, 256),
    google: {
      clientId: read.optional('GOOGLE_CLIENT_ID'),
      clientSecret: read.optional('GOOGLE_CLIENT_SECRET'),
      tokenKey: undefined,
      baseUrl: read.url('GOOGLE_BASE_URL', ['http:', 'https:']),
      redirectUrl: '',
      localStandIn: false,
    },
  };
  const googleKey = read.optional('GOOGLE_TOKEN_KEY');
  if (googleKey) {
    const key = Buffer.from(googleKey, 'base64');
    if (key.length === 32) config.google.tokenKey = key;
    else problems.push('GOOGLE_TOKEN_KEY: 32 random bytes in base64 (openssl rand -base64 32)');
  }
  if (Boolean(config.google.clientId) !== Boolean(config.google.clientSecret)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: both or neither');
  }
  if (config.google.clientId && !config.google.tokenKey) {
    problems.push('GOOGLE_TOKEN_KEY: required with GOOGLE_CLIENT_ID (it seals the Google tokens kept in the database)');
  }
  config.google.localStandIn = read.boolean('GOOGLE_LOCAL_STAND_IN', nodeEnv !== 'production' && !config.google.clientId);
  if (config.httpTimeouts.headersMs > config.httpTimeouts.requestMs) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS: at most HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)');
  }
  if (config.mapTilesUrl && !tilesSource(config.mapTilesUrl)) {
    problems.push('VITE_MAP_TILES_URL: a tile URL template such as https://{s}.tile.example/{z}/{x}/{y}.png');
  }
  if (config.stripeSecretKey && !config.stripeWebhookSecret) {
    problems.push('STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint, whsec_…)');
  }
  if (config.stripePublishableKey && !/^pk_(test|live)_[A-Za-z0-9]+$/.test(config.stripePublishableKey)) {
    problems.push('STRIPE_PUBLISHABLE_KEY: a Stripe publishable key (pk_test_… or pk_live_…)');
  }
  const publicUrl = read.url('PUBLIC_URL', ['http:', 'https:']);
  config.publicUrl = (publicUrl ?? `http://localhost:${config.port === 0 ? 3000 : config.port}`).replace(/\/$/, '');
  config.corsOrigins = [new URL(config.publicUrl).origin];
  config.google.redirectUrl = read.url('GOOGLE_REDIRECT_URL', ['http:', 'https:']) ?? `${config.publicUrl}/profile/calendar`;
  for (const origin of (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    try {
      const url = new URL(origin);
      if (url.origin !== origin.replace(/\/$/, '')) throw new Error('not an origin');
      config.corsOrigins.push(url.origin);
    } catch {
      problems.push(`CORS_ORIGINS: "${origin}" is not an origin such as https://partner.example`);
    }
  }
  config.passkeySites = passkeySitesOf(env.PASSKEY_RP_IDS, new URL(config.publicUrl).hostname, problems);
  if (config.regionalDomains.french.replace(/^www\./, '') === config.regionalDomains.english.replace(/^www\./, '')) {
    problems.push('REGIONAL_FRENCH_DOMAIN and REGIONAL_ENGLISH_DOMAIN: must be two different domains');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** A WebAuthn relying party the API serves: its RP ID (a domain) and the name authenticators show. */
export interface PasskeySite {
  rpId: string;
  name: string;
}

// A registrable domain or localhost: browsers refuse an IP address or a port as an RP ID.
const rpIdPattern =
  /^(?=.{1,253}$)(?!\d+(\.\d+){3}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function passkeySitesOf(raw: string | undefined, publicHost: string, problems: string[]): PasskeySite[] {
  const sites: PasskeySite[] = [];
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [domain = '', name] = entry.split('=').map((part) => part.trim());
    const rpId = domain.toLowerCase();
    if (!rpIdPattern.test(rpId)) {
      problems.push(`PASSKEY_RP_IDS: "${domain}" is not a domain such as propre.ca (no scheme, port or IP address)`);
      continue;
    }
    sites.push({ rpId, name: name || rpId });
  }
  if (!sites.some((site) => site.rpId === publicHost) && rpIdPattern.test(publicHost))
    sites.unshift({ rpId: publicHost, name: 'Propre' });
  return sites;
}

class Reader {
  readonly #env: Env;
  readonly #problems: string[];
  constructor(env: Env, problems: string[]) {
    this.#env = env;
    this.#problems = problems;
  }

  #raw(name: string): string | undefined {
    const value = this.#env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  }

  optional(name: string): string | undefined {
    return this.#raw(name);
  }

  string(name: string, fallback: string): string {
    return this.#raw(name) ?? fallback;
  }

  /** A bare host name (`propre.ca`): no scheme, port or path. */
  hostName(name: string, fallback: string): string {
    const raw = this.#raw(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(raw)) {
      this.#problems.push(`${name}: must be a host name such as propre.ca, without scheme, port or path (got "${raw}")`);
      return fallback;
    }
    return raw;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.#raw(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.#problems.push(`${name}: must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.#raw(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.#problems.push(`${name}: must be true or false (got "${raw}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.#raw(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.#problems.push(`${name}: must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  url(name: string, protocols: readonly string[]): string | undefined {
    const raw = this.#raw(name);
    if (raw === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      this.#problems.push(`${name}: is not a valid URL`);
      return undefined;
    }
    if (!protocols.includes(parsed.protocol)) {
      // The value may hold a password, so only the scheme is echoed back.
      this.#problems.push(`${name}: must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got ${parsed.protocol}//…)`);
      return undefined;
    }
    return raw;
  }
}
