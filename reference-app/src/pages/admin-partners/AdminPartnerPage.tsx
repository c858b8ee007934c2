import '@propre/widgets/admin/styles.css';
import '@propre/widgets/admin-partners/styles.css';
import { AdminPartnerDetail } from '@propre/widgets/admin-partners';
import { useParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from '../auth/auth-page-support.tsx';

/** /admin/partners/{partnerId}: one partner's keys, allowed origins, webhook endpoints and delivery log. */
export function AdminPartnerPage() {
  const { partnerId = '' } = useParams();
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('admin.partner'));
  return (
    <div className="app-page app-page--wide">
      <AdminPartnerDetail
        key={partnerId}
        partnerId={partnerId}
        headingLevel={1}
        backHref="/admin/partners"
        renderLink={routerLink}
      />
    </div>
  );
}
