import '@propre/widgets/admin/styles.css';
import { AdminHealth } from '@propre/widgets/admin';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/** /admin/health: the system's health, refreshed every 30 seconds while the page is open. */
export function AdminHealthPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('admin.health'));
  return (
    <div className="app-page">
      <AdminHealth headingLevel={1} />
    </div>
  );
}
