// The story tests' time without and with the fr/en × 3-theme matrix (docs/adr/0008): the same
// run of `vitest --project stories`, VITE_STORY_MATRIX=off (each story in its own language and
// theme only, as before the matrix) then lean (the default). Budget: at most +60 s on an idle
// machine. Rounds alternate off and lean (BENCH_ROUNDS, 1 by default) so a host that changes
// speed during the run weighs on both; the CPU time of the run's processes (user + system,
// Vitest and Chromium) is recorded too, since it depends less on what else the machine does.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { machine, recordSection } from './lib/results.ts';

const storybook = fileURLToPath(new URL('../storybook/', import.meta.url));
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const modes = ['off', 'lean'] as const;

interface Run {
  mode: (typeof modes)[number];
  wallS: number;
  cpuS: number;
  tests: string;
  load: number;
}

function runStories(mode: Run['mode']): Run {
  const load = loadavg()[0] ?? 0;
  // GNU time prints the wall and CPU seconds of the whole process tree it waited for.
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S', 'pnpm', 'exec', 'vitest', 'run', '--project', 'stories'], {
    cwd: storybook,
    env: { ...process.env, VITE_STORY_MATRIX: mode, FORCE_COLOR: '0' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  const time = output.match(/TIME ([\d.]+) ([\d.]+) ([\d.]+)/);
  const tests = output.match(/Tests\s+(.+)/)?.[1]?.trim() ?? 'unknown';
  if (!time) throw new Error(`no timing in the output of the ${mode} run:\n${output.slice(-2000)}`);
  if (result.status !== 0) process.stderr.write(`the ${mode} run failed (${tests}); its time is recorded anyway\n`);
  return { mode, wallS: Number(time[1]), cpuS: Number(time[2]) + Number(time[3]), tests, load };
}

const runs: Run[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const mode of round % 2 === 0 ? modes : [...modes].reverse()) {
    const run = runStories(mode);
    process.stdout.write(
      `${mode}: ${run.wallS.toFixed(0)} s wall, ${run.cpuS.toFixed(0)} s CPU (${run.tests}; load ${run.load.toFixed(1)})\n`,
    );
    runs.push(run);
  }
}

const mean = (mode: Run['mode'], key: 'wallS' | 'cpuS') => {
  const own = runs.filter((run) => run.mode === mode);
  return own.reduce((sum, run) => sum + run[key], 0) / own.length;
};
const addedWall = mean('lean', 'wallS') - mean('off', 'wallS');
const addedCpu = mean('lean', 'cpuS') - mean('off', 'cpuS');
const rows = runs
  .map((run) => `| ${run.mode} | ${run.wallS.toFixed(0)} s | ${run.cpuS.toFixed(0)} s | ${run.load.toFixed(1)} | ${run.tests} |`)
  .join('\n');
recordSection(
  'story-matrix',
  `## Story tests: the language and theme matrix

Run ${new Date().toISOString()} on ${machine()}; \`vitest run --project stories\` in storybook/, ${rounds} round(s), alternating.
\`off\`: each story in its own language and theme (as before the matrix); \`lean\`: then re-rendered in place in the other
language (axe, foreign texts, overflow) and the two other themes (colour contrast), docs/adr/0008.

| matrix | wall | CPU (user + system) | load average at start | tests |
| --- | ---: | ---: | ---: | --- |
${rows}

**Matrix cost: +${addedWall.toFixed(0)} s wall, +${addedCpu.toFixed(0)} s CPU** (goal ≤ +60 s wall on an idle machine: ${
    addedWall <= 60 ? 'met' : 'NOT met'
  }${runs.some((run) => run.load > 1.5) ? '; measured under load from other work, so rerun on an idle machine' : ''}).`,
);
