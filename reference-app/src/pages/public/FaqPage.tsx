import { FaqList } from '@propre/widgets/content';
import { buttonClassName } from '@propre/widgets/ui';
import { Link } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { PublicPage } from './PublicPage.tsx';

/** /faq: the published FAQ by category (growth.listFaq), then the way to ask something else. */
export function FaqPage() {
  const { t } = useAppTranslation('public');
  return (
    <PublicPage page="faq">
      <FaqList headingLevel={2} />
      <section className="app-public-block" aria-labelledby="faq-more">
        <h2 id="faq-more">{t('faq.more')}</h2>
        <Link to="/contact" className={buttonClassName({ variant: 'secondary' })}>
          {t('common.contactUs')}
        </Link>
      </section>
    </PublicPage>
  );
}
