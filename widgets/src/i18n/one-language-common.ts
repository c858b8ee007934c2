/**
 * The `common` namespace with only the languages a page shows, for builds that resolve the
 * `propre-one-language` condition (the script-tag embed, the marketplace's browser build):
 * `#common-texts` is then this module instead of `bundles/common.ts` (both languages, the npm
 * package's), so a page in French never downloads the English texts. `loadCommon` runs before the
 * first render and before a switch of language; the provider adds what it loaded to its instance
 * (one way to translate: i18next). See docs/adr/0017-embed-on-preact.md and 0021.
 */
import type { Locale, Messages, NamespaceBundle } from './namespaces.ts';

export const commonNs: NamespaceBundle = { ns: 'common', fr: {}, en: {} };

const load: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import('./locales/fr/common.json'),
  en: () => import('./locales/en/common.json'),
};

// Texts, not state: what one language's file holds never changes while the page lives.
const loading = new Map<Locale, Promise<void>>();

/** The common texts of `locale` in `commonNs`, once per page. */
export function loadCommon(locale: Locale): Promise<void> {
  let ready = loading.get(locale);
  if (!ready) {
    ready = load[locale]().then(({ default: messages }) => {
      commonNs[locale] = messages;
    });
    // A failed load (the network) is tried again by the next call.
    ready.catch(() => loading.delete(locale));
    loading.set(locale, ready);
  }
  return ready;
}
