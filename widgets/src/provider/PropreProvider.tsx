import { createPropreSession, memoryTokenStore, ProblemError, type PropreClient, type PropreSession } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PropreContext, type PropreContextValue, type ToastApi, type ToastInput } from '../context/context.ts';
import { createWidgetI18n, showLanguage } from '../i18n/create-i18n.ts';
import type { Locale, ResourceOverrides } from '../i18n/namespaces.ts';
import { type Appearance, appearanceStyle, cx } from '../theme/appearance.ts';
import type { BrandId } from '../theme/brands.ts';
import type { Theme } from '../theme/tokens.ts';
import type { ShownToast } from './ToastRegion.tsx';

// Radix's toast machinery loads with the first toast: most pages of a partner never show one.
const ToastRegion = lazy(() => import('./ToastRegion.tsx').then((module) => ({ default: module.ToastRegion })));

export interface PropreProviderProps {
  /** The SDK client (`createPropreClient`): every widget under this provider calls the API with it. */
  client: PropreClient;
  /**
   * The signed-in state the widgets share. When not given, the provider creates one bearer
   * session kept in memory (it lasts as long as the page); pass `createPropreSession(client,
   * { mode: 'cookie' })` for a site on the API's own origin. One session per client.
   */
  session?: PropreSession;
  /** The widgets' language, chosen explicitly by the host; French by default. */
  locale?: Locale;
  /** default, bright (high contrast) or dark; `appearance.theme` when not given. */
  theme?: Theme;
  brand?: BrandId;
  /**
   * A QueryClient of the host; one with the SDK's cache rules is created when not given. Make
   * yours with `createQueryClient()` (or give it `mutationCache: propreMutationCache()`): its
   * mutation cache is what refreshes, after a write, the queries the write made stale.
   */
  queryClient?: QueryClient;
  /** Called when a query or mutation answers 401, after the session is cleared. */
  onUnauthorized?: () => void;
  /** Messages that replace the bundled ones: `{ fr: { auth: { title: '…' } } }`. Read once. */
  resources?: ResourceOverrides;
  appearance?: Appearance;
  className?: string;
  children?: ReactNode;
}

/**
 * The root of every Propre widget: the SDK client, a QueryClient, a private i18next instance,
 * the brand and theme tokens, and one toast region. Nothing is module-global: providers side by
 * side keep their own client, cache, language and brand.
 */
export function PropreProvider(props: PropreProviderProps) {
  const { client, locale = 'fr', brand = 'propre', appearance, className, children } = props;
  const theme = props.theme ?? appearance?.theme ?? 'default';
  const session = useDefaultSession(client, props.session);
  const [ownQueryClient] = useState(() => props.queryClient ?? createQueryClient());
  const queryClient = props.queryClient ?? ownQueryClient;
  const [i18n] = useState(() => createWidgetI18n(locale, props.resources));
  const [loadedNamespaces] = useState(() => new Set<string>(['common']));
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const [shown, setShown] = useState<ShownToast | null>(null);
  const nextToastId = useRef(0);

  useLayoutEffect(() => {
    if (i18n.language !== locale) void showLanguage(i18n, locale);
  }, [i18n, locale]);

  const onUnauthorized = useRef(props.onUnauthorized);
  onUnauthorized.current = props.onUnauthorized;
  useUnauthorizedWatch(queryClient, session, onUnauthorized);

  const toast = useMemo<ToastApi>(
    () => ({
      show(input: ToastInput) {
        nextToastId.current += 1;
        setShown({ ...input, id: nextToastId.current, open: true });
      },
      dismiss() {
        setShown((current) => (current ? { ...current, open: false } : current));
      },
    }),
    [],
  );
  const onToastOpenChange = useCallback((open: boolean) => {
    setShown((current) => (current ? { ...current, open } : current));
  }, []);

  const fields: PropreContextValue = {
    client,
    session,
    locale,
    theme,
    brand,
    queryClient,
    appearance,
    i18n,
    loadedNamespaces,
    portalContainer,
    toast,
    onUnauthorized: props.onUnauthorized,
  };
  // A new context value only when one of its fields changes, so readers do not re-render for nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are the dependencies.
  const value = useMemo(() => fields, Object.values(fields));

  return (
    <PropreContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <div
            className={cx('propre-root', className, appearance?.elements?.root)}
            data-propre-brand={brand}
            data-propre-theme={theme}
            lang={locale === 'fr' ? 'fr-CA' : 'en-CA'}
            style={appearanceStyle(appearance?.variables)}
          >
            {children}
            {shown && (
              <Suspense fallback={null}>
                <ToastRegion toast={shown} onOpenChange={onToastOpenChange} />
              </Suspense>
            )}
            <div className={cx('propre-portal', appearance?.elements?.portal)} data-part="portal" ref={setPortalContainer} />
          </div>
        </I18nextProvider>
      </QueryClientProvider>
    </PropreContext.Provider>
  );
}

/** The given session, else one in-memory bearer session per provider and client. */
function useDefaultSession(client: PropreClient, given: PropreSession | undefined): PropreSession {
  const [own, setOwn] = useState<{ client: PropreClient; session: PropreSession } | null>(null);
  if (given) return given;
  if (own && own.client === client) return own.session;
  const session = createPropreSession(client, {
    mode: 'bearer',
    storage: { longTerm: memoryTokenStore(), session: memoryTokenStore() },
  });
  setOwn({ client, session });
  return session;
}

/** A 401 from any query or mutation of this provider clears the session and tells the host. */
function useUnauthorizedWatch(queryClient: QueryClient, session: PropreSession, callback: { current: (() => void) | undefined }) {
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!(error instanceof ProblemError) || error.status !== 401) return;
      session.clear();
      callback.current?.();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, session, callback]);
}
