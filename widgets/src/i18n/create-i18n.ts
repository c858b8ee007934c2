import { createInstance, type i18n as I18n } from 'i18next';
import { commonNs, loadCommon } from '#common-texts';
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

/**
 * Resolves once the common texts of `locale` are in memory. With the npm package both languages
 * always are; a build that resolves the `propre-one-language` condition (the script-tag embed, the
 * marketplace in the browser) loads one language's file: call this before the first render in that
 * language, and before switching to another.
 */
export function loadCommonTexts(locale: Locale): Promise<void> {
  return loadCommon(locale);
}

/** Shows `locale`, with the common texts loaded for it since the instance was made (`loadCommonTexts`). */
export function showLanguage(i18n: I18n, locale: Locale): Promise<unknown> {
  addBundle(i18n, commonNs);
  return i18n.changeLanguage(locale);
}
