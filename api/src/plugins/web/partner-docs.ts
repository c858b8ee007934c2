import type { FastifyInstance } from 'fastify';
import { type Locale, negotiateLocale } from '../errors/locale.ts';

/** The route of the partners' quick start, beside the contract's operations. */
export const partnerDocsRoutes = ['/partners'] as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface DocsText {
  title: string;
  lead: string;
  scriptTitle: string;
  scriptLead: string;
  reactTitle: string;
  reactLead: string;
  keysTitle: string;
  keys: string[];
  eventsTitle: string;
  other: string;
}

// French first (Quebec typography: a narrow no-break space before : ; ! ?).
const texts: Record<Locale, DocsText> = {
  fr: {
    title: 'Propre sur votre site : démarrage rapide',
    lead: 'La réservation, la recherche et les profils de Propre dans vos pages, en deux façons.',
    scriptTitle: 'Une balise script (tout site, tout CMS)',
    scriptLead:
      'Collez ces deux lignes. Chaque widget s’affiche dans sa propre zone isolée : vos styles ne l’atteignent pas, les siens ne touchent pas votre page.',
    reactTitle: 'React (votre application)',
    reactLead: 'Les mêmes widgets, depuis le paquet npm @propre/widgets.',
    keysTitle: 'Votre clé publique',
    keys: [
      'Une clé publique (pk_live_…) ne fonctionne que depuis les origines que vous avez nommées ; ailleurs, le widget affiche un refus et l’API répond 403.',
      'Elle ne donne aucun droit : la personne se connecte elle-même dans le widget, sans témoin (cookie) tiers.',
      'Elle est limitée en nombre d’appels par minute ; une clé révoquée cesse de fonctionner aussitôt.',
    ],
    eventsTitle: 'Événements',
    other:
      'Attributs : data-propre-widget (booking, search, cleaner-profile), data-cleaner, data-lang (fr, en), data-theme (default, bright, dark), data-brand (propre, eclat), data-appearance (JSON).',
  },
  en: {
    title: 'Propre on your site: quick start',
    lead: 'Propre’s booking, search and profiles in your pages, two ways.',
    scriptTitle: 'One script tag (any site, any CMS)',
    scriptLead:
      'Paste these two lines. Each widget shows in its own isolated area: your styles do not reach it, its styles do not touch your page.',
    reactTitle: 'React (your app)',
    reactLead: 'The same widgets, from the npm package @propre/widgets.',
    keysTitle: 'Your publishable key',
    keys: [
      'A publishable key (pk_live_…) works only from the origins you named; elsewhere the widget shows a refusal and the API answers 403.',
      'It grants no right: the person signs in inside the widget themselves, with no third-party cookie.',
      'Its calls per minute are limited; a revoked key stops working at once.',
    ],
    eventsTitle: 'Events',
    other:
      'Attributes: data-propre-widget (booking, search, cleaner-profile), data-cleaner, data-lang (fr, en), data-theme (default, bright, dark), data-brand (propre, eclat), data-appearance (JSON).',
  },
};

const scriptSnippet = (
  origin: string,
  lang: Locale,
) => `<script src="${origin}/embed/v1/loader.js" data-propre-key="pk_live_…" async></script>
<div data-propre-widget="booking" data-cleaner="sophie-gagnon"
     data-lang="${lang}" data-theme="default" data-brand="propre"></div>`;

const reactSnippet = (origin: string, lang: Locale) => `import { createPropreClient } from '@propre/sdk';
import { PropreProvider } from '@propre/widgets/provider';
import { BookingWidget } from '@propre/widgets/booking';
import '@propre/widgets/base.css';
import '@propre/widgets/booking/styles.css';

const client = createPropreClient({ baseUrl: '${origin}', locale: '${lang}' });

export function Book() {
  return (
    <PropreProvider client={client} locale="${lang}" brand="propre">
      <BookingWidget cleanerSlug="sophie-gagnon" onSuccess={(created) => console.log(created)} />
    </PropreProvider>
  );
}`;

const eventsSnippet = `element.addEventListener('propre:booking-created', (event) => {
  console.log(event.detail.bookingIds);
});
// propre:ready, propre:signed-in, propre:error ({ code, status, message })
window.Propre.mount(element, { widget: 'search', lang: 'en' });
window.Propre.unmount(element);`;

/** The quick start: the script tag and React side by side, in the reader's language (`?lang=`). */
export function partnerDocsPage(locale: Locale, origin: string): string {
  const t = texts[locale];
  const other =
    locale === 'fr' ? { href: '?lang=en', label: 'English', lang: 'en' } : { href: '?lang=fr', label: 'Français', lang: 'fr' };
  // Focusable: a code block that scrolls sideways on a phone must scroll from the keyboard too.
  const code = (text: string) => `<pre tabindex="0"><code>${escapeHtml(text)}</code></pre>`;
  return `<!doctype html>
<html lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
body{font:1rem/1.55 system-ui,sans-serif;max-width:72rem;margin:0 auto;padding:1.5rem 1rem 3rem;color:#1b1f24}
h1{font-size:1.75rem;line-height:1.2}nav{text-align:right}a{color:#14532d}
.side{display:grid;gap:1.5rem}@media (min-width:60rem){.side{grid-template-columns:1fr 1fr}}
pre{background:#f1f4f2;border:1px solid #d5ddd8;border-radius:.5rem;padding:1rem;overflow:auto;font-size:.875rem}
section{min-width:0}
</style>
</head>
<body>
<nav><a href="${other.href}" hreflang="${other.lang}" lang="${other.lang}">${other.label}</a></nav>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.lead)}</p>
<div class="side">
<section><h2>${escapeHtml(t.scriptTitle)}</h2><p>${escapeHtml(t.scriptLead)}</p>${code(scriptSnippet(origin, locale))}</section>
<section><h2>${escapeHtml(t.reactTitle)}</h2><p>${escapeHtml(t.reactLead)}</p>${code(reactSnippet(origin, locale))}</section>
</div>
<h2>${escapeHtml(t.keysTitle)}</h2>
<ul>${t.keys.map((k) => `<li>${escapeHtml(k)}</li>`).join('')}</ul>
<p>${escapeHtml(t.other)}</p>
<h2>${escapeHtml(t.eventsTitle)}</h2>
${code(eventsSnippet)}
<p><a href="/docs">API</a></p>
</main>
</body>
</html>`;
}

/**
 * `/partners`: the partners' quick start, served by the API like `/docs` (no script: the
 * security plugin's policy for pages applies), French unless `?lang=en` or the browser asks.
 */
export function registerPartnerDocs(app: FastifyInstance): void {
  app.get('/partners', async (request, reply) => {
    const asked = (request.query as { lang?: string }).lang;
    const locale: Locale = asked === 'en' || asked === 'fr' ? asked : negotiateLocale(request.headers['accept-language']);
    // The Host header is the caller's: only a plain host[:port] goes into the page.
    const host = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d+)?$/.test(request.host) ? request.host : 'propre.ca';
    const origin = `${request.protocol}://${host}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', locale)
      .send(partnerDocsPage(locale, origin));
  });
}
