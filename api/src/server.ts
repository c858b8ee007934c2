// The process: configuration, listen, graceful shutdown. Everything else lives in app.ts.
import { ConfigError, loadConfig } from './plugins/config/config.ts';
import { DataDirInUse, lockDataDir } from './plugins/db/data-dir-lock.ts';
import { brandOfHost, siteAddresses } from './plugins/server/site-addresses.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\nSee .env.example for every variable and its default.\n`);
    process.exit(1);
  }
  throw error;
}

const startedAt = performance.now();
// Before the app is even loaded, so a second server on the same data folder is refused at once.
if (!config.databaseUrl && config.dataDir) {
  try {
    const lock = lockDataDir(config.dataDir);
    process.on('exit', () => lock.release());
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    process.stderr.write(`Propre API not started: ${error.message}\n`);
    process.exit(1);
  }
}
const { buildApp } = await import('./app.ts');
const app = await buildApp(config).catch((error: unknown) => {
  const refusal = error instanceof Error && error.name === 'EmbeddedDatabaseUnreadable';
  process.stderr.write(
    `Propre API failed to start: ${refusal ? error.message : error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
await app.listen({
  host: config.host,
  port: config.port,
  // Fastify logs each socket it opens: say which brand a browser shows there.
  listenTextResolver: (address) => `Server listening at ${address} (${brandOfHost(new URL(address).hostname)} in a browser)`,
});

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const base = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
const storage = app.propre.db.embedded ? `embedded PGlite at ${config.dataDir ?? 'memory'}` : 'PostgreSQL (DATABASE_URL)';
const sites = siteAddresses(config.host, port).map(({ brand, url }) => `${brand.padEnd(11)} ${url}`);
const lines = [
  '',
  `  Propre is ready in ${Math.round(performance.now() - startedAt)} ms on ${base}`,
  // The brand follows the host name: each address shows the brand written before it.
  ...sites.map((site) => `  ${site}`),
  `  API         ${base}/api   (health: ${base}/api/health/ready)`,
  `  Contract    ${base}/openapi.json`,
  `  API docs    ${config.serveDocs ? `${base}/docs` : 'not served (SERVE_DOCS=false)'}`,
  `  Database    ${storage}`,
  `  Mail        ${app.propre.mailer.kind === 'smtp' ? 'SMTP (SMTP_URL)' : 'outbox table: read it with GET /api/admin/mail-outbox as an admin'}`,
];
if (app.propre.demoLogins.length > 0) {
  lines.push('', '  Demo logins (demo data only — never use these passwords elsewhere):');
  for (const login of app.propre.demoLogins) {
    lines.push(`    ${login.role.padEnd(8)} ${login.email.padEnd(32)} ${login.password.padEnd(16)} ${login.description}`);
  }
}
process.stdout.write(`${lines.join('\n')}\n\n`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  // A keep-alive connection whose request was in flight at SIGTERM becomes idle only later;
  // close such connections as they go idle, instead of waiting for their keep-alive timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
