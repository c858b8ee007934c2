// A soak: a mixed workload (search, public profiles, a signed-in client's pages, health) on the
// real PostgreSQL with 2,000 cleaners, first at full speed to measure capacity, then for
// BENCH_SOAK_SECONDS (600 by default) at half that rate while the API's memory is sampled: RSS
// from /proc, and the live heap after a full collection through the inspector.
// Goals (issue 10): no errors, and no growth trend in memory (slope of the live heap after the
// first fifth ≤ 1 MB/min and the last tenth within 10 % of the second fifth). RSS is reported
// too, but the allocator keeps what it grew, so RSS alone cannot tell a leak from a high tide.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { createBenchDatabase } from './lib/bench-database.ts';
import { openHeapProbe } from './lib/live-heap.ts';
import { apiReadyLine, apiServer, benchApiEnv, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';
import { seedCleaners } from './lib/seed-cleaners.ts';

const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const cleaners = Number(process.env.BENCH_CLEANERS ?? 2_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const sampleEveryMs = Math.max(1_000, Math.round((soakSeconds * 1000) / 120));
// A full collection pauses the API: often enough for a trend, rarely enough not to weigh on it.
const heapEveryMs = Math.max(5_000, Math.round((soakSeconds * 1000) / 24));
const inspectorPort = 9_300 + Math.floor(Math.random() * 600);

const cities = ['Montréal', 'Québec', 'Laval', 'Gatineau', 'Longueuil', 'Sherbrooke', 'Lévis', 'Trois-Rivières'];
const filters = ['', '&serviceType=basic', '&pets=dogs', '&gender=female', '&availableSoon=true', '&serviceType=deep&pets=cats'];

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Least-squares slope of (seconds, MB), in MB per minute. */
function slopePerMinute(samples: Array<{ at: number; mb: number }>): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((s, p) => s + p.at, 0) / n;
  const my = samples.reduce((s, p) => s + p.mb, 0) / n;
  const num = samples.reduce((s, p) => s + (p.at - mx) * (p.mb - my), 0);
  const den = samples.reduce((s, p) => s + (p.at - mx) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 60;
}

const database = await createBenchDatabase();
let api: Awaited<ReturnType<typeof startProcess>> | undefined;
try {
  // The API migrates the database as it starts; the cleaners are seeded into it afterwards.
  api = await startProcess(
    apiServer,
    benchApiEnv(database.url, { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}` }),
    apiReadyLine,
  );
  const seeded = performance.now();
  await seedCleaners(database.url, cleaners);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const base = api.url;
  const pid = api.child.pid as number;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `soak_${Date.now()}`,
      password: 'Banc-d-essai-Propre-2026',
      email: `soak.${Date.now()}@example.ca`,
      name: 'Cliente Endurance',
      role: 'client',
      gender: 'other',
      acceptTerms: true,
      termsVersion: '2026-11-01',
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
  const { token } = (await signup.json()) as { token: string };

  let n = 0;
  const next = () => {
    n += 1;
    const kind = n % 10;
    if (kind < 4) {
      const city = encodeURIComponent(cities[n % cities.length] as string);
      return { path: `/api/search/cleaners?city=${city}${filters[n % filters.length]}`, auth: false };
    }
    if (kind < 7) return { path: `/api/cleaners/bench-${n % cleaners}`, auth: false };
    if (kind === 7) return { path: '/api/users/me', auth: true };
    if (kind === 8) return { path: '/api/properties', auth: true };
    return { path: '/api/health', auth: false };
  };
  const run = (seconds: number, rate?: number) =>
    autocannon({
      url: base,
      connections,
      duration: seconds,
      ...(rate ? { overallRate: rate } : {}),
      requests: [
        {
          setupRequest: (request) => {
            const { path, auth } = next();
            return { ...request, method: 'GET', path, headers: auth ? { authorization: `Bearer ${token}` } : {} };
          },
        },
      ],
    });

  await run(5);
  const capacity = await run(20);
  const rate = Math.max(1, Math.floor(capacity.requests.average / 2));

  const probe = await openHeapProbe(inspectorPort);
  const samples: Array<{ at: number; mb: number }> = [];
  const heap: Array<{ at: number; mb: number }> = [];
  const started = Date.now();
  const since = () => (Date.now() - started) / 1000;
  samples.push({ at: 0, mb: rssMegabytes(pid) });
  heap.push({ at: 0, mb: await probe.liveHeapMb() });
  const sampler = setInterval(() => samples.push({ at: since(), mb: rssMegabytes(pid) }), sampleEveryMs);
  const heapSampler = setInterval(() => {
    probe.liveHeapMb().then(
      (mb) => heap.push({ at: since(), mb }),
      () => undefined,
    );
  }, heapEveryMs);
  const soak = await run(soakSeconds, rate);
  clearInterval(sampler);
  clearInterval(heapSampler);
  samples.push({ at: since(), mb: rssMegabytes(pid) });
  heap.push({ at: since(), mb: await probe.liveHeapMb() });
  probe.close();

  const trend = (series: Array<{ at: number; mb: number }>) => {
    const mean = (xs: Array<{ mb: number }>) => xs.reduce((s, x) => s + x.mb, 0) / Math.max(xs.length, 1);
    const early = series.filter((s) => s.at >= soakSeconds * 0.2 && s.at < soakSeconds * 0.4);
    const late = series.filter((s) => s.at >= soakSeconds * 0.9);
    return { slope: slopePerMinute(series.filter((s) => s.at >= soakSeconds * 0.2)), growth: mean(late) / mean(early) - 1 };
  };
  const { slope, growth } = trend(samples);
  const live = trend(heap);
  const errors = soak.errors + soak.non2xx + soak.timeouts;
  const flat = live.slope <= 1 && live.growth <= 0.1;
  const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**');
  const spark = samples
    .filter((_, i) => i % Math.max(1, Math.floor(samples.length / 24)) === 0)
    .map((s) => `${Math.round(s.at)} s: ${s.mb.toFixed(0)}`)
    .join(' · ');

  const markdown = `## Soak: half of capacity for ${Math.round(soakSeconds / 60)} min, memory sampled (real PostgreSQL)

Run ${new Date().toISOString()} on ${machine()}; ${cleaners} listed cleaners (seeded in ${seedSeconds.toFixed(1)} s); API and autocannon on the same cores; ${connections} connections; logging off. Mix: 40 % search (8 cities × 6 filter sets), 30 % public profiles (${cleaners} distinct), 10 % \`GET /api/users/me\` and 10 % \`GET /api/properties\` as a signed-in client, 10 % health.

| run | req/s | p50 ms | p99 ms | errors / non-2xx |
| --- | ---: | ---: | ---: | ---: |
| capacity, 20 s flat out | ${Math.round(capacity.requests.average)} | ${capacity.latency.p50} | ${capacity.latency.p99} | ${capacity.errors + capacity.non2xx} |
| soak at ${rate} req/s for ${soakSeconds} s | ${Math.round(soak.requests.average)} | ${soak.latency.p50} | ${soak.latency.p99} | ${errors} |

- Requests in the soak: ${soak.requests.total}; errors and non-2xx: **${errors}** (goal 0: ${verdict(errors === 0)}).
- API live heap after a full collection (MB, every ${Math.round(heapEveryMs / 1000)} s): start ${heap[0]?.mb.toFixed(1)}, end ${heap.at(-1)?.mb.toFixed(1)}, max ${Math.max(...heap.map((s) => s.mb)).toFixed(1)}; slope after the first fifth **${live.slope.toFixed(2)} MB/min**, last tenth vs second fifth **${(live.growth * 100).toFixed(1)} %** (goal: no growth trend, ≤ 1 MB/min and ≤ 10 %: ${verdict(flat)}).
- Live heap samples (MB): ${heap.map((s) => `${Math.round(s.at)} s: ${s.mb.toFixed(1)}`).join(' · ')}.
- API RSS (MB): start ${samples[0]?.mb.toFixed(0)}, end ${samples.at(-1)?.mb.toFixed(0)}, max ${Math.max(...samples.map((s) => s.mb)).toFixed(0)}; slope after the first fifth ${slope.toFixed(2)} MB/min, last tenth vs second fifth ${(growth * 100).toFixed(1)} %.
- RSS samples (every ${Math.round(sampleEveryMs / 1000)} s, MB): ${spark}.`;

  recordSection('soak', markdown);
  process.stdout.write(`${markdown}\n`);
} finally {
  await api?.stop();
  await database.drop();
}
