import { usePropreContext } from '../context/context.ts';
import { brands } from '../theme/brands.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { type RenderWidgetLink, renderWidgetLink } from '../ui/links.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { NewsletterLinkAction } from './model.ts';
import type { NewsletterPart } from './parts.ts';
import { newsletterTexts } from './texts.ts';

/** Where a newsletter link stands: waiting for the click, at work, done, or why it cannot be. */
export type NewsletterLinkStatus = 'ready' | 'working' | 'done' | 'invalid' | 'missing' | 'failed';

export interface NewsletterLinkViewProps {
  action: NewsletterLinkAction;
  status: NewsletterLinkStatus;
  onAct: () => void;
  /** Where "Back to home" leads; `/` unless given. */
  homeHref?: string;
  renderLink?: RenderWidgetLink;
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * A link from a newsletter mail, props only. The person clicks to confirm or to leave: a mail
 * scanner that opens every link must neither subscribe nor unsubscribe anyone on its own.
 */
export function NewsletterLinkView(props: NewsletterLinkViewProps) {
  const { action, status, onAct, homeHref = '/', renderLink, headingLevel = 1, className } = props;
  const { t, part } = useEntry<NewsletterPart>(newsletterTexts);
  const { brand } = usePropreContext();
  const Heading = `h${headingLevel}` as const;
  const home = renderWidgetLink(renderLink, {
    href: homeHref,
    children: t('link.home'),
    ...part('home', { className: buttonClassName({ variant: 'secondary' }) }),
  });
  const invalid = status === 'invalid';
  return (
    <section {...part('link', { state: status, className })} aria-labelledby="propre-newsletter-link-title">
      <Heading id="propre-newsletter-link-title" {...part('linkTitle')}>
        {t(invalid ? 'link.invalid.title' : status === 'done' ? `link.${action}.doneTitle` : `link.${action}.title`)}
      </Heading>
      {status === 'done' ? (
        <>
          <Alert tone="success" role="status">
            {t(`link.${action}.done`)}
          </Alert>
          {home}
        </>
      ) : invalid ? (
        <>
          <Alert tone="warning" role="alert">
            {t('link.invalid.body')}
          </Alert>
          {home}
        </>
      ) : status === 'missing' ? (
        <Alert tone="warning" role="alert">
          {t('link.missing')}
        </Alert>
      ) : (
        <>
          <p>{t(`link.${action}.body`, { brand: brands[brand].name })}</p>
          {status === 'failed' && (
            <Alert tone="danger" role="alert">
              {t('link.failed')}
            </Alert>
          )}
          <Button onClick={onAct} loading={status === 'working'}>
            {status === 'working' ? t('link.working') : status === 'failed' ? t('link.retry') : t(`link.${action}.action`)}
          </Button>
        </>
      )}
    </section>
  );
}
