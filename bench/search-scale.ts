// Search at 100,000 cleaners (issue 39), cache off, varied queries as people make them. Goals:
// ≥ 1,500 req/s at 50 connections, p99 ≤ 25 ms at a steady 300/s, no call over 100 ms there,
// ≤ 400 MiB resident, the first search answered ≤ 5 s after the process starts.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createBenchDatabase } from './lib/bench-database.ts';
import { describePace, measureHostPace } from './lib/host-pace.ts';
import type { LoadFigures } from './lib/load.ts';
import { pathLoad } from './lib/path-load.ts';
import { apiNodeFlags, apiReadyLine, apiServer, benchApiEnv, type Started, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';
import { sequential } from './lib/search-bench.ts';
import { searchPaths } from './lib/search-queries.ts';
import { seedCleanerStats } from './lib/seed-cleaner-stats.ts';
import { seedCleaners } from './lib/seed-cleaners.ts';

const cleaners = Number(process.env.BENCH_CLEANERS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);

/** The most the process held while `run` ran, sampled every 50 ms. */
async function peakRss<T>(api: Started, run: () => Promise<T>): Promise<{ result: T; peakMiB: number }> {
  let peakMiB = api.rssMiB();
  const timer = setInterval(() => {
    peakMiB = Math.max(peakMiB, api.rssMiB());
  }, 50);
  try {
    const result = await run();
    return { result, peakMiB: Math.max(peakMiB, api.rssMiB()) };
  } finally {
    clearInterval(timer);
  }
}

const database = await createBenchDatabase();
const bare = await startProcess(fileURLToPath(new URL('./bare-server.ts', import.meta.url)), {}, /listening on (http:\/\/\S+)/);
let api: Started | undefined;
// As a deployment runs it: NODE_ENV=production (no /docs page, so not Scalar's bundle in memory).
const env = benchApiEnv(database.url, { PAGE_CACHES: 'false', NODE_ENV: 'production' });
try {
  // Migrated by a first start, then the cleaners go straight in with SQL.
  await (await startProcess(apiServer, env, apiReadyLine)).stop();
  const seeded = performance.now();
  await seedCleaners(database.url, cleaners);
  await seedCleanerStats(database.url, cleaners);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const pace = await measureHostPace(database.url);

  const montreal = searchPaths(2_000, { seed: 7, cities: ['Montréal'] });
  const varied = searchPaths(12_000, { seed: 11 });
  // A start as a deployment makes it: the process loads every cleaner, and the first search waits for that.
  const spawned = performance.now();
  api = await startProcess(apiServer, env, apiReadyLine);
  const listening = performance.now() - spawned;
  const first = await fetch(api.url + (montreal[0] as string));
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`the first search answered ${first.status}`);
  const ready = performance.now() - spawned;
  const loadedRss = api.rssMiB();

  // Each place's first search builds it (its members and the order asked for): measured alone, on
  // points nobody searched yet.
  const points = Array.from({ length: 40 }, (_, i) => {
    const query = new URLSearchParams({
      lat: (45.45 + (i % 8) * 0.02).toFixed(4),
      lng: (-73.75 + Math.floor(i / 8) * 0.05).toFixed(4),
      radiusKm: String(10 + (i % 4) * 5),
      sort: ['recommended', 'rating', 'price', 'distance'][i % 4] as string,
    });
    return `/api/search/cleaners?${query}`;
  });
  // The very first builds a place by point for the first time in the process (its code not yet compiled).
  const firstEver = await sequential(api.url, points.slice(0, 1), 60);
  const firstOfPlace = await sequential(api.url, points.slice(1), 60);

  const { closedLoop, steady } = pathLoad(duration);
  // Warm-up: the 20 cities' places and their orders.
  await sequential(api.url, varied.slice(0, 2_000), 30);
  const single = await sequential(api.url, montreal.slice(1, 1_000), duration);
  const bareRun = await closedLoop(`${bare.url}/health`, ['/health']);
  const max = await peakRss(api, () => closedLoop(api?.url as string, varied.slice(2_000, 8_000)));
  const at300 = await peakRss(api, () => steady(api?.url as string, varied.slice(8_000), 300));

  // The same steady load while cleaners change (5 every 100 ms, straight to the tables): each
  // search first applies the changes, and the kept places are updated in place, not rebuilt.
  const writer = new pg.Client({ connectionString: database.url });
  await writer.connect();
  let changed = 0;
  let writing = true;
  const writes = (async () => {
    for (let n = 0; writing; n += 1) {
      const ids = Array.from({ length: 5 }, (_, i) => `usr_${String(1 + (((n * 5 + i) * 7919) % cleaners)).padStart(26, '0')}`);
      await writer.query('update cleaner_profile set hourly_rate_cents = hourly_rate_cents + 100 where user_id = any($1)', [ids]);
      changed += ids.length;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const changing = await peakRss(api, () => steady(api?.url as string, varied.slice(2_000, 8_000), 300));
  writing = false;
  await writes;
  await writer.end();
  const endRss = api.rssMiB();

  const ms = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
  const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**');
  const row = (name: string, f: LoadFigures) =>
    `| ${name} | ${Math.round(f.rps)} | ${ms(f.p50)} | ${ms(f.p99)} | ${ms(f.max)} | ${f.errors} |`;
  const peak = Math.max(loadedRss, max.peakMiB, at300.peakMiB, changing.peakMiB);
  const markdown = `## Search at ${cleaners.toLocaleString('en')} cleaners (real PostgreSQL, cache off)

Run ${new Date().toISOString()} on ${machine()}; \`pnpm bench search-scale\` (\`BENCH_CLEANERS\`, \`BENCH_DURATION\`). ${cleaners.toLocaleString('en')} listed cleaners over 80 municipalities with 60 days of availability, four in five with a rating (seeded in ${seedSeconds.toFixed(1)} s); the API started afterwards, as a deployment starts it (\`NODE_ENV=production\`, \`api/node-flags\`: \`${apiNodeFlags().join(' ')}\`), \`PAGE_CACHES=false\`; varied queries from \`lib/search-queries.ts\` (a city among 20, filters, every sort, page sizes 10–50), each call the next one; ${duration} s per run; API, bare server and load on the same 2 cores. Connection runs: autocannon; steady runs: one call every 1/rate s (open loop, \`lib/load.ts\`). Warm-up before the runs: 2,000 varied queries one at a time (each city's place and orders built).

| run | req/s | p50 ms | p99 ms | max ms | errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${row('first search by point after the start (a new place, its code not yet compiled)', firstEver)}
${row('first search of 39 more new places (points, radii 10–25 km), one at a time', firstOfPlace)}
${row('single Montréal query, one at a time', single)}
${row('bare Fastify JSON route, 50 connections', bareRun)}
${row('varied search, 50 connections', max.result)}
${row('varied search, steady 300 req/s', at300.result)}
${row(`varied search, steady 300 req/s, ${Math.round(changed / duration)} cleaners changed per second`, changing.result)}

- Varied search at 50 connections: **${Math.round(max.result.rps)} req/s** (goal ≥ 1,500: ${verdict(max.result.rps >= 1_500)}), ${(max.result.rps / bareRun.rps).toFixed(3)} of bare Fastify's ${Math.round(bareRun.rps)} in the same run.
- Steady 300 req/s: p99 **${ms(at300.result.p99)} ms** (goal ≤ 25: ${verdict(at300.result.p99 <= 25)}), slowest call ${ms(at300.result.max)} ms (goal ≤ 100: ${verdict(at300.result.max <= 100)}); while cleaners change: p99 ${ms(changing.result.p99)} ms, slowest ${ms(changing.result.max)} ms.
- Resident memory: ${loadedRss.toFixed(0)} MiB after the first search, at most **${peak.toFixed(0)} MiB** over the runs (sampled every 50 ms), ${endRss.toFixed(0)} MiB at the end (goal ≤ 400: ${verdict(peak <= 400)}).
- Start: listening ${ms(listening / 1000)} s after the process was spawned, the first search (every cleaner loaded) answered after **${ms(ready / 1000)} s** (goal ≤ 5: ${verdict(ready <= 5_000)}).
- A new place's first search builds it: ${ms(firstOfPlace.p50)} ms at the median, ${ms(firstOfPlace.max)} ms at most (goal: no call over 100 ms: ${verdict(firstOfPlace.max <= 100)}); the very first by point after the start ${ms(firstEver.max)} ms.
- The host's pace before the runs (\`lib/host-pace.ts\`; compare runs only at a similar pace): ${describePace('measured', pace)}.`;
  recordSection('search-scale', markdown);
  process.stdout.write(`${markdown}\n`);
} finally {
  await api?.stop();
  await bare.stop();
  await database.drop();
}
