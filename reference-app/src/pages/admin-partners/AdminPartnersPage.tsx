import '@propre/widgets/admin/styles.css';
import '@propre/widgets/admin-partners/styles.css';
import { AdminPartners } from '@propre/widgets/admin-partners';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from '../auth/auth-page-support.tsx';

/** /admin/partners: the partners, and the form that adds one (spec §2, admin only). */
export function AdminPartnersPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('admin.partners'));
  return (
    <div className="app-page app-page--wide">
      <AdminPartners headingLevel={1} renderLink={routerLink} partnerHref={(id) => `/admin/partners/${id}`} />
    </div>
  );
}
