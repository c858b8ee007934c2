import { MessagingProvider } from '@propre/widgets/chat';
import { useToast } from '@propre/widgets/provider';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { ConsentQuestion } from '../consent/ConsentBanner.tsx';
import { ConsentProvider } from '../consent/ConsentProvider.tsx';
import { useAppTranslation } from '../i18n/use-app-translation.ts';
import { readStored, storageKeys, writeStored } from '../prefs/prefs.ts';
import { type GuardDecision, guard, isRememberable } from '../routing/access.ts';
import { takeFlash } from '../routing/flash.ts';
import { StartupLoader } from '../shell/StartupLoader.tsx';
import { type ShellState, useShell } from '../shell/shell-context.ts';
import { DiscountOffer } from './DiscountOffer.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { showsFooter } from './nav-links.ts';

/**
 * The page frame of every route: the guard (spec §2), the header, the page, the footer (not on
 * the onboarding routes), the `?message=`/`?error=` toasts and the remembered return path.
 */
export function AppLayout() {
  const { t } = useAppTranslation('header');
  const location = useLocation();
  const { user, sessionStatus } = useShell();
  const justSignedIn = useSignedInHere(location.key, sessionStatus);
  const decision = guard(
    location,
    { status: sessionStatus, role: user?.role ?? null },
    { justSignedIn, returnPath: readStored(storageKeys.returnPath, 'session') },
  );
  const path = location.pathname + location.search;
  const rendered = decision.kind === 'render';

  useEffect(() => {
    if (rendered && isRememberable(location.pathname)) writeStored(storageKeys.returnPath, path, 'session');
  }, [rendered, location.pathname, path]);
  useFlashToast(rendered);
  useFocusOnNavigation(location.pathname);

  if (decision.kind === 'wait') return <StartupLoader />;
  if (decision.kind === 'redirect') return <Redirect decision={decision} />;
  // One live messaging connection for the header's badge and the chat pages (spec §4): it opens
  // while signed in and closes on logout.
  return (
    <MessagingProvider>
      <ConsentProvider>
        <div className="app-shell">
          <a className="app-skip-link" href="#main">
            {t('skipToContent')}
          </a>
          <ConsentQuestion />
          <Header />
          <main id="main" className="app-main" tabIndex={-1}>
            <Outlet />
          </main>
          {showsFooter(location.pathname) && <Footer />}
          <DiscountOffer />
          <ScrollRestoration />
        </div>
      </ConsentProvider>
    </MessagingProvider>
  );
}

/**
 * Whether the viewer signed in on this very page: they were signed out when they arrived (or
 * when the session finished loading after they arrived) and are signed in now.
 */
function useSignedInHere(locationKey: string, status: ShellState['sessionStatus']): boolean {
  const arrival = useRef({ key: locationKey, status });
  if (arrival.current.key !== locationKey) arrival.current = { key: locationKey, status };
  else if (arrival.current.status === 'unknown') arrival.current = { key: locationKey, status };
  return arrival.current.status === 'unauthenticated' && status === 'authenticated';
}

function Redirect({ decision }: { decision: Extract<GuardDecision, { kind: 'redirect' }> }) {
  const navigate = useNavigate();
  const { to, intended } = decision;
  // Keyed by the address, not by the decision (a new object each render): while the page it leads
  // to loads, the layout renders again, and navigating anew each time would never let it arrive.
  useEffect(() => {
    if (intended) writeStored(storageKeys.returnPath, intended, 'session');
    void navigate(to, { replace: true });
  }, [to, intended, navigate]);
  return <StartupLoader />;
}

/**
 * Spec §2: a `?message=` or `?error=` is shown as a toast, then removed from the URL without a
 * history entry — on the page that is shown, not on one the guard is leaving.
 */
function useFlashToast(enabled: boolean) {
  const { t } = useAppTranslation('header');
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const taken = enabled ? takeFlash(search) : null;
    if (!taken) return;
    if (taken.flash?.tone === 'error')
      toast.show({ title: t('toast.error'), description: t(`toast.${taken.flash.code}`), tone: 'error' });
    else if (taken.flash) toast.show({ title: t(`toast.${taken.flash.code}`), tone: 'info' });
    void navigate({ pathname, search: taken.search, hash }, { replace: true });
  }, [enabled, search, pathname, hash, navigate, toast, t]);
}

/** After a navigation (not the first page), focus goes to the page's content, as a new page load would. */
function useFocusOnNavigation(pathname: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of path, by design.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
AppLayout.widgets = Footer.widgets;
