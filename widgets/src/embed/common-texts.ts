/**
 * The embed's `common` namespace: only the page's language. The embed build puts this module in
 * place of `i18n/bundles/common.ts` (which holds both languages, for the npm package), so a page
 * in French never downloads the English texts; the runtime awaits `loadCommon` before it mounts a
 * widget, and the provider adds the bundle as everywhere else (one way to translate: i18next).
 * See docs/adr/0017-embed-on-preact.md.
 */
import type { Locale, Messages, NamespaceBundle } from '../i18n/namespaces.ts';

export const commonNs: NamespaceBundle = { ns: 'common', fr: {}, en: {} };

const load: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import('../i18n/locales/fr/common.json'),
  en: () => import('../i18n/locales/en/common.json'),
};

const loading = new Map<Locale, Promise<void>>();

/** The common texts of `locale` in `commonNs`, once per page. */
export function loadCommon(locale: Locale): Promise<void> {
  let ready = loading.get(locale);
  if (!ready) {
    ready = load[locale]().then(({ default: messages }) => {
      commonNs[locale] = messages;
    });
    // A failed load (the network) is tried again by the next mount.
    ready.catch(() => loading.delete(locale));
    loading.set(locale, ready);
  }
  return ready;
}
