import '@propre/widgets/content/styles.css';
import '@propre/widgets/admin-marketing/styles.css';
import { AdminMarketing, type MarketingSection, marketingSections } from '@propre/widgets/admin-marketing';
import { useSearchParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

const isSection = (value: string | null): value is MarketingSection =>
  value !== null && (marketingSections as readonly string[]).includes(value);

/**
 * /admin/marketing: newsletter, discount codes, referrals, gallery, blog and FAQ, one tab each;
 * `?tab=blog` keeps the tab in the address, so a reload or a shared link opens it again.
 */
export function AdminMarketingPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('admin.nav.marketing'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  return (
    <div className="app-page app-page--wide">
      <AdminMarketing
        headingLevel={1}
        tab={isSection(tab) ? tab : 'newsletter'}
        onTabChange={(next) => setParams(next === 'newsletter' ? {} : { tab: next }, { replace: true })}
      />
    </div>
  );
}
