// Lighthouse, mobile, on /book/{slug} of the built marketplace, signed out (docs/adr/0007), with
// Debian's Chromium; and the size of the booking widget's entry (size-limit, peers excluded).
// Goals (issue 25): the booking entry ≤ 25 kB gzip; the Lighthouse score is recorded.
//
// One command: `pnpm bench lighthouse-book`. It builds the marketplace and the widgets when
// stale, starts the API on a fresh embedded database (the demo data) on a free port, runs
// Lighthouse 13.5.0 through `pnpm dlx` (pinned; not a workspace dependency, so the workspace's
// lockfile keeps one copy of each test tool), and never downloads a browser.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiReadyLine, apiServer, repoRoot, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';

const lighthouseVersion = '13.5.0';
const slug = process.env.BENCH_BOOK_SLUG ?? 'carlos-rodriguez';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update';
const runs = Number(process.env.BENCH_ROUNDS ?? 3);

function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The booking and bookings entries' first loads (size-limit's own figures, gzip, peers excluded). */
function entrySizesKb(): { booking: number; bookings: number } {
  run('pnpm', ['--filter', '@propre/widgets', 'run', 'build']);
  const report = JSON.parse(run('npx', ['size-limit', '--json'], { cwd: join(repoRoot, 'widgets') })) as {
    name: string;
    size: number;
  }[];
  const size = (prefix: string) => {
    const entry = report.find((item) => item.name.startsWith(prefix));
    if (!entry) throw new Error(`size-limit has no "${prefix}" entry`);
    return entry.size / 1000;
  };
  return { booking: size('booking widgets'), bookings: size('bookings widgets') };
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function lighthouse(url: string, outDir: string, round: number): Scores {
  const output = join(outDir, `book-${round}.json`);
  run(
    'pnpm',
    [
      'dlx',
      `lighthouse@${lighthouseVersion}`,
      url,
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${output}`,
    ],
    { env: { CHROME_PATH: chromePath, PUPPETEER_SKIP_DOWNLOAD: '1' } },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const sizes = entrySizesKb();
const entryKb = sizes.booking;
run(process.execPath, [join(repoRoot, 'reference-app/scripts/ensure-built.ts')]);
const dataDir = mkdtempSync(join(tmpdir(), 'propre-lighthouse-'));
const api = await startProcess(apiServer, { HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, apiReadyLine);
const rounds: Scores[] = [];
try {
  for (;;) {
    const ready = await fetch(`${api.url}/api/health/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = `${api.url}/book/${slug}`;
  // A first visit warms the server (the profile and the availability it reads), not measured.
  await fetch(url);
  for (let round = 1; round <= runs; round += 1) {
    const scores = lighthouse(url, dataDir, round);
    rounds.push(scores);
    process.stdout.write(`round ${round}: ${JSON.stringify(scores)}\n`);
  }
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const pick = (key: keyof Scores) => median(rounds.map((scores) => scores[key]));
const performance = pick('performance');
recordSection(
  'lighthouse-book',
  `## lighthouse-book — Lighthouse mobile on /book/{slug}, and the booking widget's size

Run ${new Date().toISOString().slice(0, 10)} on ${machine()}; \`pnpm bench lighthouse-book\`
(Lighthouse ${lighthouseVersion}, its default mobile emulation and simulated throttling, Debian Chromium
\`${chromePath}\`; the built marketplace served by the API on a fresh embedded database, signed out,
\`/book/${slug}\`; median of ${runs} runs). Shared 2-core machine: scores under load from other work
are lower than on a quiet one; rerun there to compare.

| figure | value | goal |
| --- | --- | --- |
| booking widget entry + PropreProvider, first load (gzip, peers excluded) | ${entryKb.toFixed(2)} kB | ≤ 25 kB ${entryKb <= 25 ? '✅' : '❌'} |
| bookings widgets entry + PropreProvider, first load (each widget and its texts on demand) | ${sizes.bookings.toFixed(2)} kB | ≤ 25 kB ${sizes.bookings <= 25 ? '✅' : '❌'} |
| Lighthouse performance (mobile) | ${performance} | recorded |
| Lighthouse accessibility | ${pick('accessibility')} | recorded |
| Lighthouse best practices | ${pick('bestPractices')} | recorded |
| Lighthouse SEO | ${pick('seo')} | recorded |
| largest contentful paint (simulated) | ${pick('lcpMs')} ms | recorded |
| total blocking time (simulated) | ${pick('tbtMs')} ms | recorded |
| cumulative layout shift | ${pick('cls')} | recorded |

Each run: ${rounds.map((scores) => `${scores.performance}/${scores.accessibility}/${scores.bestPractices}/${scores.seo}`).join(', ')} (performance/accessibility/best practices/SEO).`,
);
