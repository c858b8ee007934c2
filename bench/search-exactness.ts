// Search's in-memory model against search written as one plain SQL statement (issue 39): at
// 100,000 cleaners, 2,000 varied queries (city, point and region; every sort; filters; page
// sizes 10–50), up to 4 pages each by cursor, then again after two batches of changes written
// straight to the tables (the kept places are updated in place, not rebuilt). Every page must
// name the same cleaners in the same order, with the same scores, distances, next cursor and,
// for an empty first page, the same filters to relax.

import pg from 'pg';
import { addDays, todayInToronto } from '../api/src/lib/business-time.ts';
import { createBenchDatabase } from './lib/bench-database.ts';
import { apiReadyLine, apiServer, benchApiEnv, type Started, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';
import { random, searchPaths } from './lib/search-queries.ts';
import { createSearchReference, type ReferencePage } from './lib/search-reference.ts';
import { seedCleanerStats } from './lib/seed-cleaner-stats.ts';
import { seedCleaners } from './lib/seed-cleaners.ts';

const cleaners = Number(process.env.BENCH_CLEANERS ?? 100_000);
const queryCount = Number(process.env.BENCH_QUERIES ?? 2_000);
const pagesPerQuery = 4;

interface ApiPage {
  items: Array<{
    cleaner: { id: string };
    distanceKm: number | null;
    scores: { overall: number; location: number; availability: number };
  }>;
  nextCursor: string | null;
  suggestions: { relax: string[] } | null;
}

/** Point and region queries beside the city ones (lib/search-queries.ts): radii of 5–49 km, every sort. */
function otherPaths(count: number, seed: number): string[] {
  const next = random(seed);
  const today = todayInToronto();
  const places = ['45.5088,-73.5878', '46.8139,-71.2080', '45.4042,-71.8929', '45.4765,-75.7013', '46.3432,-72.5477'];
  const paths: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const query = new URLSearchParams();
    if (i % 5 === 4) query.set('regionId', ['06', '03', '05', '07', '13', '16'][i % 6] as string);
    else {
      const [lat, lng] = (places[i % places.length] as string).split(',').map(Number) as [number, number];
      query.set('lat', (lat + (next() - 0.5) * 0.2).toFixed(4));
      query.set('lng', (lng + (next() - 0.5) * 0.2).toFixed(4));
      query.set('radiusKm', String(5 + Math.floor(next() * 45)));
    }
    if (next() < 0.4) query.set('serviceType', ['basic', 'deep', 'office'][Math.floor(next() * 3)] as string);
    if (next() < 0.3) query.set('gender', ['female', 'male'][Math.floor(next() * 2)] as string);
    if (next() < 0.2) query.set('date', addDays(today, Math.floor(next() * 20)));
    if (next() < 0.2) query.set('minRating', '4');
    if (next() < 0.15) query.set('experienceLevel', ['beginner', 'intermediate', 'expert'][Math.floor(next() * 3)] as string);
    if (next() < 0.1) query.set('verified', 'true');
    query.set('sort', ['recommended', 'rating', 'price', 'distance'][i % 4] as string);
    query.set('limit', String(10 + Math.floor(next() * 41)));
    paths.push(`/api/search/cleaners?${query}`);
  }
  return paths;
}

/** The page as both sides can state it: one line per row, then the cursor and the filters to relax. */
function linesOfApi(page: ApiPage): string[] {
  return [
    ...page.items.map((i) => `${i.cleaner.id} ${i.scores.overall} ${i.scores.location} ${i.scores.availability} ${i.distanceKm}`),
    `next ${page.nextCursor}`,
    `relax ${page.suggestions ? page.suggestions.relax.join(',') : '-'}`,
  ];
}

function linesOfReference(page: ReferencePage): string[] {
  return [
    ...page.items.map((i) => `${i.id} ${i.overall} ${i.location} ${i.availability} ${i.distanceKm}`),
    `next ${page.nextCursor}`,
    `relax ${page.relax ? page.relax.join(',') : '-'}`,
  ];
}

