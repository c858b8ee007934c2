// Lighthouse, mobile, on the public pages of the built marketplace, signed out (issue 37):
// /, /cleaners, /cleaners/{slug}, /blog and /book/{slug}; median of 3 runs each, with the
// machine's load average before and after (the machine is shared: a busy one scores lower).
// Goals: performance ≥ 95, accessibility 100, best practices 100, SEO 100, LCP ≤ 1.8 s,
// CLS ≤ 0.02, TBT ≤ 100 ms. Also the first-load budgets (reference-app/scripts/budget.ts).
//
// One command: `pnpm bench lighthouse-public` (BENCH_ROUNDS=1 for a quick look; BENCH_ROUTES=/,/blog
// for some of the pages). It builds the marketplace when stale, starts the API on a fresh
// embedded database (the demo data) on a free port, and runs Lighthouse 13.5.0 (lib/lighthouse.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromePath, lighthouse, lighthouseVersion, medianScores, run, type Scores } from './lib/lighthouse.ts';
import { apiReadyLine, apiServer, repoRoot, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';

const slug = process.env.BENCH_BOOK_SLUG ?? 'carlos-rodriguez';
const runs = Number(process.env.BENCH_ROUNDS ?? 3);
const allRoutes = ['/', '/cleaners', `/cleaners/${slug}`, '/blog', `/book/${slug}`];
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : allRoutes;
// Where the JSON reports stay (to read what an audit found): BENCH_LIGHTHOUSE_DIR, or a temporary folder.
const reportsDir = process.env.BENCH_LIGHTHOUSE_DIR ?? mkdtempSync(join(tmpdir(), 'propre-lighthouse-reports-'));
mkdirSync(reportsDir, { recursive: true });

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

run(process.execPath, [join(repoRoot, 'reference-app/scripts/ensure-built.ts')]);
const budget = run(process.execPath, [join(repoRoot, 'reference-app/scripts/budget.ts'), '--report']);
const dataDir = mkdtempSync(join(tmpdir(), 'propre-lighthouse-'));
const loadBefore = load();
const api = await startProcess(apiServer, { HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, apiReadyLine);
const results: { route: string; rounds: Scores[]; loads: string[] }[] = [];
try {
  for (;;) {
    const ready = await fetch(`${api.url}/api/health/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const route of routes) {
    const url = `${api.url}${route}`;
    // A first visit warms the server (the page's data, the render), not measured; a busy machine may
    // drop it, which the measured runs then pay for.
    await fetch(url, { headers: { accept: 'text/html' } }).catch((error: unknown) => {
      process.stdout.write(`${route}: warm-up failed (${String(error)})\n`);
    });
    const rounds: Scores[] = [];
    const loads: string[] = [];
    for (let round = 1; round <= runs; round += 1) {
      loads.push(load());
      const name = `${route.replace(/\//g, '_') || '_'}-${round}`;
      const scores = lighthouse(url, join(reportsDir, `${name}.json`));
      rounds.push(scores);
      process.stdout.write(`${route} round ${round} (load ${loads.at(-1)}): ${JSON.stringify(scores)}\n`);
    }
    results.push({ route, rounds, loads });
  }
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const loadAfter = load();

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const rows = results.map(({ route, rounds }) => {
  const m = medianScores(rounds);
  return `| \`${route.replace(slug, '{slug}')}\` | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} | ${m.cls} | ${m.tbtMs} |`;
});
const goals = results.flatMap(({ route, rounds }) => {
  const m = medianScores(rounds);
  const path = route.replace(slug, '{slug}');
  return [
    `- \`${path}\`: performance **${m.performance}** (goal ≥ 95: ${verdict(m.performance >= 95)})`,
    `- \`${path}\`: accessibility ${m.accessibility}, best practices ${m.bestPractices}, SEO ${m.seo} (goal 100 each: ${verdict(m.accessibility === 100 && m.bestPractices === 100 && m.seo === 100)})`,
    `- \`${path}\`: LCP ${m.lcpMs} ms, CLS ${m.cls}, TBT ${m.tbtMs} ms (goal ≤ 1800 ms, ≤ 0.02, ≤ 100 ms: ${verdict(m.lcpMs <= 1800 && m.cls <= 0.02 && m.tbtMs <= 100)})`,
  ];
});
const failing = [
  ...new Set(
    results.flatMap(({ route, rounds }) =>
      rounds.flatMap((scores) => scores.failing.map((audit) => `\`${route.replace(slug, '{slug}')}\` ${audit}`)),
    ),
  ),
];
const each = results.map(
  ({ route, rounds, loads }) =>
    `\`${route.replace(slug, '{slug}')}\`: ${rounds.map((s, i) => `${s.performance}/${s.accessibility}/${s.bestPractices}/${s.seo} LCP ${s.lcpMs} TBT ${s.tbtMs} CLS ${s.cls} (load ${loads[i]})`).join('; ')}`,
);

recordSection(
  'lighthouse-public',
  `## lighthouse-public — Lighthouse mobile on the public pages, and their first-load budgets (issue 37)

Run ${new Date().toISOString().slice(0, 10)} on ${machine()}; load average (1/5/15 min) ${loadBefore} before and
${loadAfter} after. \`pnpm bench lighthouse-public\` (Lighthouse ${lighthouseVersion}, its default mobile emulation and
simulated throttling, Debian Chromium \`${chromePath}\`; the built marketplace served by the API on a fresh embedded
database, signed out; median of ${runs} run(s) per page). Shared 2-core machine: Lighthouse's simulated throttling
multiplies whatever CPU time the page got, so a busy machine scores lower; rerun on a quiet one to compare.

| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

${goals.join('\n')}

Audits that lost points (accessibility, best practices, SEO): ${failing.length > 0 ? `\n\n${failing.map((line) => `- ${line}`).join('\n')}` : 'none.'}

Each run (performance/accessibility/best practices/SEO, the 1/5/15 min load average when it started):

${each.map((line) => `- ${line}`).join('\n')}

First loads (\`node reference-app/scripts/budget.ts\`, gzip -9):

\`\`\`
${budget.trim()}
\`\`\``,
);
