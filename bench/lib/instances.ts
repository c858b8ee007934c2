import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiReadyLine, apiServer, type Started, startProcess } from './processes.ts';

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface Instances {
  /** The proxy's base URL: every call goes through it, round robin over the instances. */
  url: string;
  apis: Started[];
  stop(): Promise<void>;
}

/**
 * `count` API processes on one database (and one Redis, REDIS_URL, for the sockets' fan-out)
 * behind HAProxy, round robin, as docs/deploy.md lays production out. HAProxy comes from
 * Debian (`apt-get install -y haproxy`).
 */
export async function startInstances(count: number, env: Record<string, string>): Promise<Instances> {
  if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('HAProxy is needed: apt-get install -y haproxy');
  const apis: Started[] = [];
  for (let i = 0; i < count; i += 1) apis.push(await startProcess(apiServer, env, apiReadyLine));
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'propre-proxy-'));
  const config = join(dir, 'haproxy.cfg');
  const servers = apis.map((api, i) => `  server api${i} ${new URL(api.url).host} check`).join('\n');
  writeFileSync(
    config,
    `global
  maxconn 4000
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option http-keep-alive
frontend propre
  bind 127.0.0.1:${port}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /api/health/ready
${servers}
`,
  );
  const proxy: ChildProcess = spawn('haproxy', ['-db', '-f', config], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  // Ready once every instance answers through it.
  for (let tries = 0; ; tries += 1) {
    const seen = new Set<number>();
    try {
      for (let i = 0; i < count * 2; i += 1) {
        const res = await fetch(`${url}/api/health/ready`);
        if (res.status === 200) seen.add(i % count);
        await res.arrayBuffer();
      }
      if (seen.size === count) break;
    } catch {}
    if (tries > 100) throw new Error('HAProxy did not answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    apis,
    async stop() {
      proxy.kill('SIGTERM');
      await Promise.all(apis.map((api) => api.stop()));
    },
  };
}
