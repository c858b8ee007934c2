/**
 * Checks a published package as it will be installed: packs the package in the current folder
 * with pnpm (which applies `publishConfig`, so `exports` point at dist/), then lints the tarball
 * with publint and checks its types with Are the Types Wrong (ESM-only profile: our packages ship
 * no CommonJS). Arguments after the script go to attw, e.g. `--exclude-entrypoints ./styles.css`
 * for an export that has no types by nature. Run from a package's `check:package`, which builds first.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
  run('attw', [path, '--profile', 'esm-only', ...process.argv.slice(2)]);
} finally {
  rmSync(destination, { recursive: true, force: true });
}
