// Keeps storybook/storybook-static (served at /storybook/) in step with its sources.
//
//   node script/ensure-storybook.ts            stale? start a detached build and return at once
//   node script/ensure-storybook.ts --wait     stale? build now, in the foreground
//
// The build goes to a temporary folder and is moved into place whole, with a stamp of the
// sources' hash inside it: the server never serves half a build, and an unchanged tree costs
// one hash (tens of milliseconds). One build at a time: a lock file holds the builder's pid.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const storybook = join(root, 'storybook');
const output = join(storybook, 'storybook-static');
const stampName = '.propre-sources-hash';
// Scratch space on the same file system as the output (rename is atomic only there), git-ignored.
const work = join(storybook, 'node_modules', '.propre-storybook');
const lockFile = join(work, 'build.lock');
const logFile = join(work, 'build.log');
// The hash of sources whose build failed: not retried at every start, only once they change.
const failedFile = join(work, 'failed-hash');

/** Everything a build reads: Storybook's config, the stories and widgets, the SDK, the contract's types, the lockfile. */
const inputs = [
  'storybook/.storybook',
  'storybook/src',
  'storybook/public',
  'storybook/package.json',
  'storybook/tsconfig.json',
  'widgets/src',
  'widgets/package.json',
  'sdk/src',
  'sdk/package.json',
  'openapi/generated',
  'openapi/src',
  'pnpm-lock.yaml',
];
const skipped = new Set(['node_modules', 'storybook-static', 'dist', 'coverage', '__screenshots__']);
// Tests never reach the build: editing one must not cost a rebuild (stories do count).
const testFile = /\.(test|test-d)\.[cm]?[jt]sx?$/;

function sourcesHash(): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const entries = readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (skipped.has(entry.name) || testFile.test(entry.name)) continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) hash.update(relative(root, full)).update('\0').update(readFileSync(full)).update('\0');
    }
  };
  for (const input of inputs) {
    const full = join(root, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) visit(full);
    else hash.update(input).update('\0').update(readFileSync(full));
  }
  return hash.digest('hex');
}

const builtHash = () => (existsSync(join(output, stampName)) ? readFileSync(join(output, stampName), 'utf8').trim() : '');

function runningBuilder(): number | undefined {
  if (!existsSync(lockFile)) return undefined;
  const pid = Number(readFileSync(lockFile, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Builds into a fresh folder, stamps it, swaps it in. Returns the build's exit code. */
function build(hash: string): number {
  mkdirSync(work, { recursive: true });
  writeFileSync(lockFile, String(process.pid));
  const target = join(work, `build-${process.pid}`);
  const previous = join(work, `previous-${process.pid}`);
  try {
    rmSync(target, { recursive: true, force: true });
    const started = Date.now();
    const result = spawnSync('pnpm', ['--filter', '@propre/storybook', 'exec', 'storybook', 'build', '--quiet', '-o', target], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    if (result.status !== 0 || !existsSync(join(target, 'index.html'))) {
      console.error(`[storybook] build failed (exit ${result.status ?? result.signal})`);
      rmSync(target, { recursive: true, force: true });
      writeFileSync(failedFile, hash);
      return result.status || 1;
    }
    writeFileSync(join(target, stampName), `${hash}\n`);
    rmSync(failedFile, { force: true });
    if (existsSync(output)) renameSync(output, previous);
    renameSync(target, output);
    rmSync(previous, { recursive: true, force: true });
    console.error(`[storybook] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    rmSync(lockFile, { force: true });
  }
}

const mode = process.argv[2] ?? '--background';
const hash = sourcesHash();
if (builtHash() === hash) process.exit(0);
const builder = runningBuilder();
if (mode === '--build') {
  process.exit(builder && builder !== process.pid ? 0 : build(hash));
} else if (mode === '--wait') {
  if (builder) {
    console.error(`[storybook] waiting for the build already running (pid ${builder})`);
    while (runningBuilder()) spawnSync('sleep', ['1']);
    if (builtHash() === sourcesHash()) process.exit(0);
  }
  process.exit(build(hash));
} else {
  if (existsSync(failedFile) && readFileSync(failedFile, 'utf8') === hash) {
    console.error(`[storybook] the last build of these sources failed (see ${relative(root, logFile)}); not retrying`);
    process.exit(0);
  }
  if (builder) {
    console.error(`[storybook] a build is already running (pid ${builder}); /storybook/ shows a notice until it ends`);
    process.exit(0);
  }
  mkdirSync(work, { recursive: true });
  rmSync(failedFile, { force: true });
  const log = openSync(logFile, 'w');
  // Detached, in its own session: the server starts at once, and the build outlives a Ctrl-C of it.
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--build'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  writeFileSync(lockFile, String(child.pid));
  child.unref();
  console.error(
    `[storybook] sources changed: building in the background (log: ${relative(root, logFile)}); /storybook/ is ready when it ends`,
  );
}
