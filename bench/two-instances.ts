// A second API instance must add capacity (issue 39): one and then two instances behind HAProxy
// (round robin), on one PostgreSQL and one Redis, in the same run: varied search, profiles and
// booking creation through the proxy. Search keeps its model in each instance's memory, and the
// sockets' fan-out goes through Redis: neither may make two instances slower than one.
import autocannon from 'autocannon';
import { createBenchDatabase } from './lib/bench-database.ts';
import { prepareBookings } from './lib/booking-load.ts';
import { describePace, measureHostPace } from './lib/host-pace.ts';
import { startInstances } from './lib/instances.ts';
import { autocannonFigures, type LoadFigures } from './lib/load.ts';
import { pathLoad } from './lib/path-load.ts';
import { apiReadyLine, apiServer, benchApiEnv, postgresCpuMs, startProcess } from './lib/processes.ts';
import { profilePaths } from './lib/profile-paths.ts';
import { machine, recordSection } from './lib/results.ts';
import { sequential } from './lib/search-bench.ts';
import { searchPaths } from './lib/search-queries.ts';
import { seedCleanerStats } from './lib/seed-cleaner-stats.ts';
import { seedCleaners } from './lib/seed-cleaners.ts';

const cleaners = Number(process.env.BENCH_CLEANERS ?? 10_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Measured = LoadFigures & { apiCpuMs: number; dbCpuMs: number };

const database = await createBenchDatabase();
const env = benchApiEnv(database.url, {
  PAGE_CACHES: 'false',
  REDIS_URL: redisUrl,
  // Each run its own keys in the shared Redis.
  REDIS_PREFIX: `bench${Date.now()}`,
  TRUST_PROXY: 'true',
});
try {
  await (await startProcess(apiServer, env, apiReadyLine)).stop();
  await seedCleaners(database.url, cleaners);
  await seedCleanerStats(database.url, cleaners);
  const pace = await measureHostPace(database.url);
  const varied = searchPaths(12_000, { seed: 11 });
  const profiles = profilePaths(cleaners);
  const { closedLoop } = pathLoad(duration);

  const measure = async (count: number) => {
    const instances = await startInstances(count, env);
    try {
      const base = instances.url;
      const nextBooking = await prepareBookings(base);
      await sequential(base, varied.slice(0, 2_000), 20);
      // CPU per answered call, of the instances together and of PostgreSQL: where a second
      // instance's throughput went (its own overhead, or the machine's cores shared more ways).
      const withCpu = async (run: () => Promise<LoadFigures>): Promise<Measured> => {
        const api = instances.apis.reduce((sum, one) => sum + one.cpuMs(), 0);
        const db = postgresCpuMs();
        const began = performance.now();
        const figures = await run();
        const calls = figures.rps * ((performance.now() - began) / 1000);
        return {
          ...figures,
          apiCpuMs: (instances.apis.reduce((sum, one) => sum + one.cpuMs(), 0) - api) / calls,
          dbCpuMs: (postgresCpuMs() - db) / calls,
        };
      };
      // The control: a route that reads nothing, so what two instances change there is the
      // machine's (five busy processes on two cores), not search's model or the fan-out.
      const health = await withCpu(() => closedLoop(base, ['/api/health']));
      const search = await withCpu(() => closedLoop(base, varied.slice(2_000)));
      const profile = await withCpu(() => closedLoop(base, profiles));
      const bookingRun = () =>
        autocannon({
          url: `${base}/api/bookings`,
          connections: 10,
          duration,
          requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...nextBooking() }) }],
        });
      await bookingRun();
      const booking = await withCpu(async () => autocannonFigures(await bookingRun()));
      return { health, search, profile, booking, rss: instances.apis.map((api) => api.rssMiB()) };
    } finally {
      await instances.stop();
    }
  };
  const one = await measure(1);
  const two = await measure(2);

  const ms = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
  const cpu = (v: number) => v.toFixed(3);
  const row = (name: string, a: Measured, b: Measured) =>
    `| ${name} | ${Math.round(a.rps)} | ${ms(a.p99)} | ${cpu(a.apiCpuMs)} / ${cpu(a.dbCpuMs)} | ${Math.round(b.rps)} | ${ms(b.p99)} | ${cpu(b.apiCpuMs)} / ${cpu(b.dbCpuMs)} | ${(b.rps / a.rps).toFixed(2)} | ${a.errors + b.errors} |`;
  const markdown = `## One API instance against two, behind HAProxy (real PostgreSQL, one Redis)

Run ${new Date().toISOString()} on ${machine()}; \`pnpm bench two-instances\` (\`BENCH_CLEANERS\`, \`BENCH_DURATION\`). ${cleaners.toLocaleString('en')} seeded cleaners; each API instance started as a deployment starts it (\`api/node-flags\`), with \`REDIS_URL\` (the sockets' fan-out) and \`PAGE_CACHES=false\`; HAProxy 2.6 in front, round robin (\`lib/instances.ts\`, the layout of docs/deploy.md). Every call through the proxy; ${duration} s per run after a warm-up of 2,000 searches one at a time. Varied search (\`lib/search-queries.ts\`) and profiles (a different cleaner each call): autocannon, 50 connections; booking creation: 10 connections, every request a distinct slot (\`lib/booking-load.ts\`). Instances, proxy, PostgreSQL, Redis and the load share the same 2 cores.

CPU ms per call: the API instances' together / PostgreSQL's (every \`postgres\` process; nothing else uses the server during the run).

| run | one: req/s | one: p99 ms | one: CPU ms API / db | two: req/s | two: p99 ms | two: CPU ms API / db | two ÷ one | errors |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${row('control: GET /api/health', one.health, two.health)}
${row('varied search', one.search, two.search)}
${row('profile', one.profile, two.profile)}
${row('booking create', one.booking, two.booking)}

- Resident memory per instance at the end: one ${one.rss.map((r) => r.toFixed(0)).join(', ')} MiB; two ${two.rss.map((r) => r.toFixed(0)).join(', ')} MiB.
- Two instances against one: search ×${(two.search.rps / one.search.rps).toFixed(2)}, profiles ×${(two.profile.rps / one.profile.rps).toFixed(2)}, bookings ×${(two.booking.rps / one.booking.rps).toFixed(2)}; the control route that reads nothing ×${(two.health.rps / one.health.rps).toFixed(2)} (on 2 cores shared with everything else, a second process can add only what the first left idle).
- The host's pace before the runs (\`lib/host-pace.ts\`): ${describePace('measured', pace)}.`;
  recordSection('two-instances', markdown);
  process.stdout.write(`${markdown}\n`);
} finally {
  await database.drop();
}
