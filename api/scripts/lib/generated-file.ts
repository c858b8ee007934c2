import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes a generated file, or with `--check` on the command line writes nothing and exits 1
 * when the committed file differs from what the generator produces now.
 */
export function writeOrCheck(target: string, content: string, names: { file: string; command: string }): void {
  if (!process.argv.includes('--check')) {
    writeFileSync(target, content);
    process.stdout.write(`Wrote ${names.file}.\n`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current !== content) {
    process.stderr.write(`${names.file} is stale: run \`${names.command}\` and commit it.\n`);
    process.exit(1);
  }
  process.stdout.write(`${names.file} is up to date.\n`);
}
