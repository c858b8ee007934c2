import { Button } from '@propre/widgets/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useAppTranslation } from '../i18n/use-app-translation.ts';
import { useBrandName } from '../shell/shell-context.ts';
import type { AnalyticsChoice } from './consent.ts';
import { useConsent } from './consent-context.ts';

interface ConsentBannerProps {
  choice: AnalyticsChoice | null;
  onChoose(choice: AnalyticsChoice): void;
  /** When the visitor reopened it from the footer: closing keeps the choice they had. */
  onClose?: (() => void) | undefined;
}

/**
 * Law 25's question, asked once: refusing is one click, as easy as accepting, side by side and
 * alike; nothing is measured before an answer. Not modal: the page stays usable while it waits.
 */
export function ConsentBanner({ choice, onChoose, onClose }: ConsentBannerProps) {
  const { t } = useAppTranslation('footer');
  const brand = useBrandName();
  const heading = useRef<HTMLHeadingElement>(null);
  // Reopened from the footer: the reader is taken to it.
  useEffect(() => {
    if (onClose) heading.current?.focus();
  }, [onClose]);
  return (
    <section className="app-consent" aria-labelledby="app-consent-title">
      <div className="app-consent-inner">
        <h2 id="app-consent-title" className="app-consent-title" tabIndex={-1} ref={heading}>
          {t('consent.title')}
        </h2>
        <p className="app-consent-text">
          {t('consent.text', { brand })}{' '}
          <Link to="/privacy" className="app-text-link">
            {t('consent.policy')}
          </Link>
        </p>
        {choice && <p className="app-consent-text">{t(`consent.current.${choice}`)}</p>}
        <div className="app-consent-actions">
          <Button variant="secondary" onClick={() => onChoose('denied')}>
            {t('consent.refuse')}
          </Button>
          <Button variant="secondary" onClick={() => onChoose('granted')}>
            {t('consent.accept')}
          </Button>
          {onClose && (
            <Button variant="ghost" onClick={onClose}>
              {t('consent.close')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The question where the layout puts it: early in the page, right after the skip link, though
 * shown at the foot of the screen. Keyboard and screen-reader users meet it first, and the
 * browser paints it with the top of the page instead of after the whole page has arrived (it was
 * the home page's largest paint, a second late on a phone).
 */
export function ConsentQuestion() {
  const { asking, choice, choose, close } = useConsent();
  if (!asking) return null;
  return <ConsentBanner choice={choice} onChoose={choose} onClose={choice ? close : undefined} />;
}
