import type { i18n as I18n } from 'i18next';
import type { Locale, Messages } from './namespaces.ts';

/**
 * An entry's texts: one namespace named after the entry, one module per language, imported only
 * when that language is shown (`<entry>/texts.ts`). A page in French never downloads English.
 */
export interface EntryTexts {
  /** The namespace: the entry's folder name (`booking`, `cleaner-search`). */
  ns: string;
  load: Record<Locale, () => Promise<{ default: Messages }>>;
}

/** Builds an entry's texts; `load` is a pair of dynamic imports of its JSON files. */
export function defineTexts(ns: string, load: EntryTexts['load']): EntryTexts {
  return { ns, load };
}

// One load per provider's i18n instance, texts and language. WeakMaps keyed by the instance: a
// provider that goes away takes its loads with it, and two providers never share one. Keyed by the
// texts, not their namespace: a part of an entry's texts may load on its own (cleaner-search's
// recommendations), into the same namespace.
const loads = new WeakMap<I18n, Map<EntryTexts, Map<Locale, Promise<void>>>>();
// The loads done: what a render may use without waiting.
const added = new WeakMap<I18n, Map<EntryTexts, Set<Locale>>>();

function entryOf<V>(map: WeakMap<I18n, Map<EntryTexts, V>>, i18n: I18n, texts: EntryTexts, make: () => V): V {
  let byTexts = map.get(i18n);
  if (!byTexts) {
    byTexts = new Map();
    map.set(i18n, byTexts);
  }
  let value = byTexts.get(texts);
  if (value === undefined) {
    value = make();
    byTexts.set(texts, value);
  }
  return value;
}

function addTexts(i18n: I18n, texts: EntryTexts, locale: Locale, messages: Messages) {
  i18n.addResourceBundle(locale, texts.ns, messages, true, false);
  entryOf(added, i18n, texts, () => new Set<Locale>()).add(locale);
}

/**
 * The promise of `texts` in `locale` being in `i18n`, the same object for every call (React's
 * `use` reads it without suspending again once settled). The partner's overrides (given to the
 * provider as `resources`) stay: ours are added under them.
 */
export function textsReady(i18n: I18n, texts: EntryTexts, locale: Locale): Promise<void> {
  const byLocale = entryOf(loads, i18n, texts, () => new Map<Locale, Promise<void>>());
  let ready = byLocale.get(locale);
  if (!ready) {
    ready = texts.load[locale]().then(({ default: messages }) => addTexts(i18n, texts, locale, messages));
    byLocale.set(locale, ready);
  }
  return ready;
}

/**
 * Whether `texts` in `locale` are in `i18n` now; `preloaded` messages (fetched ahead by a widget's
 * `preload`) are added on the spot. Lets a preloaded widget render without waiting.
 */
export function textsPresent(i18n: I18n, texts: EntryTexts, locale: Locale, preloaded: Messages | undefined): boolean {
  if (added.get(i18n)?.get(texts)?.has(locale)) return true;
  if (!preloaded) return false;
  addTexts(i18n, texts, locale, preloaded);
  return true;
}
