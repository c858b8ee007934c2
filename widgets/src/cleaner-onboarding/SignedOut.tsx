import type { ReactNode } from 'react';
import { cx } from '../theme/appearance.ts';
import { waysIn } from '../ui/links.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { stepIds, stepKeys } from './model.ts';
import type { CleanerOnboardingPart } from './parts.ts';
import { cleanerOnboardingTexts } from './texts.ts';

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
  const { t, part } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const Heading = `h${headingLevel}` as const;
  const link = (props: OnboardingLinkProps) => (renderLink ? renderLink(props) : <a {...props} />);
  return (
    <section
      {...part('root', { state: 'signed-out', className: cx('propre-stack', className) })}
      aria-labelledby="propre-onboarding-signed-out"
    >
      <Heading id="propre-onboarding-signed-out" {...part('stepTitle')}>
        {t('signedOut.title')}
      </Heading>
      <p {...part('stepLead')}>{t('signedOut.body')}</p>
      <ol {...part('overview', { className: 'propre-stack' })}>
        {stepIds.map((id) => (
          <li key={id}>
            <strong>{t(`steps.${stepKeys[id]}`)}</strong> — {t(`stepLeads.${stepKeys[id]}`)}
          </li>
        ))}
      </ol>
      <div {...part('stepActions', { className: 'propre-wrap' })}>
        {waysIn(link, { href: joinHref, label: t('signedOut.join') }, { href: signInHref, label: t('signedOut.signIn') })}
      </div>
    </section>
  );
}
