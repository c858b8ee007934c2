// Runs every benchmark in turn (or the ones named: `pnpm bench startup`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const all = [
  'startup',
  'health-throughput',
  'search-throughput',
  'search-scale',
  'search-exactness',
  'two-instances',
  'profile-throughput',
  'booking-create',
  'messaging-delivery',
  'soak',
  'lighthouse-book',
  'lighthouse-public',
  'lighthouse-partner',
  'story-matrix',
  'rate-limit',
];
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : all;
for (const name of chosen) {
  if (!all.includes(name)) throw new Error(`Unknown benchmark ${name}; choose from ${all.join(', ')}`);
  process.stdout.write(`\n# ${name}\n`);
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(`./${name}.ts`, import.meta.url))], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
