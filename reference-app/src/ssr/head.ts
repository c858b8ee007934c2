import { type BrandId, brands } from '@propre/widgets';
import type { AppLanguage } from '../i18n/detect-language.ts';
import type { PageHead } from '../shell/page-head.ts';
import { canonicalUrl, languageUrls } from './language-urls.ts';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a `<script>`: `<` escaped, so no `</script>` or `<!--` in the data can end it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface HeadInput {
  head: PageHead;
  brand: BrandId;
  language: AppLanguage;
  origin: string;
  pathname: string;
  /** The language the address asked for (`?lang=`), null without. */
  requested: string | null;
  /** index.html's description: the page's own when it has none. */
  fallbackDescription: string;
}

const ogLocale = { fr: 'fr_CA', en: 'en_CA' } as const;

/**
 * The page's <head> for search engines and link previews: title and description (the page's own
 * texts, collected as it rendered), the canonical address and the language alternates, Open Graph
 * and Twitter cards, and the structured data (JSON-LD) with the breadcrumb.
 */
export function renderHead({ head, brand, language, origin, pathname, requested, fallbackDescription }: HeadInput): string {
  const { name, tagline } = brands[brand];
  const title = head.title ?? `${name} — ${tagline[language]}`;
  const description = head.description ?? fallbackDescription;
  const urls = languageUrls(origin, pathname);
  const canonical = canonicalUrl(origin, pathname, language, requested);
  const other = language === 'fr' ? 'en' : 'fr';
  const image = head.image ? new URL(head.image, origin).href : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  const lines = [
    `<title>${escapeText(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    `<link rel="alternate" hreflang="fr" href="${escapeAttribute(urls.fr)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeAttribute(urls.en)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(urls.xDefault)}" />`,
    meta('property', 'og:type', head.kind),
    meta('property', 'og:site_name', name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', ogLocale[language]),
    meta('property', 'og:locale:alternate', ogLocale[other]),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
  const structured = [...head.structured];
  if (head.breadcrumb) {
    structured.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: head.breadcrumb.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: languageUrls(origin, crumb.path)[language],
      })),
    });
  }
  for (const item of structured) lines.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  return lines.join('\n    ');
}
