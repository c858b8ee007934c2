import { createInstance, type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { type AppLanguage, fallbackLanguage } from './detect-language.ts';

/** The app's own namespaces, loaded from /locales/{lng}/{ns}.json (the widgets bundle theirs). */
export const appNamespaces = ['header', 'footer', 'home', 'landing'] as const;
export type AppNamespace = (typeof appNamespaces)[number];

/**
 * The app's i18next instance: one per page load, created in main.tsx and handed down by
 * context. Resolves once the namespaces of the first language are loaded, so the first
 * render never shows a key instead of a text.
 */
export async function createAppI18n(language: AppLanguage): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(HttpBackend).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: ['fr', 'en'],
    ns: [...appNamespaces],
    defaultNS: 'landing',
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return i18n;
}
