import '@propre/widgets/calendar/styles.css';
import { Calendar } from '@propre/widgets/calendar';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/**
 * /profile/calendar (cleaners only; the guard sends others to /): the cleaner's availability and
 * bookings by week or month, their availability blocks, and calendar sync (ICS feed and import,
 * Google Calendar).
 */
export function CalendarPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('calendar.title'));
  // Google's consent page sends the cleaner back here with ?code=…&state=… (or ?error=…): the
  // widget finishes the link once, then the address loses them (a start is used only once).
  const [search, setSearch] = useSearchParams();
  const googleReturn = { code: search.get('code'), state: search.get('state'), error: search.get('error') };
  const handled = useCallback(() => setSearch({}, { replace: true }), [setSearch]);
  return (
    <div className="app-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('calendar.title')}</h1>
        <p className="app-page-lead">{t('calendar.lead')}</p>
      </header>
      <Calendar title={null} headingLevel={2} googleReturn={googleReturn} onGoogleReturnHandled={handled} />
    </div>
  );
}
