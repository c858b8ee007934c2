import '@propre/widgets/admin/styles.css';
import { type AdminUserStatusFilter, AdminUsers } from '@propre/widgets/admin';
import { useSearchParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from '../auth/auth-page-support.tsx';

const statuses: readonly string[] = ['active', 'suspended', 'deleted'];

/** /admin/users: search, filters and the table; `?status=suspended` opens on the suspended accounts (the dashboard's link). */
export function AdminUsersPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('admin.users'));
  const [params] = useSearchParams();
  const status = params.get('status');
  return (
    <div className="app-page">
      <AdminUsers
        headingLevel={1}
        renderLink={routerLink}
        userHref={(id) => `/admin/users/${id}`}
        initialFilters={status && statuses.includes(status) ? { status: status as AdminUserStatusFilter } : {}}
      />
    </div>
  );
}