const database = await createBenchDatabase();
let api: Started | undefined;
const reference = createSearchReference(database.url);
try {
  // It checks answers, not speed: no load shedding (a busy machine's stall would answer 503).
  api = await startProcess(
    apiServer,
    benchApiEnv(database.url, { PAGE_CACHES: 'false', PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' }),
    apiReadyLine,
  );
  await seedCleaners(database.url, cleaners);
  await seedCleanerStats(database.url, cleaners);
  const base = api.url;
  const today = todayInToronto();
  const cityPaths = searchPaths(Math.round(queryCount * 0.75), { seed: 5 });
  const paths = [...cityPaths, ...otherPaths(queryCount - cityPaths.length, 9)];
  const differences: string[] = [];
  let pages = 0;
  let empty = 0;

  const compare = async (list: readonly string[], round: string) => {
    for (const path of list) {
      let cursor: string | null = null;
      for (let n = 0; n < pagesPerQuery; n += 1) {
        const paged: string = cursor ? `${path}&cursor=${cursor}` : path;
        const response = await fetch(base + paged);
        if (response.status !== 200) throw new Error(`${paged} answered ${response.status}: ${await response.text()}`);
        const mine = (await response.json()) as ApiPage;
        const theirs = await reference.page(paged, today);
        const a = linesOfApi(mine);
        const b = linesOfReference(theirs);
        pages += 1;
        if (mine.items.length === 0) empty += 1;
        if (a.join('\n') !== b.join('\n')) {
          const at = a.findIndex((line, i) => line !== b[i]);
          differences.push(`${round} ${paged}\n  model: ${a[at]}\n  SQL:   ${b[at]}`);
        }
        cursor = mine.nextCursor;
        if (!cursor) break;
      }
    }
  };

  const started = performance.now();
  await compare(paths, 'loaded');
  // Changes straight to the tables, as any writer would make them: the model learns them from
  // search_change before the next page (small batches: the kept places are updated, not rebuilt).
  const admin = new pg.Client({ connectionString: database.url });
  // Dropping the database at the end ends this connection too, if an error came first.
  admin.on('error', () => undefined);
  await admin.connect();
  const change = async (first: number, count: number) => {
    const ids = Array.from({ length: count }, (_, i) => `usr_${String(first + i * 97).padStart(26, '0')}`);
    const part = (k: number) => ids.filter((_, i) => i % 5 === k);
    await admin.query('update cleaner_stats set rating = 5.00, review_count = review_count + 1 where user_id = any($1)', [
      part(0),
    ]);
    await admin.query(`update cleaner_profile set service_cities = array['Laval', 'Longueuil'] where user_id = any($1)`, [
      part(1),
    ]);
    await admin.query('update cleaner_profile set listed = false where user_id = any($1)', [part(2)]);
    await admin.query(
      'update cleaner_profile set home_latitude = home_latitude + 0.05, hourly_rate_cents = 2500, price_from_cents = 2500 where user_id = any($1)',
      [part(3)],
    );
    await admin.query(`delete from cleaner_available_day where user_id = any($1) and day < current_date + 10`, [part(4)]);
  };
  const again = paths.filter((_, i) => i % 4 === 0);
  await change(11, 40);
  await compare(again, 'after 40 changes');
  await change(5_003, 600);
  await compare(again, 'after 600 more');
  await admin.end();
  const seconds = (performance.now() - started) / 1000;

  const markdown = `## Search exactness: the in-memory model against plain SQL (${cleaners.toLocaleString('en')} cleaners)

Run ${new Date().toISOString()} on ${machine()}; \`pnpm bench search-exactness\` (\`BENCH_CLEANERS\`, \`BENCH_QUERIES\`). ${paths.length.toLocaleString('en')} queries (${cityPaths.length.toLocaleString('en')} by city from \`lib/search-queries.ts\`, the rest by point with radii of 5–49 km or by region; every sort; page sizes 10–50), up to ${pagesPerQuery} pages each by cursor; then a quarter of them again after 40 cleaners changed and again after 600 more (ratings, cities served, unlisted, moved with a new price, days removed), written with SQL straight to the tables. The API (cache off) against \`lib/search-reference.ts\`: one SQL statement that scores every member of the place and orders them, sharing no code with the model. Compared per page: each row's cleaner, overall, location and availability scores and distance, the next cursor, and for an empty first page the filters to relax.

- Pages compared: **${pages.toLocaleString('en')}** (${empty.toLocaleString('en')} empty), in ${seconds.toFixed(0)} s.
- Differences: **${differences.length}**${differences.length > 0 ? `; the first ones:\n\n\`\`\`\n${differences.slice(0, 5).join('\n')}\n\`\`\`` : '.'}`;
  recordSection('search-exactness', markdown);
  process.stdout.write(`${markdown}\n`);
  if (differences.length > 0) process.exitCode = 1;
} finally {
  await reference.end();
  await api?.stop();
  await database.drop();
}
