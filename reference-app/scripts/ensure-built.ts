/**
 * Builds the reference app only when what it is made of changed since the last build.
 *
 *   node reference-app/scripts/ensure-built.ts [--force]
 *
 * `./script/start` runs it before the server: the first start builds (tens of seconds), a start
 * with nothing changed costs one pass of hashing (well under a second), so a second start stays
 * within its 3 s. The fingerprint covers the app's sources, the widgets' and the SDK's sources,
 * the generated contract and the lockfile (which stands for node_modules). It is written into
 * dist/ after a successful build only, so a failed or interrupted build is retried next time.
 * Exits 1 when the build fails.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(appDir, '..');
const distDir = join(appDir, 'dist');
const stampFile = join(distDir, '.build-stamp');

/** Files and folders whose content the built app depends on, relative to the repository. */
const inputs = [
  'reference-app/index.html',
  'reference-app/vite.config.ts',
  'reference-app/package.json',
  'reference-app/tsconfig.json',
  'reference-app/src',
  'reference-app/public',
  'widgets/package.json',
  'widgets/src',
  'sdk/package.json',
  'sdk/src',
  'openapi/generated',
  'pnpm-lock.yaml',
];

// Tests and stories never reach the bundle: editing them must not cost a rebuild.
const ignored = /\.(test|test-d|stories)\.[cm]?[jt]sx?$|(^|\/)(node_modules|dist|__screenshots__)(\/|$)/;

function collect(path: string, into: string[]): void {
  if (!existsSync(path)) return;
  const rel = relative(repoRoot, path);
  if (ignored.test(rel)) return;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) collect(child, into);
    else if (entry.isFile() && !ignored.test(relative(repoRoot, child))) into.push(child);
  }
}

/** One hash of every input file's path and content, in a stable order. */
export function fingerprint(): string {
  const files: string[] = [];
  for (const input of inputs) {
    const path = join(repoRoot, input);
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory()) collect(path, files);
    else files.push(path);
  }
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(repoRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function builtStamp(): string | null {
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(stampFile)) return null;
  return readFileSync(stampFile, 'utf8').trim();
}

async function main(): Promise<number> {
  const started = performance.now();
  const force = process.argv.includes('--force');
  const current = fingerprint();
  const stamp = builtStamp();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  if (!force && stamp === current) {
    console.log(`reference app: up to date (sources unchanged since the last build, checked in ${elapsed()})`);
    return 0;
  }
  const why = force ? 'asked to rebuild' : stamp === null ? 'no build yet' : 'sources changed';
  console.log(`reference app: ${why}, building reference-app/dist …`);
  // Loaded only here: importing Vite costs more than the whole up-to-date path.
  const { build } = await import('vite');
  // Built aside, then swapped in: a server running meanwhile keeps serving the previous build
  // whole instead of an emptied folder or half of the new assets.
  const next = join(appDir, `dist.next-${process.pid}`);
  try {
    await build({
      root: appDir,
      configFile: join(appDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: next, emptyOutDir: true },
    });
    // The server's entry beside it (docs/adr/0014-server-rendering.md): the API renders the
    // indexable pages with it, and falls back to the browser's rendering without it.
    await build({
      root: appDir,
      configFile: join(appDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { ssr: 'src/ssr/entry-server.tsx', outDir: join(next, 'server'), emptyOutDir: false },
    });
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    console.error(`reference app: the build failed after ${elapsed()}`);
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  writeFileSync(join(next, '.build-stamp'), `${current}\n`);
  const previous = join(appDir, `dist.old-${process.pid}`);
  if (existsSync(distDir)) renameSync(distDir, previous);
  renameSync(next, distDir);
  rmSync(previous, { recursive: true, force: true });
  console.log(`reference app: built in ${elapsed()}`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
