import { randomInt } from 'node:crypto';

// Path words under /api/cleaners/ that a slug must never shadow.
const reserved = new Set(['me', 'search', 'new', 'join', 'admin']);

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
  return base.length >= 2 && !reserved.has(base) ? base : `nettoyeur-${base || 'propre'}`;
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
