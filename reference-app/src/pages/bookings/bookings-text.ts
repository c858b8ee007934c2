import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { AppI18nContext } from '../../i18n/use-app-translation.ts';

/**
 * Titles from the widgets' booking texts (served at /locales/{lng}/booking.json), read with the
 * app's own instance; without suspending, so a page never waits for its title. `day` formats an
 * instant as Quebec's calendar day, in the page's language.
 */
export function useBookingsText() {
  const i18n = useContext(AppI18nContext);
  if (!i18n) throw new Error('useBookingsText needs the app’s i18n instance (AppI18nContext).');
  const { t } = useTranslation('booking', { i18n, useSuspense: false });
  const locale = i18n.language === 'en' ? 'en-CA' : 'fr-CA';
  const day = (instant: string, withTime = false) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
      timeZone: 'America/Toronto',
    })
      .format(new Date(instant))
      // A time never breaks across lines (« 13 h 00 », “1:00 p.m.”): no-break spaces inside it.
      .replace(/(\d) h (\d)/g, '$1\u00a0h\u00a0$2')
      .replace(/(\d) ([ap]\.m\.)/g, '$1\u00a0$2');
  return { t, day };
}
