import '@propre/widgets/admin/styles.css';
import '@propre/widgets/admin-analytics/styles.css';
import { AdminCleanerAnalytics } from '@propre/widgets/admin-analytics';
import { useParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from '../auth/auth-page-support.tsx';

/** /admin/cleaners/{cleanerId}: one cleaner's totals and last 12 weeks, as charts or a table. */
export function AdminCleanerAnalyticsPage() {
  const { cleanerId = '' } = useParams();
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('admin.cleanerAnalytics'));
  return (
    <div className="app-page">
      <AdminCleanerAnalytics
        key={cleanerId}
        cleanerId={cleanerId}
        headingLevel={1}
        backHref={`/admin/users/${cleanerId}`}
        renderLink={routerLink}
      />
    </div>
  );
}
