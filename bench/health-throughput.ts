// GET /api/health of the full API against a bare Fastify JSON route, in the same run.
// Goal: the API serves at least 0.8× the bare route's requests per second.

import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createBenchDatabase } from './lib/bench-database.ts';
import { autocannonFigures, type LoadFigures } from './lib/load.ts';
import { apiReadyLine, apiServer, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

async function load(url: string, seconds: number): Promise<LoadFigures> {
  return autocannonFigures(await autocannon({ url, connections, duration: seconds, pipelining: 1 }));
}

// On the real PostgreSQL, as deployed: on the embedded PGlite the job queue's polling runs
// inside the API's own thread (a WebAssembly database), which is the development default and
// not what this figure is about.
const database = await createBenchDatabase();
const bare = await startProcess(fileURLToPath(new URL('./bare-server.ts', import.meta.url)), {}, /listening on (http:\/\/\S+)/);
// Request logging is off in both servers so the figures compare request handling only.
const api = await startProcess(
  apiServer,
  { HOST: '127.0.0.1', PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' },
  apiReadyLine,
);

const bareRuns: LoadFigures[] = [];
const apiRuns: LoadFigures[] = [];
try {
  await load(`${bare.url}/health`, 2);
  await load(`${api.url}/api/health`, 2);
  // Alternating rounds spread any drift of the machine over both servers.
  for (let round = 0; round < rounds; round += 1) {
    bareRuns.push(await load(`${bare.url}/health`, duration));
    apiRuns.push(await load(`${api.url}/api/health`, duration));
  }
} finally {
  await bare.stop();
  await api.stop();
  await database.drop();
}

const mean = (runs: LoadFigures[], key: keyof LoadFigures) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
const bareRps = mean(bareRuns, 'rps');
const apiRps = mean(apiRuns, 'rps');
const ratio = apiRps / bareRps;
const row = (name: string, runs: LoadFigures[]) =>
  `| ${name} | ${Math.round(mean(runs, 'rps'))} | ${mean(runs, 'p50').toFixed(1)} | ${mean(runs, 'p99').toFixed(1)} | ${mean(runs, 'errors')} |`;

const markdown = `## GET /api/health vs bare Fastify

Run ${new Date().toISOString()} on ${machine()}; autocannon, ${connections} connections, ${rounds} alternating rounds of ${duration} s after a 2 s warm-up each; servers in their own processes, the API on the real PostgreSQL, request logging off in both.

| server | req/s | p50 ms | p99 ms | errors |
| --- | ---: | ---: | ---: | ---: |
${row('bare Fastify JSON route', bareRuns)}
${row('Propre API GET /api/health', apiRuns)}

**Ratio API / bare: ${ratio.toFixed(2)}** (goal ≥ 0.80: ${ratio >= 0.8 ? 'met' : 'NOT met'}).`;

recordSection('health-throughput', markdown);
process.stdout.write(`${markdown}\n`);
