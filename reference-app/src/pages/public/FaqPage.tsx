import '@propre/widgets/content/styles.css';
import { growth } from '@propre/sdk/query';
import { FaqList } from '@propre/widgets/content';
import { usePropre } from '@propre/widgets/provider';
import { buttonClassName } from '@propre/widgets/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { usePageFacts } from '../../shell/page-head.ts';
import { useShell } from '../../shell/shell-context.ts';
import { PublicPage } from './PublicPage.tsx';

/**
 * /faq: the published FAQ by category (growth.listFaq), then the way to ask something else. The
 * widget's answer (the same query, cached once) is also given to search engines as an FAQPage.
 */
export function FaqPage() {
  const { t } = useAppTranslation('public');
  const { client } = usePropre();
  const { language } = useShell();
  const faq = useQuery(growth.listFaq(client, { lang: language }));
  const items = faq.data?.items ?? [];
  usePageFacts(
    items.length > 0
      ? {
          structured: () => [
            {
              '@context': 'https://schema.org',
              '@type': 'FAQPage',
              mainEntity: items.map((item) => ({
                '@type': 'Question',
                name: item.question,
                acceptedAnswer: { '@type': 'Answer', text: item.answer },
              })),
            },
          ],
        }
      : {},
  );
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

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
FaqPage.widgets = [FaqList];
