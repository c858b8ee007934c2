import { describe, expect, test } from 'vitest';
import errorsDoc from '../../../docs/errors.md?raw';
import { type Messages, namespaces } from './namespaces.ts';
import { allNamespaces } from './resources.ts';

const files = import.meta.glob<Messages>('./locales/*/*.json', { eager: true, import: 'default' });
/** Each entry's own texts (`<entry>/texts/{fr,en}.json`), by entry. */
const entryFiles = import.meta.glob<Messages>('../*/texts/*.json', { eager: true, import: 'default' });
const entries = [...new Set(Object.keys(entryFiles).map((path) => path.split('/')[1] as string))].sort();
const entryTexts = (entry: string, lng: string) => entryFiles[`../${entry}/texts/${lng}.json`] as Messages;

/** Every key path of a message table: `{ a: { b: 'x' } }` → `['a.b']`. */
function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valueAt(messages: Messages, path: string): string | Messages | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** Keys of `a` missing from `b`. */
function missingIn(a: Messages, b: Messages): string[] {
  return keysOf(a).filter((key) => typeof valueAt(b, key) !== 'string');
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  test('the check itself finds a key present in one language only', () => {
    expect(missingIn({ a: 'x', b: { c: 'y' } }, { a: 'x', b: {} })).toEqual(['b.c']);
    expect(missingIn({ a: 'x' }, { a: { nested: 'x' } })).toEqual(['a']);
  });

  test('one fr and one en file per namespace of the spec, and nothing else', () => {
    const expected = namespaces.flatMap((ns) => [`./locales/en/${ns}.json`, `./locales/fr/${ns}.json`]).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
    expect(allNamespaces.map((bundle) => bundle.ns)).toEqual([...namespaces]);
  });

  test('every entry with texts has them in both languages', () => {
    expect(entries.length).toBeGreaterThan(0);
    const missing = entries.flatMap((entry) =>
      ['fr', 'en'].filter((lng) => !entryTexts(entry, lng)).map((lng) => `${entry}/texts/${lng}.json`),
    );
    expect(missing).toEqual([]);
  });

  const tables: [string, () => Messages, () => Messages][] = [
    ...namespaces.map((ns): [string, () => Messages, () => Messages] => [
      ns,
      () => files[`./locales/fr/${ns}.json`] as Messages,
      () => files[`./locales/en/${ns}.json`] as Messages,
    ]),
    ...entries.map((entry): [string, () => Messages, () => Messages] => [
      `${entry} (entry)`,
      () => entryTexts(entry, 'fr'),
      () => entryTexts(entry, 'en'),
    ]),
  ];

  test.each(tables)('%s: every key exists in fr and in en, with the same placeholders', (ns, frOf, enOf) => {
    const fr = frOf();
    const en = enOf();
    expect({ missingInEn: missingIn(fr, en), missingInFr: missingIn(en, fr) }).toEqual({ missingInEn: [], missingInFr: [] });
    for (const key of keysOf(fr)) {
      const frText = valueAt(fr, key) as string;
      const enText = valueAt(en, key) as string;
      expect(frText.trim(), `fr ${ns}:${key} is empty`).not.toBe('');
      expect(enText.trim(), `en ${ns}:${key} is empty`).not.toBe('');
      expect(placeholders(enText), `${ns}:${key} placeholders`).toEqual(placeholders(frText));
    }
  });

  test.each(tables)('%s: French typography (narrow no-break space before : ; ! ? and inside « »)', (ns, frOf) => {
    const fr = frOf();
    for (const key of keysOf(fr)) {
      const text = valueAt(fr, key) as string;
      // Outside URLs and placeholders, a double punctuation mark follows U+202F, never a plain space or nothing.
      const prose = text.replace(/https?:\/\/\S+/g, '').replace(/\{\{[^}]*\}\}/g, 'x');
      expect(prose, `fr ${ns}:${key}`).not.toMatch(/[ \u00a0][:;!?]|[^\s\u202f\u00a0(][;!?]|«[^\u202f]|[^\u202f]»/);
      expect(prose, `fr ${ns}:${key}`).not.toMatch(/\w:(?!\/\/)(?=\s|$)/);
    }
  });
});

describe('error texts', () => {
  const catalogue = [...errorsDoc.matchAll(/^\| `([a-z0-9_]+)` \|/gm)].map((m) => m[1] as string);
  const extra = ['network_error', 'timeout', 'server_error', 'http_error'];

  test('the catalogue is read from docs/errors.md', () => {
    expect(catalogue.length).toBeGreaterThan(100);
    expect(catalogue).toContain('invalid_credentials');
  });

  test.each(['fr', 'en'])('%s: every code of the catalogue and of the client has a text', (lng) => {
    const common = files[`./locales/${lng}/common.json`] as Messages;
    const errors = (common.errors ?? {}) as Messages;
    const missing = [...catalogue, ...extra].filter((code) => typeof errors[code] !== 'string');
    expect(missing).toEqual([]);
  });
});
