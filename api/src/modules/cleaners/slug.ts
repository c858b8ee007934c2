import { randomInt } from 'node:crypto';

/**
 * Words a cleaner's slug never is, so /cleaners/<slug> and /api/cleaners/<slug> never shadow a
 * page or an operation: the literal segments under /cleaners/ in the marketplace (spec §2's
 * /cleaners/join) and under /api/cleaners/ in the contract (me), and the ones such listings
 * usually grow (search, map, new…). slug.test.ts checks the app's routes and the contract.
 */
export const reservedSlugs: ReadonlySet<string> = new Set([
  'join',
  'me',
  'new',
  'search',
  'map',
  'near',
  'nearby',
  'city',
  'region',
  'services',
  'reviews',
  'top',
  'featured',
  'apply',
  'register',
  'signup',
  'onboarding',
  'admin',
  'edit',
  'settings',
]);

/** "Sophie Gagnon-Lévesque" → "sophie-gagnon-levesque" (ASCII, for readable URLs). */
export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return base.length >= 2 && !reservedSlugs.has(base) ? base : `nettoyeur-${base || 'propre'}`;
}

/** The base slug, then the base with a short random suffix, until `isFree` accepts one. */
export async function uniqueSlug(name: string, isFree: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name);
  if (await isFree(base)) return base;
  for (;;) {
    const candidate = `${base}-${randomInt(100, 10_000)}`;
    if (await isFree(candidate)) return candidate;
  }
}
