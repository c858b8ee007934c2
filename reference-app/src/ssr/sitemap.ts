import { createPropreClient } from '@propre/sdk';
import { fixedIndexablePages } from '../routing/indexable.ts';
import { languageUrls } from './language-urls.ts';

export interface SitemapRequest {
  /** The origin as asked (the sitemap lists this host's addresses). */
  origin: string;
  fetch(request: Request): Promise<Response>;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Pages of at most 50 (the API's limit); a marketplace with more than this many pages of cleaners
// or posts would need a sitemap index instead of one file.
const pageSize = 50;
const maxPages = 100;

/** Walks a cursor-paged list of the API, collecting one path per item. */
async function collect<T>(
  read: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null } | undefined>,
  path: (item: T) => string,
): Promise<string[]> {
  const paths: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await read(cursor);
    if (!answer) break;
    paths.push(...answer.items.map(path));
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  return paths;
}

/**
 * sitemap.xml: every indexable page (routing/indexable.ts), every listed cleaner's profile and
 * every published post, each in both languages with its alternates (hreflang fr, en, x-default).
 */
export async function renderSitemap({ origin, fetch }: SitemapRequest): Promise<string> {
  const client = createPropreClient({ baseUrl: origin, fetch: (input) => fetch(input as Request) });
  const [cleaners, posts] = await Promise.all([
    collect(
      async (cursor) =>
        (await client.GET('/api/search/cleaners', { params: { query: { limit: pageSize, ...(cursor ? { cursor } : {}) } } }))
          .data,
      (result) => `/cleaners/${result.cleaner.slug}`,
    ),
    collect(
      async (cursor) =>
        (await client.GET('/api/blog/posts', { params: { query: { limit: pageSize, ...(cursor ? { cursor } : {}) } } })).data,
      (post) => `/blog/${post.slug}`,
    ),
  ]);
  const paths = [...new Set([...fixedIndexablePages, ...cleaners, ...posts])];
  const entries = paths.flatMap((path) => {
    const urls = languageUrls(origin, path);
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="fr" href="${escapeXml(urls.fr)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(urls.en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urls.xDefault)}"/>`,
    ].join('');
    return [urls.fr, urls.en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
