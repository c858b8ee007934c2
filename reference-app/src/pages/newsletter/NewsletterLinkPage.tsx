import '@propre/widgets/newsletter/styles.css';
import { NewsletterLink, type NewsletterLinkAction } from '@propre/widgets/newsletter';
import { useSearchParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { routerLink } from '../auth/auth-page-support.tsx';

/**
 * /newsletter/confirm and /newsletter/unsubscribe: the pages the newsletter's mails link to
 * (`?token=`). The widget's heading is the page's h1; the person clicks to act.
 */
export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const { t } = useAppTranslation('pages');
  const [search] = useSearchParams();
  useDocumentTitle(t(`newsletter.${action}`));
  return (
    <div className="app-page">
      <NewsletterLink action={action} token={search.get('token')} headingLevel={1} renderLink={routerLink} />
    </div>
  );
}
