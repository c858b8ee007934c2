// Lighthouse, mobile, on /book/{slug} of the built marketplace, signed out (docs/adr/0007), with
// Debian's Chromium; and the size of the booking widget's entry (size-limit, peers excluded).
// Goals (issue 25): the booking entry ≤ 25 kB gzip; the Lighthouse score is recorded.
//
// One command: `pnpm bench lighthouse-book`. It builds the marketplace and the widgets when
// stale, starts the API on a fresh embedded database (the demo data) on a free port, runs
// Lighthouse 13.5.0 (lib/lighthouse.ts). The public pages' bench, lighthouse-public, covers four more.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromePath, lighthouse, lighthouseVersion, median, run, type Scores } from './lib/lighthouse.ts';
import { apiReadyLine, apiServer, repoRoot, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';

const slug = process.env.BENCH_BOOK_SLUG ?? 'carlos-rodriguez';
const runs = Number(process.env.BENCH_ROUNDS ?? 3);

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
    const scores = lighthouse(url, join(dataDir, `book-${round}.json`));
    rounds.push(scores);
    process.stdout.write(`round ${round}: ${JSON.stringify(scores)}\n`);
  }
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const pick = (key: Exclude<keyof Scores, 'failing'>) => median(rounds.map((scores) => scores[key]));
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
