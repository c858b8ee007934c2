import { csrfCookieName, defaultStorageKeys, type PropreClient } from '@propre/sdk';
import { loadCommonTexts } from '@propre/widgets';
import { type BrandId, PropreProvider, type PropreSession } from '@propre/widgets/provider';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnalyticsChoice } from '../consent/consent.ts';
import type { AppLanguage } from '../i18n/detect-language.ts';
import { AppI18nContext } from '../i18n/use-app-translation.ts';
import { readCookie, readStored, storageKeys, type ThemeChoice, writeCookie, writeStored } from '../prefs/prefs.ts';
import { favicons } from './favicons.ts';
import { StartupLoader } from './StartupLoader.tsx';
import { ShellContext, type ShellState } from './shell-context.ts';

export interface ShellProps {
  client: PropreClient;
  session: PropreSession;
  queryClient: QueryClient;
  brand: BrandId;
  /** Given loaded when the page was rendered by the server (the first render must match it). */
  i18n: I18n | Promise<I18n>;
  initialLanguage: AppLanguage;
  initialTheme: ThemeChoice;
  /** The privacy choice the page is drawn with (the server's, from its cookie, while hydrating). */
  initialConsent: AnalyticsChoice | null;
  /** Kept in step with the language, for the `accept-language` of API calls. */
  onLanguage(language: AppLanguage): void;
  /** The router: `<RouterProvider>` in the browser, `<StaticRouterProvider>` on the server. */
  children: ReactNode;
}

// Nobody is known while a page renders on the server, nor while it hydrates (the session starts in
// an effect): the first render in the browser then matches the server's.
const sessionBeforeStart = { status: 'unknown', user: null } as const;

/**
 * Whether this browser may hold a session: the API sets its readable CSRF cookie with the HttpOnly
 * session cookie and clears them together, and a signed-in user is remembered in storage. Without
 * either, nobody is signed in, and asking the API who is (a 401 logged in the console) is skipped.
 */
function mayBeSignedIn(): boolean {
  if (readCookie(document.cookie, csrfCookieName) !== null) return true;
  return (['session', 'local'] as const).some(
    (area) => readStored(defaultStorageKeys.user, area) !== null || readStored(defaultStorageKeys.token, area) !== null,
  );
}

/**
 * The app's state that is not in the URL: language, theme, session. Renders the full-screen
 * loader until the session is known and the app's texts are loaded (spec §2), then the router.
 */
export function Shell(props: ShellProps) {
  const { client, session, queryClient, brand, onLanguage, children } = props;
  const [i18n, setI18n] = useState<I18n | null>(() => (props.i18n instanceof Promise ? null : props.i18n));
  const [language, setLanguageState] = useState(props.initialLanguage);
  const [theme, setThemeState] = useState(props.initialTheme);
  const sessionState = useSyncExternalStore(
    session.subscribe,
    () => session.state,
    () => sessionBeforeStart,
  );

  useEffect(() => {
    let live = true;
    void Promise.resolve(props.i18n).then((instance) => live && setI18n(instance));
    return () => {
      live = false;
    };
  }, [props.i18n]);

  useEffect(() => {
    if (!mayBeSignedIn()) {
      session.clear();
      return;
    }
    // A failed start (API unreachable) leaves the visitor signed out; the pages still work.
    session
      .start()
      .then((stored) => {
        // A remembered user shows at once; the server then says whether the cookie still holds
        // (and who they are now: a role or a name may have changed elsewhere).
        if (stored) return confirmUser(client, session);
      })
      .catch(() => undefined);
  }, [client, session]);

  const setLanguage = useCallback(
    (next: AppLanguage) => {
      writeStored(storageKeys.language, next);
      writeCookie(storageKeys.language, next);
      onLanguage(next);
      // The texts of the new language first (the app's and the widgets' common ones), then the
      // switch: no flash of keys or of the other language.
      void Promise.all([i18n?.changeLanguage(next), loadCommonTexts(next)]).then(
        () => setLanguageState(next),
        // Offline: the page stays in its language; the next click tries again.
        () => undefined,
      );
    },
    [i18n, onLanguage],
  );
  const setTheme = useCallback((next: ThemeChoice) => {
    writeStored(storageKeys.theme, next);
    writeCookie(storageKeys.theme, next);
    setThemeState(next);
  }, []);

  usePageChrome(brand, theme, language);
  // Said once the app has taken over the page (hydrated or rendered): until then a page the server
  // rendered shows but does not respond yet. Journeys wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);

  const shell = useMemo<ShellState>(
    () => ({
      brand,
      language,
      setLanguage,
      theme,
      setTheme,
      session,
      user: sessionState.user,
      sessionStatus: sessionState.status,
      initialConsent: props.initialConsent,
    }),
    [brand, language, setLanguage, theme, setTheme, session, sessionState, props.initialConsent],
  );

  return (
    <PropreProvider
      client={client}
      session={session}
      queryClient={queryClient}
      locale={language}
      theme={theme}
      brand={brand}
      className="app-root"
    >
      {i18n ? (
        <AppI18nContext.Provider value={i18n}>
          <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
        </AppI18nContext.Provider>
      ) : (
        <StartupLoader />
      )}
    </PropreProvider>
  );
}

/**
 * What lies outside the provider's element: `<html lang>`, the page background behind the app
 * (overscroll, the area under a short page), the browser's colour scheme and its theme colour —
 * read from the tokens the provider's element now carries.
 */
function usePageChrome(brand: BrandId, theme: ThemeChoice, language: AppLanguage) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language === 'fr' ? 'fr-CA' : 'en-CA';
    root.style.colorScheme = theme === 'dark' ? 'dark' : 'light';
    const app = document.querySelector('.app-root');
    if (!app) return;
    const tokens = getComputedStyle(app);
    root.style.backgroundColor = tokens.getPropertyValue('--propre-color-bg').trim();
    const surface = tokens.getPropertyValue('--propre-color-surface').trim();
    if (surface) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', surface);
    document.querySelector('link[rel="icon"]')?.setAttribute('href', favicons[brand]);
  }, [brand, theme, language]);
}

/** Replaces the remembered user with the server's answer, or forgets them when the server does not know them. */
async function confirmUser(client: PropreClient, session: PropreSession) {
  const { data } = await client.GET('/api/users/me');
  if (session.state.status !== 'authenticated') return;
  if (data) session.setUser(data);
  else session.clear();
}
