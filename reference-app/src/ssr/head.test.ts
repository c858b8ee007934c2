import { describe, expect, it } from 'vitest';
import { createPageHead } from '../shell/page-head.ts';
import { renderHead, scriptJson } from './head.ts';

const absolute = (path: string) => `http://localhost:3000${path}?lang=fr`;

describe('renderHead', () => {
  it('writes the page’s title, description, canonical, alternates and cards, escaped', () => {
    const head = { ...createPageHead(absolute), title: 'Tarifs & frais · Propre', description: 'Le prix "complet" <vraiment>' };
    const html = renderHead({
      head,
      brand: 'propre',
      language: 'fr',
      origin: 'http://localhost:3000',
      pathname: '/pricing',
      requested: 'fr',
      fallbackDescription: 'x',
    });
    expect(html).toContain('<title>Tarifs &amp; frais · Propre</title>');
    expect(html).toContain('<meta name="description" content="Le prix &quot;complet&quot; &lt;vraiment&gt;" />');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/pricing?lang=fr" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://localhost:3000/pricing?lang=en" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/pricing" />');
    expect(html).toContain('<meta property="og:locale" content="fr_CA" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('falls back to the brand and its tagline, and to index.html’s description', () => {
    const html = renderHead({
      head: createPageHead(absolute),
      brand: 'eclat',
      language: 'en',
      origin: 'http://127.0.0.1:3000',
      pathname: '/',
      requested: null,
      fallbackDescription: 'Book trusted home cleaners',
    });
    // The plain address negotiates the language: it is the x-default alternate, canonical itself.
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3000/" />');
    expect(html).toContain('<title>Éclat — A spotless home, without a second thought</title>');
    expect(html).toContain('content="Book trusted home cleaners"');
  });

  it('adds the breadcrumb and the page’s structured data as JSON-LD', () => {
    const head = {
      ...createPageHead(absolute),
      breadcrumb: [
        { name: 'Accueil', path: '/' },
        { name: 'FAQ', path: '/faq' },
      ],
      structured: [{ '@type': 'FAQPage', name: '</script><script>alert(1)</script>' }],
    };
    const html = renderHead({
      head,
      brand: 'propre',
      language: 'fr',
      origin: 'http://localhost:3000',
      pathname: '/faq',
      requested: null,
      fallbackDescription: '',
    });
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
    expect(blocks[0]).toEqual({ '@type': 'FAQPage', name: '</script><script>alert(1)</script>' });
    expect(blocks[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Accueil', item: 'http://localhost:3000/?lang=fr' },
        { position: 2, name: 'FAQ', item: 'http://localhost:3000/faq?lang=fr' },
      ],
    });
  });
});

describe('scriptJson', () => {
  it('never lets the data close its script element', () => {
    expect(scriptJson({ text: '</script><!--' })).not.toContain('<');
  });
});
