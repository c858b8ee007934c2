// Time from process start to a 200 from /api/health/ready on the embedded database: the
// first start (creates the database, migrates) and the second (reuses it). Goal: second ≤ 3 s.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiReadyLine, apiServer, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';

async function timeToReady(dataDir: string): Promise<number> {
  const started = performance.now();
  // As ./script/start runs it: with Node's compile cache (one per round, so the first start is cold).
  const env = {
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_COMPILE_CACHE: join(dataDir, '.compile-cache'),
  };
  const api = await startProcess(apiServer, env, apiReadyLine);
  try {
    for (;;) {
      const res = await fetch(`${api.url}/api/health/ready`).catch(() => undefined);
      if (res?.status === 200) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await api.stop();
  }
}

/** ./script/start's check that the marketplace's build is current, before the server (no rebuild). */
function buildCheck(): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [appBuildCheck], { stdio: 'ignore' });
  if (run.status !== 0) throw new Error('reference-app/scripts/ensure-built.ts failed');
  return performance.now() - started;
}
const appBuildCheck = fileURLToPath(new URL('../reference-app/scripts/ensure-built.ts', import.meta.url));

const runs = Number(process.env.BENCH_ROUNDS ?? 3);
const checks: number[] = [];
const first: number[] = [];
const second: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'propre-startup-'));
  try {
    first.push(await timeToReady(dataDir));
    checks.push(buildCheck());
    second.push(await timeToReady(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const fmt = (values: number[]) =>
  `${(Math.max(...values) / 1000).toFixed(2)} s (runs: ${values.map((v) => (v / 1000).toFixed(2)).join(', ')})`;
const worstSecond = (Math.max(...second) + Math.max(...checks)) / 1000;
const markdown = `## Start-up to ready (embedded PGlite)

Run ${new Date().toISOString()} on ${machine()}; \`node api/src/server.ts\` (with Node's compile cache, as \`./script/start\` runs it) until \`GET /api/health/ready\` answers 200, demo data on; ${runs} fresh data folders. Before a second start, \`./script/start\` also checks that the marketplace's build is current (no rebuild).

| start | worst of ${runs} |
| --- | --- |
| first (creates and migrates the database, loads demo data) | ${fmt(first)} |
| second (reuses the data folder) | ${fmt(second)} |
| the build check before it | ${fmt(checks)} |

**Second start: ${worstSecond.toFixed(2)} s** (worst server start + worst build check; goal ≤ 3 s: ${worstSecond <= 3 ? 'met' : 'NOT met'}).`;
recordSection('startup', markdown);
process.stdout.write(`${markdown}\n`);
