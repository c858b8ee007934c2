import '@propre/widgets/admin/styles.css';
import { AdminDashboard } from '@propre/widgets/admin';
import { Card } from '@propre/widgets/ui';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { AccountDetails, LogoutButton } from '../account/AccountDetails.tsx';
import { routerLink } from '../auth/auth-page-support.tsx';

/**
 * /admin: the morning's figures (spec §2), then the administrator's own account (an admin has no
 * /profile: every other path leads here). Each figure links to its list when the console has it;
 * documents and payouts link to their consoles; contact messages once their page exists (issue 36).
 */
export function AdminPage() {
  const { t } = useAppTranslation('pages');
  const { user } = useShell();
  useDocumentTitle(t('admin.title'));
  return (
    <div className="app-page">
      <AdminDashboard
        headingLevel={1}
        renderLink={routerLink}
        links={{
          documents: '/admin/profile-review',
          users: '/admin/users',
          suspended: '/admin/users?status=suspended',
          failedPayouts: '/admin/payouts',
        }}
      />
      {user ? (
        <section className="app-admin-account" aria-labelledby="admin-account-title">
          <h2 id="admin-account-title">{t('admin.account')}</h2>
          <Card padding="lg" className="app-account-card">
            <AccountDetails user={user} />
            <LogoutButton label={t('admin.logout')} />
          </Card>
        </section>
      ) : null}
    </div>
  );
}
