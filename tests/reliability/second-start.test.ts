/**
 * Issue 21, finding 2: a second server on the same embedded data folder is refused at once,
 * with a message naming the process that holds it; the first keeps serving and loses nothing.
 * A damaged data folder is refused with a clear message, never a hang.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, call, signupBody, startApi } from '../support/api-process.ts';

const serverPath = fileURLToPath(new URL('../../api/src/server.ts', import.meta.url));
const folders: string[] = [];
let first: ApiProcess | undefined;

afterAll(async () => {
  first?.child.kill('SIGTERM');
  await first?.exit;
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'propre-data-'));
  folders.push(folder);
  return folder;
}

/** Starts a server that is expected not to start: its exit code, output and how long it took. */
async function refusedStart(dataDir: string): Promise<{ code: number | null; output: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [serverPath], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  return { code, output, ms: performance.now() - started };
}

describe('one server per embedded data folder', () => {
  it('refuses a second server on the same folder, naming the first; the first keeps serving', { timeout: 240_000 }, async () => {
    const dataDir = dataFolder();
    first = await startApi('', { DATA_DIR: dataDir });
    const before = signupBody('client', 'Avant Deuxième');
    await call(first.base, 'POST', '/api/auth/signup', before);

    const second = await refusedStart(dataDir);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Another Propre server (process ${first.child.pid}`);
    expect(second.output).toContain(join(dataDir, 'pglite'));
    // The check runs before the app is loaded: the refusal is a matter of starting Node.
    expect(second.ms).toBeLessThan(5_000);

    const after = signupBody('cleaner', 'Après Deuxième');
    await call(first.base, 'POST', '/api/auth/signup', after);
    for (const account of [before, after]) {
      await call(first.base, 'POST', '/api/auth/login', { email: account.email, password: account.password });
    }
  });

  it('refuses a damaged data folder with a clear message, quickly', { timeout: 120_000 }, async () => {
    const dataDir = dataFolder();
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), 'pas une base de données\n');
    const result = await refusedStart(dataDir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`The embedded database in ${join(dataDir, 'pglite')} could not be opened`);
    expect(result.output).toContain('It may be damaged.');
    expect(result.output).not.toMatch(/^\s+at /m);
  });
});
