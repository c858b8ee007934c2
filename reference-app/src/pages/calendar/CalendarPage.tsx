import { Calendar } from '@propre/widgets/calendar';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/**
 * /profile/calendar (cleaners only; the guard sends others to /): the cleaner's availability and
 * bookings by week or month, their availability blocks, and calendar sync (ICS feed and import;
 * Google Calendar's section comes with its sync).
 */
export function CalendarPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('calendar.title'));
  return (
    <div className="app-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('calendar.title')}</h1>
        <p className="app-page-lead">{t('calendar.lead')}</p>
      </header>
      <Calendar title={null} headingLevel={2} />
    </div>
  );
}
