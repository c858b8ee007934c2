import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { AppI18nContext } from '../../i18n/use-app-translation.ts';

/**
 * A title from the widgets' booking texts (served at /locales/{lng}/booking.json), read with
 * the app's own instance; without suspending, so the page never waits for a title.
 */
export function useBookingText() {
  const i18n = useContext(AppI18nContext);
  if (!i18n) throw new Error('useBookingText needs the app’s i18n instance (AppI18nContext).');
  return useTranslation('booking', { i18n, useSuspense: false }).t;
}
