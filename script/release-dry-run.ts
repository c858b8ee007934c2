/**
 * `pnpm release:dry-run`: what a release would publish, without publishing or changing anything.
 * For each published package (@propre/openapi, @propre/sdk, @propre/widgets): the version the
 * pending changesets lead to and the changelog entries `changeset version` would write; then the
 * package built, packed with pnpm (as `pnpm publish` would), linted with publint and checked
 * with Are the Types Wrong (script/check-package.ts); and the script-tag embed inside the widgets'
 * tarball, whose manifest and loader must carry the widgets' version (the embed is released with it).
 * `--no-pack` prints the versions and entries only (a second or two).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const published = [
  { name: '@propre/openapi', dir: 'openapi', build: null },
  { name: '@propre/sdk', dir: 'sdk', build: 'build' },
  { name: '@propre/widgets', dir: 'widgets', build: 'build' },
] as const;

type Bump = 'major' | 'minor' | 'patch' | 'none';
interface Status {
  releases: { name: string; type: Bump; oldVersion: string; newVersion: string; changesets: string[] }[];
  changesets: { id: string; summary: string; releases: { name: string; type: Bump }[] }[];
}

const scratch = mkdtempSync(join(tmpdir(), 'propre-release-'));
// publint and attw are the SDK's and the widgets' dev dependencies; @propre/openapi (no build) borrows them.
const tools = ['sdk', 'widgets'].map((dir) => join(root, dir, 'node_modules/.bin'));
const env = { ...process.env, PATH: [...tools, process.env.PATH].join(delimiter) };
const run = (command: string, args: string[], cwd = root) => execFileSync(command, args, { cwd, env, stdio: 'inherit' });
const heading = (text: string) => console.log(`\n\x1b[1m== ${text}\x1b[0m`);

try {
  const statusFile = join(scratch, 'status.json');
  execFileSync('pnpm', ['exec', 'changeset', 'status', '--output', statusFile], { cwd: root, stdio: 'pipe' });
  const status = JSON.parse(readFileSync(statusFile, 'utf8')) as Status;
  for (const { name } of published) printRelease(status, name);
  if (!process.argv.includes('--no-pack')) {
    for (const pkg of published) {
      heading(`${pkg.name}: build, pack, publint, attw`);
      const cwd = join(root, pkg.dir);
      if (pkg.build) run('pnpm', ['run', '--silent', pkg.build], cwd);
      run('node', [join(root, 'script/check-package.ts')], cwd);
    }
    checkEmbedVersion();
  }
  console.log('\nDry run only: nothing was versioned or published.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/** The version and the entries `changeset version` would write into the package's CHANGELOG.md. */
function printRelease(status: Status, name: string): void {
  const release = status.releases.find((r) => r.name === name);
  if (!release || release.type === 'none') {
    heading(`${name}: nothing to release`);
    return;
  }
  heading(`${name} ${release.oldVersion} → ${release.newVersion} (${release.type})`);
  console.log(`## ${release.newVersion}`);
  for (const type of ['major', 'minor', 'patch'] as const) {
    const entries = status.changesets.filter((c) => c.releases.some((r) => r.name === name && r.type === type));
    if (entries.length === 0) continue;
    console.log(`\n### ${type[0]?.toUpperCase()}${type.slice(1)} Changes\n`);
    for (const entry of entries) console.log(`- ${entry.summary.trim().replace(/\n/g, '\n  ')}`);
  }
}

/** The embed is the widgets' build: its manifest and loader name the version the tarball carries. */
function checkEmbedVersion(): void {
  heading('the script-tag embed carries the widgets version');
  const widgetsDir = join(root, 'widgets');
  const { version } = JSON.parse(readFileSync(join(widgetsDir, 'package.json'), 'utf8')) as { version: string };
  const destination = join(scratch, 'widgets');
  execFileSync('pnpm', ['pack', '--pack-destination', destination], { cwd: widgetsDir, stdio: 'pipe' });
  const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');
  const read = (path: string) =>
    execFileSync('tar', ['-xOzf', join(destination, tarball), `package/${path}`], { encoding: 'utf8' });
  const manifest = JSON.parse(read('dist/embed/v1/manifest.json')) as { version: string };
  const loader = read('dist/embed/v1/loader.js');
  if (manifest.version !== version) throw new Error(`embed manifest says ${manifest.version}, the widgets are ${version}`);
  if (!loader.includes(JSON.stringify(version))) throw new Error(`loader.js does not carry the version ${version}`);
  const major = Number(version.split('.')[0]);
  // /embed/v1/ is the snippet's address for 0.x and 1.x; a 2.0 release needs /embed/v2/ beside it.
  if (major > 1) throw new Error(`@propre/widgets ${version} is served at /embed/v1/: a major release needs its own path`);
  console.log(`dist/embed/v1/manifest.json and loader.js carry ${version} (served at /embed/v1/)`);
}
