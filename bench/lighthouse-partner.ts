// Lighthouse, mobile, on a partner's page that embeds the booking widget with the script tag
// (issue 38: performance ≥ 90). The page is plain HTML served from another origin
// (http://localhost, its own port; the API on http://127.0.0.1) with the snippet as the partner docs give it; the marketplace's API
// serves the loader and the widget, its demo partner's publishable key allowing that origin.
// Median of 3 runs, with the machine's load average (a busy machine scores lower).
//
// One command: `pnpm bench lighthouse-partner` (BENCH_ROUNDS=1 for a quick look). It builds the
// embed when stale and starts the API on a fresh embedded database (the demo data).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromePath, lighthouse, lighthouseVersion, medianScores, run, type Scores } from './lib/lighthouse.ts';
import { apiReadyLine, apiServer, repoRoot, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';

// The demo partner's key (api/src/modules/partners/partners.seed.ts): public, demo data only.
const demoPublishableKey = `pk_live_${'demoPartnersPlayground'.padEnd(43, '0')}`;
const slug = process.env.BENCH_BOOK_SLUG ?? 'carlos-rodriguez';
const runs = Number(process.env.BENCH_ROUNDS ?? 3);
const reportsDir = process.env.BENCH_LIGHTHOUSE_DIR ?? mkdtempSync(join(tmpdir(), 'propre-lighthouse-partner-'));
mkdirSync(reportsDir, { recursive: true });
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** A property manager's page as one would write it: its own text, then the snippet. */
const partnerPage = (apiOrigin: string) => `<!doctype html>
<html lang="fr-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gestion Immo Démo — Réserver le ménage</title>
<meta name="description" content="Réservez le ménage de votre logement avec un nettoyeur vérifié, sans quitter notre site.">
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:16px;line-height:1.5;color:#1d1d1b}</style>
</head>
<body>
<header><h1>Gestion Immo Démo</h1></header>
<main>
<p>Nos locataires réservent le ménage de fin de bail avec un nettoyeur vérifié, payé en deux fois.</p>
<script src="${apiOrigin}/embed/v1/loader.js" data-propre-key="${demoPublishableKey}" async></script>
<div data-propre-widget="booking" data-cleaner="${slug}" data-lang="fr" data-theme="default" data-brand="propre"></div>
</main>
</body>
</html>
`;

run(process.execPath, [join(repoRoot, 'widgets/scripts/build-embed.ts'), '--if-stale']);
// The partner's page is served by another process: Lighthouse runs synchronously here (lib/lighthouse.ts),
// and a server in this process would not answer while it does.
const partnerDir = mkdtempSync(join(tmpdir(), 'propre-partner-page-'));
const partnerPort = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  });
});
// Another origin than the API's (http://127.0.0.1:<its port>): host and port both differ.
const partnerUrl = `http://localhost:${partnerPort}/`;
const dataDir = mkdtempSync(join(tmpdir(), 'propre-lighthouse-partner-data-'));
const loadBefore = load();
const api = await startProcess(
  apiServer,
  { HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CORS_ORIGINS: new URL(partnerUrl).origin },
  apiReadyLine,
);
const rounds: Scores[] = [];
const loads: string[] = [];
let partner: ChildProcess | undefined;
try {
  for (;;) {
    const ready = await fetch(`${api.url}/api/health/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  writeFileSync(join(partnerDir, 'index.html'), partnerPage(new URL(api.url).origin));
  writeFileSync(join(partnerDir, 'favicon.ico'), '');
  partner = spawn('python3', ['-m', 'http.server', String(partnerPort), '--bind', '127.0.0.1', '--directory', partnerDir], {
    stdio: 'ignore',
  });
  for (;;) {
    const served = await fetch(partnerUrl).catch(() => undefined);
    if (served?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A first visit warms the API (the loader, the runtime's files, the cleaner's data), not measured.
  for (const path of ['/embed/v1/loader.js', `/api/cleaners/${slug}`]) await fetch(`${api.url}${path}`).catch(() => undefined);
  for (let round = 1; round <= runs; round += 1) {
    loads.push(load());
    const scores = lighthouse(partnerUrl, join(reportsDir, `partner-${round}.json`));
    rounds.push(scores);
    process.stdout.write(`partner page round ${round} (load ${loads.at(-1)}): ${JSON.stringify(scores)}\n`);
  }
} finally {
  await api.stop();
  partner?.kill();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(partnerDir, { recursive: true, force: true });
}
const loadAfter = load();
const m = medianScores(rounds);
const failing = [...new Set(rounds.flatMap((scores) => scores.failing))];

recordSection(
  'lighthouse-partner',
  `## lighthouse-partner — Lighthouse mobile on a partner's page with the script-tag booking widget (issue 38)

Run ${new Date().toISOString().slice(0, 10)} on ${machine()}; load average (1/5/15 min) ${loadBefore} before and ${loadAfter}
after. \`pnpm bench lighthouse-partner\` (Lighthouse ${lighthouseVersion}, default mobile emulation and simulated
throttling, Debian Chromium \`${chromePath}\`): a plain HTML page on http://localhost (its own port; the API on http://127.0.0.1) with the snippet for
\`booking\` (\`data-cleaner="${slug}"\`, French), the loader and the widget served by the API on a fresh embedded database;
median of ${runs} run(s).

| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| partner page + booking widget | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} | ${m.cls} | ${m.tbtMs} |

Goal: performance ≥ 90 — **${m.performance >= 90 ? 'met' : 'NOT met'}**. Audits that lost points outside performance:
${failing.length > 0 ? failing.map((line) => `\n- ${line}`).join('') : 'none.'}

Each run: ${rounds.map((s, i) => `${s.performance}/${s.accessibility}/${s.bestPractices}/${s.seo} LCP ${s.lcpMs} TBT ${s.tbtMs} CLS ${s.cls} (load ${loads[i]})`).join('; ')}.`,
);
