import '@propre/widgets/admin/styles.css';
import '@propre/widgets/admin-review/styles.css';
import { AdminReview } from '@propre/widgets/admin-review';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from '../auth/auth-page-support.tsx';

/**
 * /admin/profile-review: the cleaners' documents awaiting review, each previewed, approved or
 * rejected with a reason the cleaner reads on /onboarding (spec §2, §6; issue 36).
 */
export function AdminProfileReviewPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('admin.profileReview'));
  return (
    <div className="app-page">
      <AdminReview headingLevel={1} renderLink={routerLink} cleanerHref={(id) => `/admin/users/${id}`} />
    </div>
  );
}
