import type { PropreClient, PropreSession } from '@propre/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';
import type { Locale } from '../i18n/namespaces.ts';
import type { Appearance } from '../theme/appearance.ts';
import type { BrandId } from '../theme/brands.ts';
import type { Theme } from '../theme/tokens.ts';

export type { LoginRequest, PropreSession, SignupRequest, User } from '@propre/sdk';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; 5000 by default, errors 8000. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (one toast at a time, spec §9). */
  show(toast: ToastInput): void;
  dismiss(): void;
}

export interface PropreContextValue {
  client: PropreClient;
  session: PropreSession;
  locale: Locale;
  theme: Theme;
  brand: BrandId;
  queryClient: QueryClient;
  appearance: Appearance | undefined;
  /** @internal the provider's private i18next instance. */
  i18n: I18n;
  /** @internal namespaces already added to `i18n`. */
  loadedNamespaces: Set<string>;
  /** @internal where dialogs, popovers and menus render, inside `.propre-root`. */
  portalContainer: HTMLElement | null;
  toast: ToastApi;
  onUnauthorized: (() => void) | undefined;
}

export const PropreContext = createContext<PropreContextValue | null>(null);

/** The provider's state; throws outside a `<PropreProvider>`. */
export function usePropreContext(): PropreContextValue {
  const value = useContext(PropreContext);
  if (!value) throw new Error('Propre widgets must be rendered inside <PropreProvider>.');
  return value;
}
