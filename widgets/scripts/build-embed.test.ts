import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEmbed, embedOut, remToEmbed } from './build-embed.ts';

describe('the embed build', () => {
  it('turns rem into the scoped --propre-rem, and nothing else', () => {
    expect(remToEmbed('.a{font-size:1.25rem;margin:-.5rem 2px;width:40rem}')).toBe(
      '.a{font-size:calc(1.25 * var(--propre-rem));margin:calc(-.5 * var(--propre-rem)) 2px;width:calc(40 * var(--propre-rem))}',
    );
    expect(remToEmbed('.remark{--x:2em}')).toBe('.remark{--x:2em}');
  });

  it('publishes a manifest whose SRI hashes are those of the files, and a loader that names the runtime with its hash', async () => {
    const { files, runtime } = await buildEmbed();
    const manifest = JSON.parse(readFileSync(join(embedOut, 'manifest.json'), 'utf8'));
    expect(manifest.runtime).toBe(runtime);
    expect(manifest.integrity).toEqual(files);
    for (const [name, hash] of Object.entries(files)) {
      const actual = `sha384-${createHash('sha384')
        .update(readFileSync(join(embedOut, name)))
        .digest('base64')}`;
      expect(hash, name).toBe(actual);
    }
    const loader = readFileSync(join(embedOut, 'loader.js'), 'utf8');
    expect(loader).toContain(runtime);
    expect(loader).toContain(files[runtime]);
    // Each widget's first load starts with the runtime and holds no other widget's module.
    expect(manifest.widgets.booking).toContain(runtime);
    expect(Object.keys(manifest.widgets)).toEqual(['booking', 'search', 'cleaner-profile']);
    // The shadow roots' CSS is inlined with the scoped rem: no `rem` unit is left in any file.
    const all = Object.keys(files).map((name) => readFileSync(join(embedOut, name), 'utf8'));
    expect(all.some((text) => text.includes('var(--propre-rem)'))).toBe(true);
    expect(all.filter((text) => /\d\.?\d*rem[;}\s)]/.test(text) && text.includes('propre-'))).toEqual([]);
    // React, React DOM and the JSX runtime are Preact's compatibility layer (ADR 0017): no file
    // holds React DOM, whose roots mark their container with `__reactContainer$`.
    expect(all.filter((text) => text.includes('__reactContainer$') || text.includes('__reactFiber$'))).toEqual([]);
    // A widget shown in French loads the French common texts, not the English ones (ADR 0017).
    const booking = (manifest.widgets.booking as string[]).map((name) => readFileSync(join(embedOut, name), 'utf8')).join('\n');
    expect(booking).toContain('pas pu se charger. V');
    expect(booking).not.toContain('This section could not load');
    expect(all.some((text) => text.includes('This section could not load'))).toBe(true);
  }, 60_000);
});
