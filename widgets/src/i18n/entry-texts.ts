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

// One load per provider's i18n instance, namespace and language. A WeakMap keyed by the instance:
// a provider that goes away takes its loads with it, and two providers never share one.
const loads = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * The promise of `texts` in `locale` being in `i18n`, the same object for every call (React's
 * `use` reads it without suspending again once settled). The partner's overrides (given to the
 * provider as `resources`) stay: ours are added under them.
 */
export function textsReady(i18n: I18n, texts: EntryTexts, locale: Locale): Promise<void> {
  let byKey = loads.get(i18n);
  if (!byKey) {
    byKey = new Map();
    loads.set(i18n, byKey);
  }
  const key = `${texts.ns}:${locale}`;
  let ready = byKey.get(key);
  if (!ready) {
    ready = texts.load[locale]().then(({ default: messages }) => {
      i18n.addResourceBundle(locale, texts.ns, messages, true, false);
    });
    byKey.set(key, ready);
  }
  return ready;
}
