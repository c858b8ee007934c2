import '@propre/widgets/admin/styles.css';
import '@propre/widgets/admin-payouts/styles.css';
import { AdminPayouts } from '@propre/widgets/admin-payouts';
import { useSearchParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from '../auth/auth-page-support.tsx';

const cleanerPattern = /^usr_[0-9a-z]{26}$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/payouts (and /payouts, which leads here): the weekly payout previewed then run, the
 * failures with their retry, instant payouts and the reconciliation. `?cleaner=usr_…` narrows it
 * to one cleaner (a payout missed by Friday's run), `?through=YYYY-MM-DD` pays work settled up to
 * that day; each name opens the account.
 */
export function AdminPayoutsPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('admin.payouts'));
  const [params] = useSearchParams();
  const cleaner = params.get('cleaner') ?? '';
  const through = params.get('through') ?? '';
  return (
    <div className="app-page">
      <AdminPayouts
        headingLevel={1}
        renderLink={routerLink}
        cleanerHref={(id) => `/admin/users/${id}`}
        {...(cleanerPattern.test(cleaner) ? { cleanerId: cleaner } : {})}
        {...(dayPattern.test(through) ? { through } : {})}
      />
    </div>
  );
}
