import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// HTTP only: what it checks does not depend on the width, so it runs once (playwright.config.ts).
const httpOnly = { tag: '@desktop-only' };

/**
 * Indexable pages (issue 37, docs/adr/0014-server-rendering.md): what a crawler that runs no script
 * reads — each page's content, its own title and description, its canonical address, its language
 * alternates and its structured data — then the sitemap and robots.txt; and in a browser, the
 * same page hydrates without a mismatch.
 */

const html = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8', 'accept-language': 'fr-CA,fr;q=0.9' };
const post = { slug: 'grand-menage-du-printemps', title: 'Le grand ménage du printemps, pièce par pièce' };
const cleaner = { slug: 'sophie-gagnon', name: 'Sophie Gagnon' };

interface Fetched {
  status: number;
  body: string;
  headers: Record<string, string>;
}

async function fetchPage(request: APIRequestContext, url: string, headers: Record<string, string> = html): Promise<Fetched> {
  const response = await request.get(url, { headers, maxRedirects: 0 });
  return { status: response.status(), body: await response.text(), headers: response.headers() };
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

const titleOf = (page: string) => decode(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '');
const metaOf = (page: string, key: string) =>
  decode(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(page)?.[1] ?? '');
const linkOf = (page: string, rel: string, hreflang?: string) =>
  decode(new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`).exec(page)?.[1] ?? '');
/** The page's JSON-LD objects. */
const structuredOf = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown> & { '@type': string },
  );
const typesOf = (page: string) => structuredOf(page).map((item) => item['@type']);
/** The app's markup as the server sent it (what is inside #root), without tags. */
const textOf = (page: string) => {
  const root = page.slice(page.indexOf('<div id="root">'), page.indexOf('<script type="application/json"'));
  return decode(root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
};

function expectHead(page: Fetched, origin: string, path: string, title: string) {
  expect(page.status, path).toBe(200);
  expect(titleOf(page.body), path).toBe(title);
  expect(metaOf(page.body, 'description').length, `${path} has a description`).toBeGreaterThan(30);
  // Asked at the plain (negotiated) address, the x-default alternate: canonical itself.
  expect(linkOf(page.body, 'canonical'), path).toBe(`${origin}${path}`);
  expect(linkOf(page.body, 'alternate', 'fr'), path).toBe(`${origin}${path}?lang=fr`);
  expect(linkOf(page.body, 'alternate', 'en'), path).toBe(`${origin}${path}?lang=en`);
  expect(linkOf(page.body, 'alternate', 'x-default'), path).toBe(`${origin}${path}`);
  expect(metaOf(page.body, 'og:title'), path).toBe(title);
  expect(metaOf(page.body, 'og:url'), path).toBe(`${origin}${path}`);
  expect(metaOf(page.body, 'twitter:card'), path).toMatch(/^summary/);
  expect(page.body, path).toContain('<html lang="fr-CA">');
}

test('each indexable page holds its content and its own head without running a script', httpOnly, async ({ request, brands }) => {
  const origin = brands.propre;
  const descriptions = new Set<string>();
  const remember = (page: Fetched) => {
    const description = metaOf(page.body, 'description');
    expect(descriptions.has(description), `"${description}" is used once`).toBe(false);
    descriptions.add(description);
  };

  const home = await fetchPage(request, `${origin}/`);
  expectHead(home, origin, '/', 'Propre — Des pros du ménage de confiance, près de chez vous');
  expect(textOf(home.body)).toContain('Une maison propre, par des gens de confiance près de chez vous');
  remember(home);

  const faq = await fetchPage(request, `${origin}/faq`);
  expectHead(faq, origin, '/faq', 'Questions fréquentes · Propre');
  const faqData = structuredOf(faq.body).find((item) => item['@type'] === 'FAQPage') as
    | { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    | undefined;
  expect(faqData?.mainEntity.length ?? 0).toBeGreaterThan(3);
  // Every question of the FAQPage is on the page itself.
  for (const question of faqData?.mainEntity ?? []) expect(textOf(faq.body)).toContain(question.name.replace(/\s+/g, ' '));
  expect(typesOf(faq.body)).toContain('BreadcrumbList');
  remember(faq);

  const pricing = await fetchPage(request, `${origin}/pricing`);
  expectHead(pricing, origin, '/pricing', 'Tarifs, taxes et frais · Propre');
  expect(textOf(pricing.body)).toContain('Tarifs, taxes et frais');
  expect(typesOf(pricing.body)).toEqual(['BreadcrumbList']);
  remember(pricing);

  const article = await fetchPage(request, `${origin}/blog/${post.slug}`);
  expectHead(article, origin, `/blog/${post.slug}`, `${post.title} · Propre`);
  expect(textOf(article.body)).toContain('La cuisine');
  const posting = structuredOf(article.body).find((item) => item['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ headline: post.title, mainEntityOfPage: `${origin}/blog/${post.slug}?lang=fr` });
  expect(metaOf(article.body, 'og:type')).toBe('article');
  remember(article);

  const search = await fetchPage(request, `${origin}/cleaners`);
  expectHead(search, origin, '/cleaners', 'Trouver un nettoyeur · Propre');
  expect(textOf(search.body)).toContain(cleaner.name);
  remember(search);

  const profile = await fetchPage(request, `${origin}/cleaners/${cleaner.slug}`);
  expectHead(profile, origin, `/cleaners/${cleaner.slug}`, `${cleaner.name} · Propre`);
  expect(textOf(profile.body)).toContain(cleaner.name);
  const business = structuredOf(profile.body).find((item) => item['@type'] === 'LocalBusiness') as
    | { name: string; aggregateRating?: { ratingValue: number; reviewCount: number } }
    | undefined;
  expect(business?.name).toBe(cleaner.name);
  expect(business?.aggregateRating?.reviewCount ?? 0).toBeGreaterThan(0);
  expect(business?.aggregateRating?.ratingValue ?? 0).toBeGreaterThan(0);
  expect(typesOf(profile.body)).toContain('BreadcrumbList');
  // Per request, and a CDN may keep it a few minutes.
  expect(profile.headers['cache-control']).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=86400');
  remember(profile);
});

test(
  'the language follows the address, then the cookie, then Accept-Language; the brand follows the host',
  httpOnly,
  async ({ request, brands }) => {
    const english = await fetchPage(request, `${brands.eclat}/faq?lang=en`);
    expect(english.status).toBe(200);
    expect(english.body).toContain('<html lang="en-CA">');
    expect(titleOf(english.body)).toBe('Frequently asked questions · Éclat');
    expect(linkOf(english.body, 'canonical')).toBe(`${brands.eclat}/faq?lang=en`);

    const byCookie = await fetchPage(request, `${brands.propre}/pricing`, { ...html, cookie: 'propre.language=en' });
    expect(titleOf(byCookie.body)).toBe('Pricing, taxes and fees · Propre');
    const byHeader = await fetchPage(request, `${brands.propre}/pricing`, { ...html, 'accept-language': 'en-CA,en;q=0.8' });
    expect(titleOf(byHeader.body)).toBe('Pricing, taxes and fees · Propre');
  },
);

test(
  'an unknown profile, post, city or region answers 404; signed-in pages are never stored',
  httpOnly,
  async ({ request, brands }) => {
    const missing = await fetchPage(request, `${brands.propre}/cleaners/personne-qui-n-existe-pas`);
    expect(missing.status).toBe(404);
    expect(titleOf(missing.body)).toBe('Profil introuvable · Propre');
    expect((await fetchPage(request, `${brands.propre}/blog/aucun-article-de-ce-nom`)).status).toBe(404);
    const city = await fetchPage(request, `${brands.propre}/city/atlantide`);
    expect(city.status).toBe(404);
    expect(titleOf(city.body)).toBe('Ville introuvable · Propre');
    expect((await fetchPage(request, `${brands.propre}/region/42`)).status).toBe(404);
    const bookings = await fetchPage(request, `${brands.propre}/bookings`);
    expect(bookings.status).toBe(200);
    expect(bookings.headers['cache-control']).toBe('private, no-store');
    expect(bookings.body).toContain('<div id="root"></div>');
    // Booking a cleaner is open to visitors and drawn by the server, the widget's first step included.
    const book = await fetchPage(request, `${brands.propre}/book/${cleaner.slug}`);
    expect(book.status).toBe(200);
    expect(textOf(book.body)).toContain(cleaner.name);
    expect(book.body).toContain('data-part="bookingWhen"');
  },
);

test(
  'sitemap.xml lists every page in both languages with alternates; robots.txt points to it',
  httpOnly,
  async ({ request, brands }) => {
    const origin = brands.propre;
    const sitemap = await request.get(`${origin}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    for (const path of [
      '/',
      '/faq',
      '/pricing',
      '/cleaners',
      '/services/nettoyage-garage',
      '/emplois-menage-montreal',
      `/cleaners/${cleaner.slug}`,
      `/blog/${post.slug}`,
    ]) {
      expect(xml, path).toContain(`<loc>${origin}${path}?lang=fr</loc>`);
      expect(xml, path).toContain(`<loc>${origin}${path}?lang=en</loc>`);
      expect(xml, path).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${path}"/>`);
    }
    expect(xml).not.toContain('/bookings');
    const robots = await request.get(`${origin}/robots.txt`);
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  },
);

