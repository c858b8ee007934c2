import { random } from './search-queries.ts';

/** Every seeded cleaner's profile once (`seedCleaners`' slugs), shuffled: consecutive calls read different cleaners. */
export function profilePaths(cleaners: number): string[] {
  const next = random(5);
  const paths = Array.from({ length: cleaners }, (_, i) => `/api/cleaners/bench-${i + 1}`);
  for (let i = paths.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [paths[i], paths[j]] = [paths[j] as string, paths[i] as string];
  }
  return paths;
}
