import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { AppI18nContext } from '../../i18n/use-app-translation.ts';

/**
 * The page's texts from one of the widgets' namespaces (`cleaner`, `reviews`), loaded on demand
 * from /locales by the app's own instance — the app's startup namespaces stay as they are.
 */
export function useWidgetTexts(ns: 'cleaner' | 'reviews') {
  const i18n = useContext(AppI18nContext);
  if (!i18n) throw new Error('useWidgetTexts needs the app’s i18n instance (AppI18nContext).');
  return useTranslation(ns, { i18n });
}
