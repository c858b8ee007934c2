import '@propre/widgets/referrals/styles.css';
import { Referrals } from '@propre/widgets/referrals';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/**
 * /referrals (any signed-in role; spec §2, §3, §9): the person's code and link to copy or
 * share, their rewards and the people who signed up with the code.
 */
export function ReferralsPage() {
  const { t } = useAppTranslation('pages');
  const { user } = useShell();
  const role = user?.role === 'client' || user?.role === 'cleaner' ? user.role : null;
  useDocumentTitle(t('referrals.title'));
  return (
    <div className="app-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('referrals.title')}</h1>
        <p className="app-page-lead">{t('referrals.lead')}</p>
      </header>
      <Referrals headingLevel={2} viewerRole={role} />
    </div>
  );
}
