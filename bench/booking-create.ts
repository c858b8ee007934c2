// POST /api/bookings on the real PostgreSQL: a transaction with the exclusion constraint, the
// deposit through the local provider and its ledger rows, every request a distinct slot.
// Goals (issue 5): highest throughput ≥ 400/s; p99 ≤ 50 ms at a steady 200/s.
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { createBenchDatabase } from './lib/bench-database.ts';
import { describePace, measureHostPace } from './lib/host-pace.ts';
import { autocannonFigures, openLoop } from './lib/load.ts';
import { apiReadyLine, apiServer, benchApiEnv, postgresCpuMs, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
interface Session {
  token: string;
  user: { id: string };
}

const cleanerCount = 40;
const clientCount = 40;
const bio = 'Profil de référence pour les mesures de performance, nettoyage résidentiel soigné.';

async function call<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

function signupBody(role: 'client' | 'cleaner', i: number) {
  return {
    username: `${role}${i}_${randomUUID().slice(0, 6)}`,
    password: 'Banc-d-essai-Propre-2026',
    email: `${role}${i}.${randomUUID().slice(0, 6)}@example.ca`,
    name: `${role === 'client' ? 'Cliente' : 'Nettoyeur'} ${i}`,
    role,
    gender: 'other',
    acceptTerms: true,
    termsVersion: '2026-11-01',
  };
}

const database = await createBenchDatabase();
let api: Awaited<ReturnType<typeof startProcess>> | undefined;
try {
  // Before the API starts and after it stops, so that its queued work does not slow the probe.
  const paceBefore = await measureHostPace(database.url);
  // Sign-up is limited per address; the benchmark's own proxy header gives each account its own.
  api = await startProcess(apiServer, benchApiEnv(database.url, { TRUST_PROXY: 'true' }), apiReadyLine);
  const base = api.url;
  const cleaners: string[] = [];
  for (let i = 0; i < cleanerCount; i += 1) {
    const session = await call<Session>(base, 'POST', '/api/auth/signup', signupBody('cleaner', i));
    await call(
      base,
      'PATCH',
      '/api/cleaners/me/profile',
      { bio, hourlyRate: 3000, serviceTypes: ['basic'], serviceCities: ['Montréal'] },
      session.token,
    );
    cleaners.push(session.user.id);
  }
  // Many clients, as in real traffic: a client's own requests are serialised (first-booking
  // discount, idempotency), different clients' are not.
  const clients: Array<{ token: string; propertyId: string }> = [];
  for (let i = 0; i < clientCount; i += 1) {
    const client = await call<Session>(base, 'POST', '/api/auth/signup', signupBody('client', i));
    const suggestion = (
      await call<{ items: Array<{ suggestionId: string; streetAddress: string }> }>(
        base,
        'GET',
        `/api/properties/address-suggestions?q=${encodeURIComponent('4521 rue Saint-Denis, Montréal H2J 2L4')}`,
        undefined,
        client.token,
      )
    ).items[0];
    if (!suggestion) throw new Error('no address suggestion for the benchmark property');
    const property = await call<{ id: string }>(
      base,
      'POST',
      '/api/properties',
      {
        addressSuggestionId: suggestion.suggestionId,
        streetAddress: suggestion.streetAddress,
        name: 'Banc',
        type: 'house',
        bedrooms: 2,
        bathrooms: 1,
        stories: 1,
      },
      client.token,
    );
    clients.push({ token: client.token, propertyId: property.id });
  }

  // Distinct slots: cleaner × day × start time, never the same twice.
  let n = 0;
  const slot = () => {
    const i = n++;
    const cleanerId = cleaners[i % cleanerCount] as string;
    const rest = Math.floor(i / cleanerCount);
    const day = new Date(Date.now() + (2 + (rest % 300)) * 86_400_000).toISOString().slice(0, 10);
    const startTime = ['07:00', '12:00', '17:00'][Math.floor(rest / 300) % 3] as string;
    return { index: i, cleanerId, date: day, startTime };
  };
  /** The next request: a distinct slot, the client whose turn it is. */
  const nextRequest = () => {
    const next = slot();
    const client = clients[next.index % clientCount] as { token: string; propertyId: string };
    return {
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${client.token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        cleanerId: next.cleanerId,
        date: next.date,
        startTime: next.startTime,
        propertyId: client.propertyId,
        durationHours: 4,
        frequency: 'once',
        serviceType: 'basic',
        paymentMethodId: 'pm_card_visa',
      }),
    };
  };
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
  const steady = await openLoop(
    new URL(base),
    200,
    duration,
    () => ({ method: 'POST', path: '/api/bookings', ...nextRequest() }),
    201,
  );
  await api.stop();
  api = undefined;
  const paceAfter = await measureHostPace(database.url);
  const a = autocannonFigures(max);
  const b = steady;
  const markdown = `## Booking create (real PostgreSQL)

Run ${new Date().toISOString()} on ${machine()}; \`POST /api/bookings\` by ${clientCount} clients for ${cleanerCount} cleaners, every request a distinct slot (transaction, exclusion constraint, deposit through the local provider, ledger rows, expiry job); ${duration} s per run after a warm-up; logging off. Highest throughput: autocannon, 10 calls always in flight. Steady 200/s: one call every 5 ms whatever the answers (open loop), each timed from its send to its answer. (autocannon's own rate option is a budget per second that each connection spends at full speed, so its "200/s" ran at full throughput for most of each second.)

| run | req/s | p50 ms | p99 ms | non-2xx/errors |
| --- | ---: | ---: | ---: | ---: |
| highest throughput | ${Math.round(a.rps)} | ${a.p50} | ${a.p99} | ${a.errors} |
| steady 200 req/s | ${Math.round(b.rps)} | ${b.p50.toFixed(1)} | ${b.p99.toFixed(1)} | ${b.errors} |

- Throughput **${Math.round(a.rps)}/s** (goal ≥ 400: ${a.rps >= 400 ? 'met' : '**NOT met**'}); p99 at 200/s **${b.p99.toFixed(1)} ms** (goal ≤ 50: ${b.p99 <= 50 ? 'met' : '**NOT met**'}).
- API CPU per booking during the highest-throughput run: **${cpuPerBooking.toFixed(2)} ms** (the API's one event loop tops out near ${Math.round(1000 / cpuPerBooking)}/s; 400/s needs ≤ 2.5 ms).
- PostgreSQL CPU per booking in the same run: **${databaseCpuPerBooking.toFixed(2)} ms**. The API, the database and the load generator share this machine's ${cpus().length} cores, so 400/s needs the three together under ${((cpus().length * 1000) / 400).toFixed(1)} ms; these CPU figures vary less than throughput from one run to the next on a shared machine.
- The host's pace (\`lib/host-pace.ts\`; compare runs only at a similar pace): ${describePace('before the API started', paceBefore)}; ${describePace('after it stopped', paceAfter)}.`;
  recordSection('booking-create', markdown);
  process.stdout.write(`${markdown}\n`);
} finally {
  await api?.stop();
  await database.drop();
}
