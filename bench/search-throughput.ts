// Search with varied queries (issue 22): ≥ 10,000 distinct queries as people make them over
// 10,000 cleaners on the real PostgreSQL, page cache off then on, each beside a bare Fastify
// route measured in the same run. Goals with the cache off: one Montréal query alone p50 ≤ 5 ms;
// ≥ 800 req/s at 50 connections; p99 ≤ 25 ms at a steady 300 req/s.
import { fileURLToPath } from 'node:url';
import { createBenchDatabase } from './lib/bench-database.ts';
import { describePace, measureHostPace } from './lib/host-pace.ts';
import type { LoadFigures } from './lib/load.ts';
import { pathLoad } from './lib/path-load.ts';
import { apiReadyLine, apiServer, benchApiEnv, postgresCpuMs, type Started, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';
import { coldSearch, sequential } from './lib/search-bench.ts';
import { searchPaths } from './lib/search-queries.ts';
import { seedCleanerStats } from './lib/seed-cleaner-stats.ts';
import { seedCleaners } from './lib/seed-cleaners.ts';

const cleaners = Number(process.env.BENCH_CLEANERS ?? 10_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const queryCount = Number(process.env.BENCH_QUERIES ?? 12_000);

const { closedLoop, steady } = pathLoad(duration);
const apiEnv = (cache: boolean, url: string) => benchApiEnv(url, { PAGE_CACHES: String(cache) });

const database = await createBenchDatabase();
const bare = await startProcess(fileURLToPath(new URL('./bare-server.ts', import.meta.url)), {}, /listening on (http:\/\/\S+)/);
let api: Started | undefined;
try {
  // The API migrates the empty database, then the cleaners go straight in with SQL.
  api = await startProcess(apiServer, apiEnv(false, database.url), apiReadyLine);
  const seeded = performance.now();
  await seedCleaners(database.url, cleaners);
  await seedCleanerStats(database.url, cleaners);
  const seedSeconds = (performance.now() - seeded) / 1000;

  const paths = searchPaths(queryCount);
  const montreal = searchPaths(2_000, { seed: 7, cities: ['Montréal'] });
  const cold = await coldSearch(api, montreal[0] as string);
  for (const path of [paths[0], montreal[0]]) {
    const check = await fetch(api.url + path);
    const page = (await check.json()) as { items: unknown[] };
    if (check.status !== 200 || page.items.length === 0)
      throw new Error(`${path} answered ${check.status}: ${JSON.stringify(page)}`);
  }

  // The host's speed beside the figures: runs on different machines (or one machine at
  // different hours) are compared at a similar pace only.
  const pace = await measureHostPace(database.url);

  // Cache off. Warm-up first (the queries after the first 2,000 have not been seen yet).
  await closedLoop(`${bare.url}/health`, ['/health'], 10);
  await sequential(api.url, montreal.slice(1_000), 3);
  const single = await sequential(api.url, montreal.slice(0, 1_000), duration);
  const bareOff = await closedLoop(`${bare.url}/health`, ['/health']);
  // What one search costs in CPU, and where, over the 50-connection run: the API process,
  // every PostgreSQL process, and this process (the load generator), all on the same 2 cores.
  // ≥ 800 req/s on 2 cores leaves 2.5 ms of CPU per search for the three together.
  const before = { api: api.cpuMs(), postgres: postgresCpuMs(), load: process.cpuUsage() };
  const offMax = await closedLoop(api.url, paths.slice(2_000));
  const calls = offMax.rps * duration;
  const load = process.cpuUsage(before.load);
  const cpu = {
    api: (api.cpuMs() - before.api) / calls,
    postgres: (postgresCpuMs() - before.postgres) / calls,
    load: (load.user + load.system) / 1000 / calls,
  };
  const off300 = await steady(api.url, paths.slice(0, 2_000).reverse(), 300);
  await api.stop();

  // Cache on: the same draws; a page seen in the last 30 s is served from memory.
  api = await startProcess(apiServer, apiEnv(true, database.url), apiReadyLine);
  await sequential(api.url, montreal.slice(1_000), 3);
  const bareOn = await closedLoop(`${bare.url}/health`, ['/health']);
  const onMax = await closedLoop(api.url, paths);
  const on300 = await steady(api.url, paths, 300);

  const ms = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
  const row = (name: string, f: LoadFigures) => `| ${name} | ${Math.round(f.rps)} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.errors} |`;
  const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**');
  const markdown = `## Search with varied queries (${cleaners.toLocaleString('en')} cleaners, real PostgreSQL)

Run ${new Date().toISOString()} on ${machine()}; ${cleaners} listed cleaners over 80 municipalities with 60 days of availability, four in five with a rating (seeded in ${seedSeconds.toFixed(1)} s); ${paths.length.toLocaleString('en')} distinct queries (\`lib/search-queries.ts\`: a city among 20, service type, gender, pets, a date or the next 3 days, minimum rating, eco, verified, each sort, page size 10–50). API and bare server in their own processes, the load in a third, all on the same 2 cores; ${duration} s per run; logging off. Cache off: \`PAGE_CACHES=false\` (every page computed); on: the 30 s page cache. Connection runs: autocannon, each call the next query. Steady runs: one call every 1/rate s (open loop, \`lib/load.ts\`). "single Montréal query": 1,000 distinct Montréal queries one after the other, no concurrency.

| run | req/s | p50 ms | p99 ms | errors |
| --- | ---: | ---: | ---: | ---: |
${row('cache off: bare Fastify JSON route, 50 connections', bareOff)}
${row('cache off: single Montréal query, one at a time', single)}
${row('cache off: varied search, 50 connections', offMax)}
${row('cache off: varied search, steady 300 req/s', off300)}
${row('cache on: bare Fastify JSON route, 50 connections', bareOn)}
${row('cache on: varied search, 50 connections', onMax)}
${row('cache on: varied search, steady 300 req/s', on300)}

- Single Montréal query, cache off: p50 **${ms(single.p50)} ms** (goal ≤ 5: ${verdict(single.p50 <= 5)}).
- Varied search at 50 connections, cache off: **${Math.round(offMax.rps)} req/s** (goal ≥ 800: ${verdict(offMax.rps >= 800)}).
- Varied search at a steady 300 req/s, cache off: p99 **${ms(off300.p99)} ms** (goal ≤ 25: ${verdict(off300.p99 <= 25)}).
- CPU per search in the 50-connection run, cache off: API ${cpu.api.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms, load generator ${cpu.load.toFixed(2)} ms — ${(cpu.api + cpu.postgres + cpu.load).toFixed(2)} ms in all, where 800 req/s on 2 cores leaves 2.5 ms.
- The host's pace before the runs (\`lib/host-pace.ts\`; compare runs only at a similar pace): ${describePace('measured', pace)}.
- The first search after the cleaners went in, alone (the API loads its search index then): ${ms(cold.ms)} ms; the API's resident memory after it: ${cold.rssMiB.toFixed(0)} MiB.`;
  recordSection(cleaners === 10_000 ? 'search-throughput' : `search-throughput-${cleaners}`, markdown);
  process.stdout.write(`${markdown}\n`);
} finally {
  await api?.stop();
  await bare.stop();
  await database.drop();
}
