// Search at 100,000 cleaners (issue 22): one query at a time, cache off, distinct Montréal
// queries as people make them. Goal: p50 ≤ 20 ms.
import { createBenchDatabase } from './lib/bench-database.ts';
import { describePace, measureHostPace } from './lib/host-pace.ts';
import { apiReadyLine, apiServer, benchApiEnv, type Started, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';
import { coldSearch, sequential } from './lib/search-bench.ts';
import { searchPaths } from './lib/search-queries.ts';
import { seedCleanerStats } from './lib/seed-cleaner-stats.ts';
import { seedCleaners } from './lib/seed-cleaners.ts';

const cleaners = Number(process.env.BENCH_CLEANERS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);

const database = await createBenchDatabase();
let api: Started | undefined;
try {
  api = await startProcess(apiServer, benchApiEnv(database.url, { PAGE_CACHES: 'false' }), apiReadyLine);
  const seeded = performance.now();
  await seedCleaners(database.url, cleaners);
  await seedCleanerStats(database.url, cleaners);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const pace = await measureHostPace(database.url);
  const montreal = searchPaths(2_000, { seed: 7, cities: ['Montréal'] });
  const varied = searchPaths(2_000, { seed: 11 });
  const cold = await coldSearch(api, montreal[0] as string);
  await sequential(api.url, montreal.slice(1_000), 3);
  const single = await sequential(api.url, montreal.slice(0, 1_000), duration);
  const any = await sequential(api.url, varied, duration);
  const ms = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
  const markdown = `## Search at ${cleaners.toLocaleString('en')} cleaners, one query at a time (real PostgreSQL, cache off)

Run ${new Date().toISOString()} on ${machine()}; ${cleaners} listed cleaners over 80 municipalities with 60 days of availability, four in five with a rating (seeded in ${seedSeconds.toFixed(1)} s: generate_series, search's rows refreshed once at the end); \`PAGE_CACHES=false\`; queries from \`lib/search-queries.ts\`, one after the other for up to ${duration} s each.

| run | calls | p50 ms | p99 ms | errors |
| --- | ---: | ---: | ---: | ---: |
| Montréal queries (filters, sorts, page sizes varied) | ${Math.round(single.rps * duration)} | ${ms(single.p50)} | ${ms(single.p99)} | ${single.errors} |
| any of the 20 cities | ${Math.round(any.rps * duration)} | ${ms(any.p50)} | ${ms(any.p99)} | ${any.errors} |

- Single Montréal query at ${cleaners.toLocaleString('en')} cleaners, cache off: p50 **${ms(single.p50)} ms** (goal ≤ 20: ${single.p50 <= 20 ? 'met' : '**NOT met**'}).
- The first search after the cleaners went in, alone (the API loads its search index then): ${ms(cold.ms)} ms; the API's resident memory after it: ${cold.rssMiB.toFixed(0)} MiB.
- The host's pace before the runs (\`lib/host-pace.ts\`; compare runs only at a similar pace): ${describePace('measured', pace)}.`;
  recordSection('search-scale', markdown);
  process.stdout.write(`${markdown}\n`);
} finally {
  await api?.stop();
  await database.drop();
}
