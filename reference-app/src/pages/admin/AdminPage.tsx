import { Card } from '@propre/widgets/ui';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { AccountDetails, LogoutButton } from '../account/AccountDetails.tsx';

/**
 * /admin for now: the admin area exists (admins are kept in it, spec §2) and shows who is signed
 * in; the tools themselves (users, profile review, payouts, marketing, messages, health) come later.
 */
export function AdminPage() {
  const { t } = useAppTranslation('pages');
  const { user } = useShell();
  useDocumentTitle(t('admin.title'));
  if (!user) return null;
  return (
    <div className="app-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('admin.title')}</h1>
        <p className="app-page-lead">{t('admin.lead')}</p>
      </header>
      <Card padding="lg" className="app-account-card">
        <AccountDetails user={user} />
        <LogoutButton label={t('admin.logout')} />
      </Card>
      <p className="app-coming">{t('admin.coming')}</p>
    </div>
  );
}
