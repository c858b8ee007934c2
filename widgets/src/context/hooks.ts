import type { PropreClient, PropreSession } from '@propre/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../i18n/namespaces.ts';
import type { BrandId } from '../theme/brands.ts';
import type { Theme } from '../theme/tokens.ts';
import { type ToastApi, usePropreContext } from './context.ts';

export interface PropreState {
  client: PropreClient;
  session: PropreSession;
  locale: Locale;
  theme: Theme;
  brand: BrandId;
  queryClient: QueryClient;
}

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
