// POST /api/bookings on the real PostgreSQL: a transaction with the exclusion constraint, the
// deposit through the local provider and its ledger rows, every request a distinct slot.
// Goals (issue 39, after issue 5's 400/s and 50 ms): highest throughput ≥ 500/s; p99 ≤ 30 ms at a steady 200/s.
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createBenchDatabase } from './lib/bench-database.ts';
import { prepareBookings } from './lib/booking-load.ts';
import { describePace, measureHostPace } from './lib/host-pace.ts';
import { autocannonFigures, openLoop } from './lib/load.ts';
import { apiReadyLine, apiServer, benchApiEnv, postgresCpuMs, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';
import { collectionsOf, sampleWaits, stallsOf } from './lib/stall-timeline.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);

const cleanerCount = 40;
const clientCount = 40;

const database = await createBenchDatabase();
let api: Awaited<ReturnType<typeof startProcess>> | undefined;
try {
  // Before the API starts and after it stops, so that its queued work does not slow the probe.
  const paceBefore = await measureHostPace(database.url);
  // The API prints its garbage collections (--trace-gc) to a log of its own: the steady run's
  // slow calls are set beside them (lib/stall-timeline.ts).
  const processLog = join(mkdtempSync(join(tmpdir(), 'propre-booking-')), 'api.log');
  process.env.BENCH_PROCESS_LOG = processLog;
  process.env.BENCH_NODE_ARGS = `${process.env.BENCH_NODE_ARGS ?? ''} --trace-gc`;
  const spawnedAt = performance.now();
  // Sign-up is limited per address; the benchmark's own proxy header gives each account its own.
  api = await startProcess(apiServer, benchApiEnv(database.url, { TRUST_PROXY: 'true' }), apiReadyLine);
  const base = api.url;
  const nextRequest = await prepareBookings(base);
  // As many as the API answers with 10 calls always in flight.
  const run = () =>
    autocannon({
      url: `${base}/api/bookings`,
      connections: 10,
      duration,
      requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...nextRequest() }) }],
    });
  await run(); // warm-up, and slots enough for the measured runs
  const cpuBefore = api.cpuMs();
  const databaseCpuBefore = postgresCpuMs();
  const max = await run();
  // The API's own CPU per booking (relay and notification jobs it caused included, as they run
  // in the same process): one core cannot create more than 1000 / this many per second.
  const cpuPerBooking = (api.cpuMs() - cpuBefore) / max.requests.total;
  const databaseCpuPerBooking = (postgresCpuMs() - databaseCpuBefore) / max.requests.total;
  const calls: Array<{ sentAt: number; ms: number }> = [];
  const sampler = await sampleWaits(database.url);
  const runStartedAt = performance.now();
  const steady = await openLoop(
    new URL(base),
    200,
    duration,
    () => ({ method: 'POST', path: '/api/bookings', ...nextRequest() }),
    201,
    (sentAt, ms) => calls.push({ sentAt, ms }),
  );
  const waits = await sampler.stop(runStartedAt - sampler.startedAt);
  await api.stop();
  api = undefined;
  // Slow: over 20 ms (four times a typical call), or the run's p99 if higher.
  const slowMs = Math.max(20, steady.p99);
  const stalls = stallsOf(calls, slowMs, collectionsOf(processLog, runStartedAt - spawnedAt), waits);
  const slowCalls = stalls.reduce((sum, stall) => sum + stall.calls, 0);
  const inGc = stalls.filter((stall) => stall.collections.length > 0);
  const timeline = stalls
    .slice()
    .sort((x, y) => y.calls - x.calls)
    .slice(0, 8)
    .sort((x, y) => x.at - y.at)
    .map(
      (stall) =>
        `| ${stall.at.toFixed(2)} | ${stall.spanMs.toFixed(0)} | ${stall.calls} | ${stall.worstMs.toFixed(0)} | ${stall.collections.join(', ') || '—'} | ${stall.waits.join(', ') || '—'} |`,
    )
    .join('\n');
  const paceAfter = await measureHostPace(database.url);
  const a = autocannonFigures(max);
  const b = steady;
  const markdown = `## Booking create (real PostgreSQL)

Run ${new Date().toISOString()} on ${machine()}; \`POST /api/bookings\` by ${clientCount} clients for ${cleanerCount} cleaners, every request a distinct slot (transaction, exclusion constraint, deposit through the local provider, ledger rows, expiry job); ${duration} s per run after a warm-up; logging off. Highest throughput: autocannon, 10 calls always in flight. Steady 200/s: one call every 5 ms whatever the answers (open loop), each timed from its send to its answer. (autocannon's own rate option is a budget per second that each connection spends at full speed, so its "200/s" ran at full throughput for most of each second.)

| run | req/s | p50 ms | p99 ms | non-2xx/errors |
| --- | ---: | ---: | ---: | ---: |
| highest throughput | ${Math.round(a.rps)} | ${a.p50} | ${a.p99} | ${a.errors} |
| steady 200 req/s | ${Math.round(b.rps)} | ${b.p50.toFixed(1)} | ${b.p99.toFixed(1)} | ${b.errors} |

- Throughput **${Math.round(a.rps)}/s** (goal ≥ 500: ${a.rps >= 500 ? 'met' : '**NOT met**'}); p99 at 200/s **${b.p99.toFixed(1)} ms** (goal ≤ 30: ${b.p99 <= 30 ? 'met' : '**NOT met**'}).
- API CPU per booking during the highest-throughput run: **${cpuPerBooking.toFixed(2)} ms** (the API's one event loop tops out near ${Math.round(1000 / cpuPerBooking)}/s; 400/s needs ≤ 2.5 ms).
- PostgreSQL CPU per booking in the same run: **${databaseCpuPerBooking.toFixed(2)} ms**. The API, the database and the load generator share this machine's ${cpus().length} cores, so 400/s needs the three together under ${((cpus().length * 1000) / 400).toFixed(1)} ms; these CPU figures vary less than throughput from one run to the next on a shared machine.
- The host's pace (\`lib/host-pace.ts\`; compare runs only at a similar pace): ${describePace('before the API started', paceBefore)}; ${describePace('after it stopped', paceAfter)}.

### Where the steady run's slow calls come from

Calls over ${slowMs.toFixed(1)} ms (20 ms, or the p99 if higher): **${slowCalls}** of ${calls.length}, in **${stalls.length}** stalls (slow calls sent within 25 ms of each other); ${inGc.length} of the stalls overlap one of the API's garbage collections (\`--trace-gc\`, times from the process's start, within some 50 ms), holding ${inGc.reduce((sum, stall) => sum + stall.calls, 0)} of the slow calls. Beside each, what the benchmark database's active sessions waited on (\`pg_stat_activity\` every 10 ms; CPU: active, no wait). The largest stalls:

| s into the run | span ms | slow calls | worst ms | API collections | database waits |
| ---: | ---: | ---: | ---: | --- | --- |
${timeline}`;
  recordSection('booking-create', markdown);
  process.stdout.write(`${markdown}\n`);
} finally {
  await api?.stop();
  await database.drop();
}
