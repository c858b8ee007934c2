import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverPath = fileURLToPath(new URL('./server.ts', import.meta.url));

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, [serverPath], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '30000',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
}

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('server process', () => {
  it('exits non-zero naming the variable when the configuration is bad', async () => {
    const server = startServer({ PORT: 'seventy' });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('PORT: must be a whole number from 0 to 65535 (got "seventy")');
  });

  it('serves, then on SIGTERM finishes the request in flight and exits cleanly', async () => {
    const server = startServer({});
    await waitFor(() => /ready in \d+ ms on (http:\/\/\S+)/.test(server.output()), 'the ready line');
    const base = /ready in \d+ ms on (http:\/\/\S+)/.exec(server.output())?.[1];
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    const inFlight = fetch(`${base}/api/health/ready`);
    await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    const lastAnswer = await inFlight;
    expect(lastAnswer.status).toBe(200);
    // The process output says why, should it not exit cleanly.
    expect(await server.exit, server.output()).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    // Starting a process with its own embedded database takes a few seconds, more on a busy machine.
  }, 90_000);
});
