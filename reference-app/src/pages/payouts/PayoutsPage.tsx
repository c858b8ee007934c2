import '@propre/widgets/payouts/styles.css';
import { Payouts } from '@propre/widgets/payouts';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/**
 * /profile/payouts (cleaners only; the guard sends others to /): the cleaner's earnings and
 * payouts under the page's own title. « Set up my payout account » leaves for the provider's
 * onboarding, which comes back to /profile/stripe-connect/return (a redirect to /profile).
 */
export function PayoutsPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('payouts.title'));
  return (
    <div className="app-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('payouts.title')}</h1>
        <p className="app-page-lead">{t('payouts.lead')}</p>
      </header>
      <Payouts title={null} headingLevel={2} />
    </div>
  );
}