/** Records hydration complaints and whether React threw the server's markup away. */
async function watchHydration(page: Page): Promise<string[]> {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    if (/hydrat|did not match|server rendered/i.test(message.text())) complaints.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|did not match|server rendered/i.test(error.message)) complaints.push(error.message);
  });
  await page.addInitScript(() => {
    const flags = window as unknown as { serverMarkupDropped?: boolean };
    // The server's widgets, marked once the parser is done and before any script runs: React
    // hydrates them in place; a widget it throws away (drawn again from its skeleton) is a flash.
    const fromServer = new WeakSet<Node>();
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const widget of document.querySelectorAll('#root [data-part]')) fromServer.add(widget);
    });
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root' && record.removedNodes.length > 0) flags.serverMarkupDropped = true;
        for (const node of record.removedNodes) {
          if (
            fromServer.has(node) ||
            (node instanceof Element && [...node.querySelectorAll('[data-part]')].some((n) => fromServer.has(n)))
          ) {
            flags.serverMarkupDropped = true;
            console.warn(`server rendered widget dropped: ${(node as Element).outerHTML?.slice(0, 120)}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return complaints;
}

const hydrated: ReadonlyArray<readonly [path: string, h1: string | RegExp]> = [
  ['/', 'Une maison propre, par des gens de confiance près de chez vous'],
  ['/faq', 'Questions fréquentes'],
  ['/pricing', 'Tarifs, taxes et frais'],
  ['/how-it-works', 'Comment ça marche'],
  ['/about', 'À propos de Propre'],
  ['/blog', 'Blogue'],
  [`/blog/${post.slug}`, post.title],
  ['/cleaners', 'Trouver un nettoyeur'],
  [`/cleaners/${cleaner.slug}`, cleaner.name],
  ['/gallery', 'Galerie avant-après'],
  ['/contact', 'Nous joindre'],
  ['/reviews', /./],
  ['/services/nettoyage-regulier', 'Ménage régulier'],
  ['/emplois-nettoyage-quebec', 'Emplois en nettoyage à Québec'],
  ['/city/longueuil', 'Nettoyeurs à Longueuil'],
  ['/region/16', 'Nettoyeurs dans la région Montérégie'],
  // Not indexed, but drawn by the server: the booking widget's first step (issue 37).
  [`/book/${cleaner.slug}`, new RegExp(cleaner.name)],
];

test('every indexable page hydrates the server’s markup without a mismatch', async ({ page, brands }) => {
  test.setTimeout(180_000);
  const complaints = await watchHydration(page);
  for (const [path, h1] of hydrated) {
    await page.goto(`${brands.propre}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(h1);
    // The widgets hydrate once their code is in; a mismatch would be reported by then.
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(complaints, path).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { serverMarkupDropped?: boolean }).serverMarkupDropped),
      path,
    ).not.toBe(true);
  }
});

test('in English on the second brand, the page hydrates too and stays interactive', async ({ page, brands }) => {
  const complaints = await watchHydration(page);
  await page.goto(`${brands.eclat}/faq?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.waitForLoadState('networkidle');
  expect(complaints).toEqual([]);
  // Hydrated, not just painted: the router takes the click.
  await page.getByRole('link', { name: 'Write to us' }).first().click();
  await expect(page).toHaveURL(`${brands.eclat}/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
});
