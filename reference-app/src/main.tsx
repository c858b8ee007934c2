import '@propre/widgets/styles.css';
import './styles/app.css';
import { createPropreClient, createPropreSession, defaultStorageKeys } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import { brandForHost, brands } from '@propre/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppI18n } from './i18n/app-i18n.ts';
import { type AppLanguage, detectLanguage, personalLanguage } from './i18n/detect-language.ts';
import { readStored, storageKeys, toTheme, writeStored } from './prefs/prefs.ts';
import { withFlash } from './routing/flash.ts';
import { looksLikeQuebec, regionalRedirect } from './routing/regional-redirect.ts';
import { createAppRouter } from './routing/router.tsx';
import { Shell } from './shell/Shell.tsx';

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

function boot() {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const stored = readStored(storageKeys.language);

  // Spec §1: on the regional domains, French speakers in Quebec go to the French one, everyone
  // else to the English one — before anything renders.
  const target = regionalRedirect({
    hostname: location.hostname,
    protocol: location.protocol,
    port: location.port,
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    language: personalLanguage({ stored, browser }),
    inQuebec: looksLikeQuebec({ province: storedProvince(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
  });
  if (target) {
    location.replace(target);
    return;
  }

  const language = detectLanguage({ hostname: location.hostname, stored, browser });
  const brand = brandForHost(location.hostname);
  document.documentElement.lang = language === 'fr' ? 'fr-CA' : 'en-CA';
  document.title = brands[brand].name;
  const i18n = createAppI18n(language);
  const current: { language: AppLanguage } = { language };
  const router = createAppRouter();
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
  createRoot(element).render(
    <StrictMode>
      <Shell
        client={client}
        session={session}
        queryClient={createQueryClient()}
        router={router}
        brand={brand}
        i18n={i18n}
        initialLanguage={language}
        initialTheme={toTheme(readStored(storageKeys.theme))}
        onLanguage={(next: AppLanguage) => {
          current.language = next;
        }}
      />
    </StrictMode>,
  );
}

boot();
