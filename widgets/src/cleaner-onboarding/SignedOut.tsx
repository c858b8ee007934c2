import type { ReactNode } from 'react';
import { usePartClass } from '../context/hooks.ts';
import { onboardingNs } from '../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { buttonClassName } from '../ui/Button.tsx';
import { stepIds, stepKeys } from './model.ts';

export interface OnboardingLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface CleanerOnboardingSignedOutProps {
  /** Sign-in, ideally with a return path to the onboarding. */
  signInHref: string;
  /** Creating a cleaner account. */
  joinHref: string;
  /** Renders a link with the host's router; a plain `<a>` otherwise. */
  renderLink?: (props: OnboardingLinkProps) => ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** For a visitor who is not signed in: what the onboarding is, and the ways in. */
export function CleanerOnboardingSignedOut({
  signInHref,
  joinHref,
  renderLink,
  headingLevel = 2,
  className,
}: CleanerOnboardingSignedOutProps) {
  const { t } = useWidgetTranslation(onboardingNs);
  const rootClass = usePartClass('root', cx('propre-cleaner-onboarding propre-onboarding-panel', className));
  const Heading = `h${headingLevel}` as const;
  const link = (props: OnboardingLinkProps) => (renderLink ? renderLink(props) : <a {...props} />);
  return (
    <section className={rootClass} data-part="root" data-state="signed-out" aria-labelledby="propre-onboarding-signed-out">
      <Heading id="propre-onboarding-signed-out" className="propre-onboarding-panel__title">
        {t('cleaner.signedOut.title')}
      </Heading>
      <p className="propre-onboarding-panel__lead">{t('cleaner.signedOut.body')}</p>
      <ol className="propre-onboarding-overview">
        {stepIds.map((id) => (
          <li key={id}>
            <strong>{t(`cleaner.steps.${stepKeys[id]}`)}</strong> — {t(`cleaner.stepLeads.${stepKeys[id]}`)}
          </li>
        ))}
      </ol>
      <div className="propre-onboarding-actions">
        {link({ href: joinHref, className: buttonClassName(), children: t('cleaner.signedOut.join') })}
        {link({
          href: signInHref,
          className: buttonClassName({ variant: 'secondary' }),
          children: t('cleaner.signedOut.signIn'),
        })}
      </div>
    </section>
  );
}
