import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';

/**
 * The bookings pages' texts (`pages:bookings.*`) and `day`, which formats an instant as Quebec's
 * calendar day in the page's language.
 */
export function useBookingsText() {
  const { t } = useAppTranslation('pages');
  const { language } = useShell();
  const locale = language === 'en' ? 'en-CA' : 'fr-CA';
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
