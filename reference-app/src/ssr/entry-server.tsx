/**
 * The server's side of the marketplace (docs/adr/0014-server-rendering.md): renders an indexable
 * page to HTML with its head, and the sitemap. Built by Vite into dist/server/ and loaded by the
 * API's web plugin, which passes its own in-process `fetch` for the API's answers.
 */

import clientManifest from 'virtual:client-manifest';
import { createPropreClient, createPropreSession, memoryTokenStore } from '@propre/sdk';
import { brandForHost } from '@propre/widgets';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { consentOfCookie } from '../consent/consent.ts';
import { createAppI18n } from '../i18n/app-i18n.ts';
import { acceptedLanguages, detectLanguage } from '../i18n/detect-language.ts';
import { readCookie, storageKeys, toTheme } from '../prefs/prefs.ts';
import { isServerRendered } from '../routing/indexable.ts';
import { appRoutes } from '../routing/router.tsx';
import { createPageHead, PageHeadContext } from '../shell/page-head.ts';
import { Shell } from '../shell/Shell.tsx';
import { createCollectingQueryClient } from './collecting-query-client.ts';
import { renderHead, scriptJson } from './head.ts';
import { languageUrls } from './language-urls.ts';
import { pageAssetTags, scriptsAtLowPriority } from './page-assets.ts';
import { renderMarkup } from './render-markup.ts';
import { type ServerState, serverStateId } from './server-state.ts';

export { renderSitemap } from './sitemap.ts';

export interface RenderRequest {
  /** The absolute URL asked for (the origin as the visitor typed it: it decides the brand). */
  url: string;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  /** The app's built index.html, into which the page goes. */
  template: string;
  /** Calls the API. */
  fetch(request: Request): Promise<Response>;
}

export interface RenderedPage {
  status: number;
  html: string;
}

// A page whose data keeps asking for more (a query that depends on another's answer) gets this
// many renders at most; the last one is sent.
const maxPasses = 4;

/** The page as HTML, or null when the path is not one the server renders (the browser then does). */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  if (!isServerRendered(url.pathname)) return null;
  const language = detectLanguage({
    hostname: url.hostname,
    requested: url.searchParams.get('lang'),
    stored: readCookie(request.cookie, storageKeys.language),
    browser: acceptedLanguages(request.acceptLanguage),
  });
  const theme = toTheme(readCookie(request.cookie, storageKeys.theme));
  const consent = consentOfCookie(request.cookie);
  const brand = brandForHost(url.hostname);
  const i18n = await createAppI18n(language);
  await i18n.loadNamespaces('public');
  const client = createPropreClient({
    baseUrl: url.origin,
    locale: language,
    fetch: (input) => request.fetch(input as Request),
  });
  // Nobody is signed in on the server: the page is the same for every visitor (and cacheable).
  const session = createPropreSession(client, {
    mode: 'cookie',
    storage: { longTerm: memoryTokenStore(), session: memoryTokenStore() },
  });
  const queries = createCollectingQueryClient();
  const handler = createStaticHandler(appRoutes());
  const absolute = (path: string) => languageUrls(url.origin, path)[language];

  let markup = '';
  let head = createPageHead(absolute);
  let pages: string[] = [];
  for (let pass = 1; pass <= maxPasses; pass++) {
    const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }));
    if (context instanceof Response) return null;
    // The lazy page modules of the matched routes (routing/routes/*: `handle.page`).
    pages = context.matches.flatMap(({ route }) => {
      const page = (route.handle as { page?: unknown } | undefined)?.page;
      return typeof page === 'string' ? [page] : [];
    });
    head = createPageHead(absolute);
    const router = createStaticRouter(handler.dataRoutes, context);
    markup = await renderMarkup(
      <StrictMode>
        <PageHeadContext value={head}>
          <Shell
            client={client}
            session={session}
            queryClient={queries.client}
            brand={brand}
            i18n={i18n}
            initialLanguage={language}
            initialTheme={theme}
            initialConsent={consent}
            onLanguage={() => undefined}
          >
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Shell>
        </PageHeadContext>
      </StrictMode>,
    );
    if (!(await queries.fetchMissing())) break;
  }

  const state: ServerState = {
    language,
    theme,
    brand,
    consent,
    hydratable: !queries.anyFailed(),
    queries: dehydrate(queries.client),
  };
  const fallbackDescription = /<meta name="description" content="([^"]*)"/.exec(request.template)?.[1] ?? '';
  const headHtml = renderHead({
    head,
    brand,
    language,
    origin: url.origin,
    pathname: url.pathname,
    requested: url.searchParams.get('lang'),
    fallbackDescription,
  });
  // The page's own CSS and code (the template links the entry's): styled from the first paint,
  // and its code fetched beside the entry's rather than after it.
  const assetTags = scriptsAtLowPriority(pageAssetTags(clientManifest, pages));
  const html = scriptsAtLowPriority(request.template)
    .replace(/<html lang="[^"]*">/, `<html lang="${language === 'fr' ? 'fr-CA' : 'en-CA'}">`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, headHtml)
    .replace('</head>', assetTags ? `  ${assetTags}\n  </head>` : '</head>')
    .replace(
      '<div id="root"></div>',
      `<div id="root">${markup}</div>\n    <script type="application/json" id="${serverStateId}">${scriptJson(state)}</script>`,
    );
  return { status: head.status, html };
}
