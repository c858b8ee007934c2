import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type IncomingMessage, request } from 'node:http';
import type { Socket } from 'node:net';
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
    const base = /ready in \d+ ms on (http:\/\/\S+)/.exec(server.output())?.[1] ?? '';
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    // A request truly in flight: its headers reached the server, its body not yet.
    const body = Buffer.from(JSON.stringify({ email: 'personne@example.ca', password: 'Pas-le-bon-mot-de-passe' }));
    const inFlight = request(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    const answered = once(inFlight, 'response') as Promise<[IncomingMessage]>;
    inFlight.write(body.subarray(0, 10));
    // Connected and headers sent: the server has the request and waits for the rest of its body.
    const [socket] = (await once(inFlight, 'socket')) as [Socket];
    if (socket.connecting) await once(socket, 'connect');
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    inFlight.end(body.subarray(10));
    const [lastAnswer] = await answered;
    let text = '';
    for await (const chunk of lastAnswer) text += chunk;
    expect(lastAnswer.statusCode, text).toBe(401);
    // The process output says why, should it not exit cleanly.
    expect(await server.exit, server.output()).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    // Starting a process with its own embedded database takes a few seconds, more on a busy machine.
  }, 90_000);
});
