import '@propre/widgets/content/styles.css';
import { PricingTerms } from '@propre/widgets/content';
import { buttonClassName } from '@propre/widgets/ui';
import { Link } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { PublicPage } from './PublicPage.tsx';

/**
 * /pricing: how a price is made, then every fee, tax, discount and referral amount as the API
 * applies them (growth.getPricingTerms), and how first-cleaning discounts combine (issue 37: the
 * best one applies, they never stack — the bookings pricing's rule).
 */
export function PricingPage() {
  return (
    <PublicPage page="pricing" brandLead>
      <PricingContent />
    </PublicPage>
  );
}

/** Inside the frame: rendered once the `public` texts are in. */
function PricingContent() {
  const { t } = useAppTranslation('public');
  const rate = t('pricing.rate', { returnObjects: true }) as unknown as string[];
  return (
    <>
      <section className="app-public-block" aria-labelledby="pricing-rate">
        <h2 id="pricing-rate">{t('pricing.rateTitle')}</h2>
        {rate.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className="app-public-block" aria-labelledby="pricing-terms">
        <h2 id="pricing-terms">{t('pricing.termsTitle')}</h2>
        <PricingTerms headingLevel={3} />
      </section>
      <section className="app-public-block" aria-labelledby="pricing-stack">
        <h2 id="pricing-stack">{t('pricing.stackTitle')}</h2>
        <p>{t('pricing.stack')}</p>
      </section>
      <div className="app-actions">
        <Link to="/cleaners" className={buttonClassName({ variant: 'primary' })}>
          {t('common.findCleaner')}
        </Link>
      </div>
    </>
  );
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
PricingPage.widgets = [PricingTerms];
