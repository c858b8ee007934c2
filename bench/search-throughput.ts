// Search and public profile against a bare Fastify route, on the real PostgreSQL with 10,000
// listed cleaners. Goals (issue 4): search ≥ 0.12 × bare at 50 connections and p99 ≤ 20 ms at
// 500 req/s; profile ≥ 0.35 × bare and p99 ≤ 10 ms at 1,000 req/s.
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, todayInToronto } from '../api/src/lib/business-time.ts';
import { buildSearchSql } from '../api/src/modules/search/search.service.ts';
import { createBenchDatabase } from './lib/bench-database.ts';
import { autocannonFigures, type LoadFigures, openLoop } from './lib/load.ts';
import { apiReadyLine, apiServer, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';
import { seedCleaners } from './lib/seed-cleaners.ts';

const cleaners = Number(process.env.BENCH_CLEANERS ?? 10_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);

/** As many as the server answers with `connections` calls always in flight. */
async function load(url: string, options: { connections: number }): Promise<LoadFigures> {
  return autocannonFigures(await autocannon({ url, connections: options.connections, duration }));
}

const database = await createBenchDatabase();
const bare = await startProcess(fileURLToPath(new URL('./bare-server.ts', import.meta.url)), {}, /listening on (http:\/\/\S+)/);
let api: Awaited<ReturnType<typeof startProcess>> | undefined;
try {
  api = await startProcess(
    apiServer,
    {
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      DATABASE_POOL_MAX: '20',
    },
    apiReadyLine,
  );
  const seeded = performance.now();
  await seedCleaners(database.url, cleaners);
  const seedSeconds = (performance.now() - seeded) / 1000;

  const searchPath = '/api/search/cleaners?city=Montr%C3%A9al&serviceType=basic&pets=dogs&gender=female&availableSoon=true';
  const check = await fetch(api.url + searchPath);
  const page = (await check.json()) as { items: unknown[] };
  if (check.status !== 200 || page.items.length === 0)
    throw new Error(`search answered ${check.status} with ${page.items.length} items`);
  const profilePath = '/api/cleaners/bench-42';
  if ((await fetch(api.url + profilePath)).status !== 200) throw new Error('profile not found');

  // Warm-up, then the measured runs.
  await load(`${bare.url}/health`, { connections: 10 });
  await load(api.url + searchPath, { connections: 10 });
  const bareMax = await load(`${bare.url}/health`, { connections: 50 });
  const searchMax = await load(api.url + searchPath, { connections: 50 });
  const search500 = await openLoop(new URL(api.url), 500, duration, () => ({ method: 'GET', path: searchPath }));
  const profileMax = await load(api.url + profilePath, { connections: 50 });
  const profile1000 = await openLoop(new URL(api.url), 1000, duration, () => ({ method: 'GET', path: profilePath }));

  // The plan of the query the search above runs, to see which indexes it uses.
  const today = todayInToronto();
  const { sql, values } = buildSearchSql(
    {
      place: { latitude: 45.5089, longitude: -73.5617, cityName: 'Montréal', radiusKm: 25 },
      serviceType: 'basic',
      pets: ['dogs'],
      gender: 'female',
      days: [0, 1, 2, 3].map((n) => addDays(today, n)),
      clientId: null,
    },
    'recommended',
    20,
    null,
    today,
  );
  let n = 0;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const plan = await client.query(
    `explain (analyze, costs off, timing off, summary on) ${sql.replace(/\?/g, () => `$${++n}`)}`,
    values,
  );
  await client.end();
  const planLines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']);
  const indexes = [...new Set(planLines.join('\n').match(/(?:Index|Bitmap Index) (?:Only )?Scan (?:using|on) (\w+)/g) ?? [])];

  const ms = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
  const row = (name: string, f: LoadFigures) => `| ${name} | ${Math.round(f.rps)} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.errors} |`;
  const ratio = (f: LoadFigures) => f.rps / bareMax.rps;
  const verdict = (ok: boolean) => (ok ? 'met' : '**NOT met**');
  const markdown = `## Search and public profile (10,000 cleaners, real PostgreSQL)

Run ${new Date().toISOString()} on ${machine()}; ${cleaners} listed cleaners over 80 municipalities with 60 days of availability (seeded in ${seedSeconds.toFixed(1)} s); API and bare server in their own processes, the load in a third, all on the same 2 cores; ${duration} s per run; logging off. Connection runs: autocannon, that many calls always in flight. Steady runs: one call every 1/rate s whatever the answers (open loop, \`lib/load.ts\`), each timed from its send to its answer.
Search: \`${decodeURIComponent(searchPath)}\` (city + 3 filters + next 3 days, sorted by recommendation). Profile: \`GET ${profilePath}\`.

| run | req/s | p50 ms | p99 ms | errors |
| --- | ---: | ---: | ---: | ---: |
${row('bare Fastify JSON route, 50 connections', bareMax)}
${row('search, 50 connections', searchMax)}
${row('search, steady 500 req/s', search500)}
${row('profile, 50 connections', profileMax)}
${row('profile, steady 1,000 req/s', profile1000)}

- Search throughput ratio: **${ratio(searchMax).toFixed(3)}** (goal ≥ 0.12: ${verdict(ratio(searchMax) >= 0.12)}); p99 at 500 req/s: **${ms(search500.p99)} ms** (goal ≤ 20: ${verdict(search500.p99 <= 20)}).
- Profile throughput ratio: **${ratio(profileMax).toFixed(3)}** (goal ≥ 0.35: ${verdict(ratio(profileMax) >= 0.35)}); p99 at 1,000 req/s: **${ms(profile1000.p99)} ms** (goal ≤ 10: ${verdict(profile1000.p99 <= 10)}).
- Indexes in the search plan: ${indexes.map((i) => `\`${i}\``).join(', ') || 'none'}.

<details><summary>Search query plan (EXPLAIN ANALYZE)</summary>

\`\`\`
${planLines.join('\n')}
\`\`\`
</details>`;
  recordSection('search-throughput', markdown);
  process.stdout.write(`${markdown}\n`);
} finally {
  await api?.stop();
  await bare.stop();
  await database.drop();
}
