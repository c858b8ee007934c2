// Lighthouse 13.5.0 through `pnpm dlx` (pinned; not a workspace dependency, so the workspace's
// lockfile keeps one copy of each test tool), mobile (its default emulation and simulated
// throttling), in Debian's Chromium: never downloads a browser.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './processes.ts';

export const lighthouseVersion = '13.5.0';
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update';

export function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): string {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The audits that lost points outside performance (id: title), to say what misses. */
  failing: string[];
}

interface Report {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

/** One Lighthouse run of `url`; its JSON report is kept at `output`. */
export function lighthouse(url: string, output: string): Scores {
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
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${report.audits[ref.id]?.title ?? ''}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failing,
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** The median of each figure over the runs. */
export function medianScores(rounds: readonly Scores[]): Omit<Scores, 'failing'> {
  const pick = (key: Exclude<keyof Scores, 'failing'>) => median(rounds.map((scores) => scores[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}

export const reportPath = (dir: string, name: string) => join(dir, `${name}.json`);
