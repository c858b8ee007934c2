import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { usePropreContext } from '../context/context.ts';
import type { Locale, Messages, Namespace } from './namespaces.ts';
import { useWidgetTranslation, type WidgetTranslation } from './use-widget-translation.ts';

/**
 * A namespace whose texts load one language at a time, when that language is shown: an entry
 * then ships neither language in its first load (each is several kB), only the one its visitor
 * reads, fetched once.
 */
export interface LazyNamespace {
  ns: Namespace;
  /** A key every language's texts have: present means loaded (by us, or bundled by another entry). */
  probe: string;
  load: Record<Locale, () => Promise<{ default: Messages }>>;
}

// One load per provider (its i18n instance), namespace and language; a WeakMap, so a provider
// that goes away takes its entries with it.
const loads = new WeakMap<I18n, Map<string, Promise<void>>>();

// Already fulfilled, in the form React's `use` reads without suspending (status and value set).
const ready: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

function textsOf(i18n: I18n, texts: LazyNamespace, locale: Locale): Promise<void> {
  const key = `${texts.ns}:${locale}`;
  let byKey = loads.get(i18n);
  const known = byKey?.get(key);
  if (known) return known;
  if (i18n.getResource(locale, texts.ns, texts.probe)) return ready;
  if (!byKey) {
    byKey = new Map();
    loads.set(i18n, byKey);
  }
  // Deep, without overwriting: a host's overrides of some keys stay.
  const load = texts.load[locale]().then(({ default: messages }) => {
    i18n.addResourceBundle(locale, texts.ns, messages, true, false);
  });
  byKey.set(key, load);
  return load;
}

/**
 * `t` of a lazy namespace (then `more`), once the provider's language has its texts: suspends
 * (React `use`) the first time a language is needed, so put a Suspense boundary (the widget's
 * skeleton) above. A load already done, or texts already there, do not suspend.
 */
export function useLazyTranslation(texts: LazyNamespace, ...more: Namespace[]): WidgetTranslation {
  const { i18n, locale } = usePropreContext();
  use(textsOf(i18n, texts, locale));
  return useWidgetTranslation(texts.ns, ...more);
}
