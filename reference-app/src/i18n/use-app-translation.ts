import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNamespace } from './app-i18n.ts';

export const AppI18nContext = createContext<I18n | null>(null);

/**
 * `t` for the app's own texts. The instance is passed explicitly: inside <PropreProvider>,
 * react-i18next's context holds the widgets' private instance, not the app's.
 */
export function useAppTranslation(ns: AppNamespace | AppNamespace[]) {
  const i18n = useContext(AppI18nContext);
  if (!i18n) throw new Error('useAppTranslation needs the app’s i18n instance (AppI18nContext).');
  return useTranslation(ns, { i18n });
}
