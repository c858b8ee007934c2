import '@propre/widgets/base.css';
import './styles/app.css';
import { createPropreClient, createPropreSession, defaultStorageKeys } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import { brandForHost, brands, loadCommonTexts } from '@propre/widgets';
import { readSignInWindowParams, signInWindowPath } from '@propre/widgets/embed';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readConsent, shareConsentWithServer } from './consent/consent.ts';
import { createAppI18n } from './i18n/app-i18n.ts';
import { type AppLanguage, detectLanguage, personalLanguage } from './i18n/detect-language.ts';
import { readCookie, readStored, storageKeys, toTheme, writeCookie, writeStored } from './prefs/prefs.ts';
import { withFlash } from './routing/flash.ts';
import { drawnAsOnServer, widgetsOf } from './routing/page-widgets.ts';
import {
  looksLikeQuebec,
  regionalDomainOf,
  regionalRedirect,
  regionCookie,
  regionCookieValue,
} from './routing/regional-redirect.ts';
import { appRoutes, createAppRouter } from './routing/router.tsx';
import { PageHeadContext } from './shell/page-head.ts';
import { Shell } from './shell/Shell.tsx';
import { readServerState } from './ssr/server-state.ts';

/** The province of the stored user, if a signed-in user is remembered in this browser. */
function storedProvince(): string | null {
  for (const area of ['session', 'local'] as const) {
    const raw = readStored(defaultStorageKeys.user, area);
    if (!raw) continue;
    try {
      const province = (JSON.parse(raw) as { location?: { province?: unknown } | null }).location?.province;
      if (typeof province === 'string') return province;
    } catch {
      // A broken entry says nothing about where the user is.
    }
  }
  return null;
}

/** The server reads the visitor's choices from cookies: choices kept before it did are copied there. */
function shareChoicesWithServer() {
  for (const key of [storageKeys.language, storageKeys.theme]) {
    const stored = readStored(key);
    if (stored && readCookie(document.cookie, key) !== stored) writeCookie(key, stored);
  }
  shareConsentWithServer();
}

/**
 * Loads the code of the routes the address matches, then their widgets' code and texts, so the
 * first render is the page, as on the server, and nothing the server drew waits for its code.
 * False, with nothing preloaded, when a page would draw otherwise here (page-widgets.ts).
 */
async function loadMatchedRoutes(routes: RouteObject[], language: AppLanguage): Promise<boolean> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  if (!matches.every(({ route, params }) => drawnAsOnServer(route.Component, params))) return false;
  await Promise.all(matches.flatMap(({ route }) => widgetsOf(route.Component)).map((widget) => widget.preload(language)));
  return true;
}

async function boot() {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const stored = readStored(storageKeys.language);

  // Spec §1: on the regional domains, French speakers in Quebec go to the French one, everyone
  // else to the English one — before anything renders.
  const inQuebec = looksLikeQuebec({ province: storedProvince(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  // The server applies the same rule to the next page before sending it, but cannot tell where the visitor is.
  const region = regionCookieValue(inQuebec);
  if (regionalDomainOf(location.hostname) !== null && readCookie(document.cookie, regionCookie) !== region) {
    writeCookie(regionCookie, region);
  }
  const target = regionalRedirect({
    url: new URL(location.href),
    language: personalLanguage({ stored, browser }),
    inQuebec,
  });
  if (target) {
    location.replace(target);
    return;
  }

  // The sign-in window of a partner's widget speaks the widget's language, without storing it as the visitor's choice.
  const windowLanguage = location.pathname === signInWindowPath ? readSignInWindowParams(location.search)?.lang : undefined;
  const requested = windowLanguage ? null : new URLSearchParams(location.search).get('lang');
  const language = windowLanguage ?? detectLanguage({ hostname: location.hostname, requested, stored, browser });
  // An address in a language (a search result's `?lang=en`) is a choice: the next page, reached by
  // a plain link, stays in it.
  if (requested && requested === language && stored !== language) writeStored(storageKeys.language, language);
  shareChoicesWithServer();
  const brand = brandForHost(location.hostname);
  const theme = toTheme(readStored(storageKeys.theme));
  // The server's page is hydrated only when this browser would render the very same one (docs/adr/0014).
  const server = readServerState();
  const sameChoices =
    server?.hydratable === true && server.language === language && server.theme === theme && server.brand === brand;
  // The widgets' common texts of this language only (ADR 0021): fetched beside the rest, awaited
  // before the first render.
  const commonTexts = loadCommonTexts(language);
  const routes = appRoutes();
  const queryClient = createQueryClient();
  let i18n: ReturnType<typeof createAppI18n> | Awaited<ReturnType<typeof createAppI18n>> = createAppI18n(language);
  let hydrating = false;
  if (sameChoices) {
    // The server's answers serve the first render either way: they were asked in this language.
    hydrate(queryClient, server.queries);
    const [loaded, samePage] = await Promise.all([i18n, loadMatchedRoutes(routes, language)]);
    await loaded.loadNamespaces('public');
    i18n = loaded;
    hydrating = samePage;
  }
  if (!hydrating) {
    document.documentElement.lang = language === 'fr' ? 'fr-CA' : 'en-CA';
    document.title = brands[brand].name;
  }
  const current: { language: AppLanguage } = { language };
  const router = createAppRouter(routes);
  const client = createPropreClient({
    baseUrl: location.origin,
    csrf: 'cookie',
    // The API's problem titles follow the language on screen.
    fetch: (request, init) => {
      if (request instanceof Request) request.headers.set('accept-language', current.language);
      return fetch(request, init);
    },
    // Spec §8: a 401 outside the login page (the session already forgot the user) goes to
    // /login, saying why (through the `?message=` toast).
    onUnauthorized: () => {
      // Nobody is signed in any more (signed out, or the account just deleted), or the person is
      // already on the way to another page (home, after deleting the account): a late 401 of a
      // request from the page being left says nothing new and must not send them to sign in. A
      // page that needs the session will get its own 401 once shown.
      if (session.state.status !== 'authenticated' || router.state.navigation.state !== 'idle') return;
      const { pathname, search } = router.state.location;
      if (pathname === '/login') return;
      writeStored(storageKeys.returnPath, pathname + search, 'session');
      void router.navigate(withFlash('/login', 'message', 'sessionExpired'), { replace: true });
    },
  });
  const session = createPropreSession(client, { mode: 'cookie' });
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element.');
  // The same tree as the server's (ssr/entry-server.tsx), without its collector of the head.
  const app = (
    <StrictMode>
      <PageHeadContext value={null}>
        <Shell
          client={client}
          session={session}
          queryClient={queryClient}
          brand={brand}
          i18n={i18n}
          initialLanguage={language}
          initialTheme={theme}
          initialConsent={hydrating && server ? (server.consent ?? null) : readConsent()}
          onLanguage={(next: AppLanguage) => {
            current.language = next;
          }}
        >
          <RouterProvider router={router} />
        </Shell>
      </PageHeadContext>
    </StrictMode>
  );
  await commonTexts;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone's long task was the page's blocking time); a
  // click meanwhile is replayed once its part is hydrated.
  if (hydrating)
    startTransition(() => {
      hydrateRoot(element, app);
    });
  else createRoot(element).render(app);
}

void boot();
