/**
 * Checks the package as it will be published: packs it with pnpm (which applies
 * `publishConfig`, so `exports` point at dist/), then lints the tarball with publint and checks
 * its types with Are the Types Wrong (ESM-only profile: the package ships no CommonJS).
 * Run through `pnpm run check:package`, which builds first and checks the size budgets after.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const destination = mkdtempSync(join(tmpdir(), 'propre-widgets-pack-'));
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit' });
try {
  run('pnpm', ['pack', '--pack-destination', destination]);
  const tarball = readdirSync(destination).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');
  const path = join(destination, tarball);
  run('publint', ['run', path, '--strict']);
  // The stylesheet export has no types by nature; attw checks every JavaScript entry.
  run('attw', [path, '--profile', 'esm-only', '--exclude-entrypoints', './styles.css']);
} finally {
  rmSync(destination, { recursive: true, force: true });
}
