import { describe, expect, it } from 'vitest';
import { appNamespaces } from './app-i18n.ts';

type Texts = { [key: string]: string | Texts };

const files = import.meta.glob<Texts>('./locales/*/*.json', { eager: true, import: 'default' });

/** `{ a: { b: 'x' } }` → `Map { 'a.b' => 'x' }`; a key whose value is neither text nor table maps to null. */
function flatten(texts: Texts, into = new Map<string, string | null>(), prefix = ''): Map<string, string | null> {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else if (value && typeof value === 'object') flatten(value, into, `${prefix}${key}.`);
    else into.set(prefix + key, null);
  }
  return into;
}

/** The keys of `one` that `other` lacks (a table where `one` has a text counts as lacking). */
const lacking = (one: Map<string, unknown>, other: Map<string, unknown>) => [...one.keys()].filter((key) => !other.has(key));

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]).sort();

const textsOf = (language: string, ns: string) => flatten(files[`./locales/${language}/${ns}.json`] ?? {});

describe('the app’s texts', () => {
  it('finds a key one language lacks (the check can fail)', () => {
    const fr = flatten({ a: 'x', b: { c: 'y' } });
    expect(lacking(fr, flatten({ a: 'x', b: {} }))).toEqual(['b.c']);
    expect(lacking(fr, flatten({ a: { c: 'x' }, b: { c: 'y' } }))).toEqual(['a']);
  });

  it('has one fr and one en file per namespace, and no other', () => {
    const expected = appNamespaces.flatMap((ns) => [`./locales/en/${ns}.json`, `./locales/fr/${ns}.json`]).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  it.each(appNamespaces)('%s: every key in fr and in en, none empty, with the same placeholders', (ns) => {
    const fr = textsOf('fr', ns);
    const en = textsOf('en', ns);
    expect({ missingInEn: lacking(fr, en), missingInFr: lacking(en, fr) }).toEqual({ missingInEn: [], missingInFr: [] });
    for (const [key, frText] of fr) {
      const enText = en.get(key);
      expect(frText?.trim(), `fr ${ns}:${key}`).toBeTruthy();
      expect(enText?.trim(), `en ${ns}:${key}`).toBeTruthy();
      expect(placeholdersOf(enText ?? ''), `${ns}:${key}`).toEqual(placeholdersOf(frText ?? ''));
    }
  });

  it.each(appNamespaces)('%s: Quebec typography in French (U+202F before ; ! ? and inside « »)', (ns) => {
    for (const [key, text] of textsOf('fr', ns)) {
      const prose = (text ?? '').replace(/\{\{[^}]*\}\}/g, 'x');
      expect(prose, `fr ${ns}:${key}`).not.toMatch(/[^\u202f][;!?]|«[^\u202f]|[^\u202f]»/);
      expect(prose, `fr ${ns}:${key}`).not.toMatch(/[^\u00a0\u202f]:(\s|$)/);
    }
  });
});
