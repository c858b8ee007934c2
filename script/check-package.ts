/**
 * Checks a published package as it will be installed: packs the package in the current folder
 * with pnpm (which applies `publishConfig`, so `exports` point at dist/), then lints the tarball
 * with publint and checks its types with Are the Types Wrong (ESM-only profile: our packages ship
 * no CommonJS). Stylesheet exports (`./…css`) have no types by nature: attw leaves them out.
 * Arguments after the script go to attw. Run from a package's `check:package`, which builds first.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const destination = mkdtempSync(join(tmpdir(), 'propre-pack-'));
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit' });
try {
  run('pnpm', ['pack', '--pack-destination', destination]);
  const tarball = readdirSync(destination).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');
  const path = join(destination, tarball);
  run('publint', ['run', path, '--strict']);
  const { exports = {} } = JSON.parse(readFileSync('package.json', 'utf8')) as { exports?: Record<string, unknown> };
  const stylesheets = Object.keys(exports).filter((name) => name.endsWith('.css'));
  const exclude = stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : [];
  run('attw', [path, '--profile', 'esm-only', ...exclude, ...process.argv.slice(2)]);
} finally {
  rmSync(destination, { recursive: true, force: true });
}
