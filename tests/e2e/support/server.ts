/**
 * The marketplace as a newcomer runs it: the reference app built by its own script, then
 * `node api/src/server.ts` with the demo data, on a port of its own. The database is a fresh
 * one on the local PostgreSQL (created and dropped here) when one is reachable, as for every
 * other test; otherwise PGlite in a temporary folder, so a clean clone without PostgreSQL runs too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@propre/api/test/database';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

export interface RunningServer {
  port: number;
  database: 'postgresql' | 'pglite';
  stop(): Promise<void>;
}

function run(script: string, ...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, script), ...args], { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${script} failed (exit ${code ?? signal})`)),
    );
  });
}

/**
 * Builds reference-app/dist and Storybook's static build when their sources changed (no-ops
 * otherwise), both at once: much of a Vite build runs on one thread, so side by side the two
 * share the two cores instead of the second waiting for the first to end.
 */
export async function ensureBuilt(): Promise<void> {
  // The script-tag embed (served at /embed/v1/): esbuild, a few seconds.
  const builds = [run('reference-app/scripts/ensure-built.ts'), run('widgets/scripts/build-embed.ts', '--if-stale')];
  // In the foreground here: the journeys open /storybook/, and the start command's smoke test
  // then finds the build current. E2E_SKIP_STORYBOOK=1 spares that build when running only
  // other journeys during development (the Storybook journey then fails, as it should).
  if (process.env.E2E_SKIP_STORYBOOK !== '1') builds.push(run('script/ensure-storybook.ts', '--wait'));
  const results = await Promise.allSettled(builds);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(): Promise<RunningServer> {
  const scratch = mkdtempSync(join(tmpdir(), 'propre-e2e-'));
  const database = await createTestDatabase();
  const port = await freePort();
  mkdirSync(artifactsDir, { recursive: true });
  const log = createWriteStream(join(artifactsDir, 'server.log'));
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'api/src/server.ts')], {
    cwd: join(repoRoot, 'api'),
    env: {
      PATH: process.env.PATH ?? '',
      // `localhost` listens on every loopback address: http://localhost (Propre) and http://127.0.0.1 (Éclat).
      HOST: 'localhost',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // Each journey speaks from its own address (fixtures.ts sets X-Forwarded-For), as people
      // behind a proxy do: the per-address limits (10 sign-ups an hour) then hold per journey
      // instead of for the whole run.
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'true',
      // The embed journey's partner receives its webhooks on this machine (http://127.0.0.1).
      PARTNER_WEBHOOK_ALLOW_LOOPBACK: 'true',
      ...(database.url ? { DATABASE_URL: database.url, DATA_DIR: join(scratch, 'data') } : { DATA_DIR: join(scratch, 'data') }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
    log.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited while starting:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within 120 s:\n${output}`);
    }
    const ready = await fetch(`http://localhost:${port}/api/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, database: database.url ? 'postgresql' : 'pglite', stop };
}
