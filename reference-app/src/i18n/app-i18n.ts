import { type BackendModule, createInstance, type i18n as I18n, type ResourceKey } from 'i18next';
import type { AppLanguage } from './detect-language.ts';

/**
 * The app's own namespaces, in `locales/{fr,en}/<namespace>.json`: the header, the footer, the
 * home page, `pages` for every other page's texts and titles, and `public` for the public content pages. The widgets' texts are the
 * widgets' business (their provider loads them); the app never reads them.
 */
export const appNamespaces = ['header', 'footer', 'home', 'pages', 'public'] as const;
export type AppNamespace = (typeof appNamespaces)[number];

/**
 * The namespaces every page needs, loaded before the first render. The others (`public`: the
 * long texts of the public content pages) load when a page first asks for them.
 */
const startNamespaces: AppNamespace[] = ['header', 'footer', 'home', 'pages'];

// Each file is its own chunk, imported when its language is first shown.
const files = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });

/** Reads `locales/<language>/<namespace>.json` by dynamic import. */
const localeFiles: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read(language: string, namespace: string) {
    const load = files[`./locales/${language}/${namespace}.json`];
    if (!load) return Promise.reject(new Error(`The app has no texts for ${language}/${namespace}.`));
    return load();
  },
};

/**
 * The app's i18next instance: one per page load, created in main.tsx and handed down by
 * context. Resolves once the first language's texts are in, so the first render never shows a
 * key; `changeLanguage` loads the other language's the first time it is chosen.
 */
export async function createAppI18n(language: AppLanguage): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(localeFiles).init({
    lng: language,
    // No fallback language: it would load French for every English visitor. The key-parity test
    // guarantees each language has every key.
    fallbackLng: false,
    supportedLngs: ['fr', 'en'],
    ns: [...startNamespaces],
    defaultNS: 'pages',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return i18n;
}
