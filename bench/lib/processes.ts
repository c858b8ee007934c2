import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const apiServer = fileURLToPath(new URL('../../api/src/server.ts', import.meta.url));

export interface Started {
  child: ChildProcess;
  /** Base URL printed by the process once it listens. */
  url: string;
  /** CPU time (user + system, ms) the process has used so far; from /proc, so Linux only. */
  cpuMs(): number;
  /** Resident memory (MiB) of the process now; from /proc, so Linux only. */
  rssMiB(): number;
  stop(): Promise<number | null>;
}

/** The Node flags the API is started with (api/node-flags, read by script/start too). */
export function apiNodeFlags(): string[] {
  return readFileSync(new URL('../../api/node-flags', import.meta.url), 'utf8')
    .split(/\s+/)
    .filter(Boolean);
}

/** Spawns a Node script and waits until it prints the URL it listens on. */
export async function startProcess(script: string, env: Record<string, string>, urlPattern: RegExp): Promise<Started> {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" or "--trace-gc") reaches the
  // measured process, to see where its time goes under the bench's load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // The API runs with the heap settings it is started with everywhere (script/start).
  if (script === apiServer) nodeArgs.unshift(...apiNodeFlags());
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // BENCH_PROCESS_LOG: a file that receives everything the process prints (the trace above).
  const log = process.env.BENCH_PROCESS_LOG ? createWriteStream(process.env.BENCH_PROCESS_LOG, { flags: 'a' }) : null;
  if (log) {
    log.write(`${script} spawned at ${Date.now()} (epoch ms)\n`);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      // Only the start is searched for the URL (a trace can print for the whole run).
      if (output.length > 100_000) return;
      output += chunk.toString();
      const match = urlPattern.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    child,
    url,
    cpuMs: () => processCpuMs(child.pid as number),
    rssMiB: () => processRssMiB(child.pid as number),
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export const apiReadyLine = /ready in \d+ ms on (http:\/\/\S+)/;

/**
 * CPU time a process has used (ms), from /proc/<pid>/stat: utime and stime, in clock ticks of
 * 10 ms. Divided by the operations a run made, it is the cost of one operation whatever else
 * loads the machine — the figure that says what one core can serve.
 */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process (MiB), from /proc/<pid>/status's VmRSS (kB). */
export function processRssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? Number.NaN) / 1024;
}

/**
 * CPU time (ms) every PostgreSQL process on this machine has used so far (backends, WAL
 * writer, checkpointer…), from /proc. The benchmarks use a database of their own on a server
 * nothing else uses while they run, so the difference over a run is that run's database work.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.indexOf(')')) === 'postgres') total += processCpuMs(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** The API's settings for a bench on its own database: any port, quiet, no demo data, a pool of 20. */
export function benchApiEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    DATABASE_POOL_MAX: '20',
    // Every bench request comes from one address: the per-address search limit would refuse them.
    SEARCH_RATE_LIMIT: '0',
    ...extra,
  };
}
