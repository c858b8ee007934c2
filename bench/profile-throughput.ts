// The public cleaner profile (issue 22), a different cleaner on each call among 10,000 on the
// real PostgreSQL, profile cache off then on, each beside a bare Fastify route measured in the
// same run. Goals with the cache off: ≥ 3,000 req/s at 50 connections; p99 ≤ 15 ms at a steady
// 1,000 req/s. With the cache on, the calls go round the 4,000 profiles read first (they fit in
// the cache's 5,000 entries): every call is a hit, so the run measures what a profile costs
// outside its read. (Going round all 10,000 in one order, as the cache-off runs do, a cache that
// drops its oldest entry first never hits: each profile is pushed out before its turn comes back.)
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase } from './lib/bench-database.ts';
import type { LoadFigures } from './lib/load.ts';
import { pathLoad } from './lib/path-load.ts';
import { apiReadyLine, apiServer, benchApiEnv, type Started, startProcess } from './lib/processes.ts';
import { profilePaths } from './lib/profile-paths.ts';
import { machine, recordSection } from './lib/results.ts';
import { sequential } from './lib/search-bench.ts';
import { seedCleanerStats } from './lib/seed-cleaner-stats.ts';
import { seedCleaners } from './lib/seed-cleaners.ts';

const cleaners = Number(process.env.BENCH_CLEANERS ?? 10_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);

const { closedLoop, steady } = pathLoad(duration);

/** Reads each path once, `width` at a time (fills the profile cache). */
async function readAll(base: string, paths: readonly string[], width = 10): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < paths.length; i = next++) {
      const answer = await fetch(base + paths[i]);
      if (answer.status !== 200) throw new Error(`${paths[i]} answered ${answer.status}`);
      await answer.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}
const apiEnv = (cache: boolean, url: string) => benchApiEnv(url, { PAGE_CACHES: String(cache) });

/** Load over `run`, and the API's CPU time per call it answered (ms; from /proc, whatever else loads the machine). */
async function withApiCpu(started: Started, run: () => Promise<LoadFigures>): Promise<LoadFigures & { cpuMs: number }> {
  const before = started.cpuMs();
  const figures = await run();
  return { ...figures, cpuMs: (started.cpuMs() - before) / (figures.rps * duration) };
}

const loadBefore = loadavg()[0] as number;
const database = await createBenchDatabase();
const bare = await startProcess(fileURLToPath(new URL('./bare-server.ts', import.meta.url)), {}, /listening on (http:\/\/\S+)/);
let api: Started | undefined;
try {
  api = await startProcess(apiServer, apiEnv(false, database.url), apiReadyLine);
  await seedCleaners(database.url, cleaners);
  await seedCleanerStats(database.url, cleaners);
  const paths = profilePaths(cleaners);
  const check = await fetch(api.url + paths[0]);
  if (check.status !== 200) throw new Error(`${paths[0]} answered ${check.status}`);

  await closedLoop(`${bare.url}/health`, ['/health'], 10);
  await sequential(api.url, paths.slice(5_000), 3);
  const single = await sequential(api.url, paths.slice(0, 1_000), duration);
  const bareOff = await closedLoop(`${bare.url}/health`, ['/health']);
  const offApi = api;
  const offMax = await withApiCpu(offApi, () => closedLoop(offApi.url, paths));
  const off1000 = await steady(api.url, [...paths].reverse(), 1000);
  await api.stop();

  api = await startProcess(apiServer, apiEnv(true, database.url), apiReadyLine);
  const cached = paths.slice(0, 4_000);
  await readAll(api.url, cached);
  const bareOn = await closedLoop(`${bare.url}/health`, ['/health']);
  const startedOn = api;
  const onMax = await withApiCpu(startedOn, () => closedLoop(startedOn.url, cached));
  const on1000 = await steady(api.url, cached, 1000);

  const ms = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
  const row = (name: string, f: LoadFigures) => `| ${name} | ${Math.round(f.rps)} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.errors} |`;
  const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**');
  const markdown = `## Public cleaner profile, a different cleaner each call (${cleaners.toLocaleString('en')} cleaners, real PostgreSQL)

Run ${new Date().toISOString()} on ${machine()}, load average (1 min) ${loadBefore.toFixed(2)} before and ${(loadavg()[0] as number).toFixed(2)} after; ${cleaners} listed cleaners, four in five with a rating; each call reads the next of the ${cleaners} profiles in a shuffled order (\`GET /api/cleaners/bench-N\`). API and bare server in their own processes, the load in a third, all on the same 2 cores; ${duration} s per run; logging off. Cache off: \`PAGE_CACHES=false\`; on: the 60 s profile cache (5,000 entries), the calls going round 4,000 profiles read once before, so every call is a hit (going round all ${cleaners}, no call would hit: the oldest entry goes first, so each profile is pushed out before its turn comes back). "one at a time": 1,000 profiles read one after the other.

| run | req/s | p50 ms | p99 ms | errors |
| --- | ---: | ---: | ---: | ---: |
${row('cache off: bare Fastify JSON route, 50 connections', bareOff)}
${row('cache off: profile, one at a time', single)}
${row('cache off: profile, 50 connections', offMax)}
${row('cache off: profile, steady 1,000 req/s', off1000)}
${row('cache on: bare Fastify JSON route, 50 connections', bareOn)}
${row('cache on (every call a hit): profile, 50 connections', onMax)}
${row('cache on (every call a hit): profile, steady 1,000 req/s', on1000)}

- API CPU per profile at 50 connections: ${offMax.cpuMs.toFixed(3)} ms cache off, ${onMax.cpuMs.toFixed(3)} ms cache on (every call a hit).
- Profile at 50 connections, cache off: **${Math.round(offMax.rps)} req/s** (goal ≥ 3,000: ${verdict(offMax.rps >= 3000)}).
- Profile at a steady 1,000 req/s, cache off: p99 **${ms(off1000.p99)} ms** (goal ≤ 15: ${verdict(off1000.p99 <= 15)}).`;
  recordSection(cleaners === 10_000 ? 'profile-throughput' : `profile-throughput-${cleaners}`, markdown);
  process.stdout.write(`${markdown}\n`);
} finally {
  await api?.stop();
  await bare.stop();
  await database.drop();
}
