import { AdminDashboard } from '@propre/widgets/admin';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from '../auth/auth-page-support.tsx';

/**
 * /admin: the morning's figures (spec §2). Each figure links to its list when the console has
 * it; documents, payouts and contact messages link once their pages exist (issue 36).
 */
export function AdminPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('admin.title'));
  return (
    <div className="app-page">
      <AdminDashboard
        headingLevel={1}
        renderLink={routerLink}
        links={{ users: '/admin/users', suspended: '/admin/users?status=suspended' }}
      />
    </div>
  );
}
