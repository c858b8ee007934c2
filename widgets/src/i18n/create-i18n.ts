import { createInstance, type i18n as I18n } from 'i18next';
import { commonNs } from './bundles/common.ts';
import type { Locale, NamespaceBundle, ResourceOverrides } from './namespaces.ts';

/**
 * A private i18next instance for one provider (never the global one, never `initReactI18next`,
 * which would register a module-wide instance): two providers on a page keep their own language.
 * Resources are in memory, so initialisation is synchronous.
 */
export function createWidgetI18n(locale: Locale, overrides: ResourceOverrides | undefined): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    ns: ['common'],
    defaultNS: 'common',
    initAsync: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  for (const [lng, byNs] of Object.entries(overrides ?? {})) {
    for (const [ns, messages] of Object.entries(byNs ?? {})) {
      if (messages) i18n.addResourceBundle(lng, ns, messages, true, true);
    }
  }
  addBundle(i18n, commonNs);
  return i18n;
}

/** Adds a widget's bundled messages under what the host gave: the host's keys win. */
export function addBundle(i18n: I18n, bundle: NamespaceBundle): void {
  i18n.addResourceBundle('fr', bundle.ns, bundle.fr, true, false);
  i18n.addResourceBundle('en', bundle.ns, bundle.en, true, false);
}
