import { readFileSync } from 'node:fs';
import { addDays, todayInToronto } from '../../api/src/lib/business-time.ts';

/** The 20 most populous municipalities (the seed spreads cleaners over the 80 most populous). */
export function searchCities(): string[] {
  const data = JSON.parse(
    readFileSync(new URL('../../api/src/modules/places/data/quebec-places.json', import.meta.url), 'utf8'),
  ) as { places: Array<{ name: string; population: number }> };
  return [...data.places]
    .sort((a, b) => b.population - a.population)
    .slice(0, 20)
    .map((p) => p.name);
}

/** A small deterministic generator (mulberry32), so every run draws the same queries. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` distinct search paths as people make them: a city among 20, and at random a service
 * type, gender, pets, a date or the next 3 days, a minimum rating, eco-certified, verified, a
 * sort and a page size of 10–50. `cities` narrows the city (e.g. only Montréal).
 */
export function searchPaths(count: number, options: { seed?: number; cities?: string[] } = {}): string[] {
  const next = random(options.seed ?? 22);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const cities = options.cities ?? searchCities();
  const today = todayInToronto();
  const paths = new Set<string>();
  for (let tries = 0; paths.size < count && tries < count * 50; tries += 1) {
    const query = new URLSearchParams({ city: pick(cities) });
    if (next() < 0.5) query.set('serviceType', pick(['basic', 'deep', 'move_in_out', 'office', 'airbnb']));
    if (next() < 0.3) query.set('gender', pick(['female', 'male', 'other']));
    if (next() < 0.3) for (const pet of pick([['dogs'], ['cats'], ['dogs', 'cats']])) query.append('pets', pet);
    const when = next();
    if (when < 0.25) query.set('date', addDays(today, Math.floor(next() * 30)));
    else if (when < 0.45) query.set('availableSoon', 'true');
    if (next() < 0.25) query.set('minRating', String(pick([3, 3.5, 4, 4.5])));
    if (next() < 0.15) query.set('ecoCertified', 'true');
    if (next() < 0.2) query.set('verified', 'true');
    query.set('sort', pick(['recommended', 'recommended', 'rating', 'price', 'distance']));
    query.set('limit', String(10 + Math.floor(next() * 41)));
    paths.add(`/api/search/cleaners?${query}`);
  }
  return [...paths];
}
