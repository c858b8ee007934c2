import { type PropreContextValue, type ToastApi, usePropreContext } from './context.ts';

/** What most widgets read of the provider. */
export type PropreState = Pick<PropreContextValue, 'client' | 'session' | 'locale' | 'theme' | 'brand' | 'queryClient'>;

/** The provider's client, session, language, theme, brand and QueryClient. */
export function usePropre(): PropreState {
  const { client, session, locale, theme, brand, queryClient } = usePropreContext();
  return { client, session, locale, theme, brand, queryClient };
}

/** Shows a toast in the provider's region; a new toast replaces the one on screen. */
export function useToast(): ToastApi {
  return usePropreContext().toast;
}

/** Where dialogs, popovers and menus render: inside `.propre-root`, so tokens and a shadow root apply. */
export function usePortalContainer(): HTMLElement | null {
  return usePropreContext().portalContainer;
}
