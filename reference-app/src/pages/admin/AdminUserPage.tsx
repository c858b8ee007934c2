import '@propre/widgets/admin/styles.css';
import { AdminUserDetail } from '@propre/widgets/admin';
import { useParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from '../auth/auth-page-support.tsx';

/** /admin/users/{userId}: one account, its activity and audit log, suspend and reactivate; a cleaner's analytics linked. */
export function AdminUserPage() {
  const { userId = '' } = useParams();
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('admin.user'));
  return (
    <div className="app-page">
      <AdminUserDetail
        key={userId}
        userId={userId}
        headingLevel={1}
        backHref="/admin/users"
        analyticsHref={(id) => `/admin/cleaners/${id}`}
        renderLink={routerLink}
      />
    </div>
  );
}
