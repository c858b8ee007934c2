import type { AppLanguage } from '../i18n/detect-language.ts';
import { englishDomain, frenchDomain, regionalDomainOf } from '../routing/regional-redirect.ts';

export interface LanguageUrls {
  fr: string;
  en: string;
  /** For visitors of any other language: the address that negotiates (hreflang x-default). */
  xDefault: string;
}

/**
 * The address of a page in each language (hreflang alternates, canonical URLs, the sitemap). On
 * the regional domains, French is the French domain (which forces it) and English the English
 * one; everyone else is sent to the English domain, hence its plain address as x-default. On any
 * other host (a brand's own, localhost) the language is `?lang=` on the same host, which both the
 * server and the browser read first (i18n/detect-language.ts).
 */
export function languageUrls(origin: string, pathname: string): LanguageUrls {
  const url = new URL(origin);
  if (regionalDomainOf(url.hostname) !== null) {
    const port = url.port ? `:${url.port}` : '';
    const english = `${url.protocol}//${englishDomain}${port}${pathname}`;
    return { fr: `${url.protocol}//${frenchDomain}${port}${pathname}`, en: `${english}?lang=en`, xDefault: english };
  }
  const plain = `${url.origin}${pathname}`;
  return { fr: `${plain}?lang=fr`, en: `${plain}?lang=en`, xDefault: plain };
}

/**
 * The canonical address of a page shown in `language`, asked for with `?lang=` = `requested`
 * (null without): the address it was asked at when that is one of its language addresses — the
 * plain, negotiated one included, which is the x-default alternate and so must be canonical
 * itself (an alternate that names another address canonical is a contradiction search engines
 * drop the alternates for) — else the address of the language shown.
 */
export function canonicalUrl(origin: string, pathname: string, language: AppLanguage, requested: string | null): string {
  const urls = languageUrls(origin, pathname);
  const asked = `${origin}${pathname}${requested ? `?lang=${encodeURIComponent(requested)}` : ''}`;
  return asked === urls.fr || asked === urls.en || asked === urls.xDefault ? asked : urls[language];
}
