import { readFileSync } from 'node:fs';
import { openapi } from '@propre/openapi';
import { describe, expect, it } from 'vitest';
import { reservedSlugs, slugify, uniqueSlug } from './slug.ts';

const appFile = (path: string) => readFileSync(new URL(`../../../../reference-app/src/${path}`, import.meta.url), 'utf8');
const literalWords = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/** The contract's rule for a slug in a path (cleaners.getProfile). */
function contractSlug(): { pattern: RegExp; maxLength: number } {
  const paths = (openapi as { paths: Record<string, { get?: { parameters?: { name: string; schema: unknown }[] } }> }).paths;
  const schema = paths['/api/cleaners/{slug}']?.get?.parameters?.find((p) => p.name === 'slug')?.schema as {
    pattern: string;
    maxLength: number;
  };
  return { pattern: new RegExp(schema.pattern), maxLength: schema.maxLength };
}

describe('cleaner slugs', () => {
  it('never take a word a page or an operation uses under /cleaners/', () => {
    // The marketplace: its access table (every path of spec §2) and its route modules.
    const pages = [
      ...literalWords(appFile('routing/access.ts'), /'\/cleaners\/([a-z][a-z0-9-]*)'/g),
      ...literalWords(appFile('routing/routes/cleaners.tsx'), /path: 'cleaners\/([a-z][a-z0-9-]*)'/g),
    ];
    expect(pages).toContain('join');
    // The API: literal segments under /api/cleaners/ (a slug is /api/cleaners/{slug}).
    const operations = Object.keys(openapi.paths ?? {})
      .map((path) => /^\/api\/cleaners\/([^/{]+)/.exec(path)?.[1])
      .filter((word) => word !== undefined);
    expect(operations).toContain('me');
    for (const word of [...pages, ...operations]) expect(reservedSlugs, word).toContain(word);
  });

  it('turn a name that is a reserved word into another slug', () => {
    for (const word of reservedSlugs) {
      const slug = slugify(word.toUpperCase());
      expect(reservedSlugs.has(slug), slug).toBe(false);
      expect(slug).toBe(`nettoyeur-${word}`);
    }
    expect(slugify('Join')).toBe('nettoyeur-join');
    expect(slugify('Joinville Tremblay')).toBe('joinville-tremblay');
  });

  it('fit the contract’s pattern and length, with or without a suffix', async () => {
    const { pattern, maxLength } = contractSlug();
    const names = [
      'Sophie Gagnon-Lévesque',
      'Éloïse Côté',
      'X',
      '',
      '  --  ',
      'Map',
      'Marie-Ève O’Brien (Laval)',
      'Ана Ковальчук',
      `Jean-${'Baptiste-'.repeat(12)}Roy`,
    ];
    for (const name of names) {
      const taken = slugify(name);
      const slug = await uniqueSlug(name, async (candidate) => candidate !== taken);
      for (const made of [taken, slug]) {
        expect(made, name).toMatch(pattern);
        expect(made.length, name).toBeLessThanOrEqual(maxLength);
      }
    }
  });
});
