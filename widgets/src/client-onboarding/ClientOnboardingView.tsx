import type { Gender } from '@propre/sdk';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { waysIn } from '../ui/links.tsx';
import { ErrorState, ProblemAlert } from '../ui/ProblemAlert.tsx';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { CelebrationArt } from './Celebration.tsx';
import type { ClientOnboardingPart } from './parts.ts';
import { ClientStepIndicator } from './StepIndicator.tsx';
import { PanelSkeleton } from './skeletons.tsx';
import type { ClientStepId } from './steps.ts';
import { clientOnboardingTexts } from './texts.ts';

export type { Gender };
export type ClientOnboardingStatus = 'loading' | 'error' | 'ready' | 'signed-out';
export type ClientOnboardingScreen = ClientStepId | 'celebration';
export interface ClientOnboardingLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  onClick?: () => void;
}

const plainLink = ({ href, className, children, onClick }: ClientOnboardingLinkProps) => (
  <a href={href} className={className} onClick={onClick}>
    {children}
  </a>
);

const genders: readonly Gender[] = ['female', 'male', 'other', 'prefer_not_to_say'];

export interface ClientOnboardingViewProps {
  status: ClientOnboardingStatus;
  screen: ClientOnboardingScreen;
  done: ReadonlySet<ClientStepId>;
  /** The person's first name, for the welcome. */
  firstName?: string;
  brandName: string;
  gender: Gender | '';
  onGenderChange: (gender: Gender) => void;
  onStart: () => void;
  onGenderContinue: () => void;
  /** Back one step (gender → welcome, property → gender). */
  onBack: () => void;
  /** "Find a cleaner" on the celebration screen: a link when `searchHref` is given, else this button. */
  onFinish?: () => void;
  searchHref?: string;
  /** The action in progress. */
  pending?: 'welcome' | 'gender' | null;
  /** A failed action (welcome, gender), shown above its button. */
  actionError?: unknown;
  /** A failed load of the progress. */
  loadError?: unknown;
  onRetry?: () => void;
  /** The property step's form (the properties entry's PropertyForm). */
  propertyForm?: ReactNode;
  /** The property just saved, named on the celebration screen. */
  propertyName?: string;
  signInHref?: string;
  joinHref?: string;
  /** Renders the links (sign in, join, find a cleaner): a router's Link in an app; an <a> by default. */
  renderLink?: (link: ClientOnboardingLinkProps) => ReactNode;
  /** The level of each screen's heading; 1 when the widget is the page. */
  headingLevel?: 1 | 2;
}

/** The client onboarding, props only: welcome, gender, property, then the celebration (spec §2). */
export function ClientOnboardingView(props: ClientOnboardingViewProps) {
  const { status, screen, done, firstName, brandName, gender, pending = null, actionError, loadError } = props;
  const { headingLevel = 2, signInHref = '/login', joinHref = '/auth' } = props;
  const link = props.renderLink ?? plainLink;
  const { t, part } = useEntry<ClientOnboardingPart>(clientOnboardingTexts);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const first = useRef(true);
  const panel = (name: 'panel' | 'celebration' = 'panel') => part(name);

  // Each new screen's heading takes the focus (not on the first render: the page's own focus wins).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes
  useEffect(() => {
    if (status !== 'ready') return;
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [screen, status]);

  const heading = (text: string) => (
    <Heading ref={headingRef} id={`${id}-title`} {...part('title', { className: 'propre-focus-target' })} tabIndex={-1}>
      {text}
    </Heading>
  );

  /** A screen's buttons, after the failure of the last one pressed. */
  const actions = (children: ReactNode) => (
    <>
      {actionError ? <ProblemAlert error={actionError} /> : null}
      <div {...part('actions', { className: 'propre-wrap' })}>{children}</div>
    </>
  );

  let shown: ReactNode;
  if (status === 'loading') {
    shown = <PanelSkeleton />;
  } else if (status === 'error') {
    shown = (
      <ErrorState error={loadError} onRetry={props.onRetry} title={t('loadError')} headingLevel={headingLevel === 1 ? 2 : 3} />
    );
  } else if (status === 'signed-out') {
    shown = (
      <div {...panel()}>
        {heading(t('signedOut.title'))}
        <p {...part('lead')}>{t('signedOut.body')}</p>
        <div {...part('actions', { className: 'propre-wrap' })}>
          {waysIn(link, { href: joinHref, label: t('signedOut.join') }, { href: signInHref, label: t('signedOut.signIn') })}
        </div>
      </div>
    );
  } else if (screen === 'welcome') {
    shown = (
      <div {...panel()}>
        <p {...part('eyebrow')}>{t('title', { brand: brandName })}</p>
        {heading(firstName ? t('welcome.title', { name: firstName }) : t('steps.welcome'))}
        <p {...part('lead')}>{t('welcome.body')}</p>
        <ul {...part('points', { className: 'propre-stack propre-bare-list' })}>
          {(['pointSearch', 'pointPrice', 'pointProperty'] as const).map((point) => (
            <li key={point} {...part('point')}>
              <svg {...part('pointIcon')} aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20">
                <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <path d="m6.5 10.3 2.4 2.4 4.8-5" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
              </svg>
              <span>{t(`welcome.${point}`)}</span>
            </li>
          ))}
        </ul>
        {actions(
          <Button size="lg" loading={pending === 'welcome'} onClick={props.onStart}>
            {t('welcome.start')}
          </Button>,
        )}
      </div>
    );
  } else if (screen === 'gender') {
    shown = (
      <form
        {...panel()}
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          if (pending === null) props.onGenderContinue();
        }}
      >
        {heading(t('gender.title'))}
        <p {...part('lead')}>{t('gender.lead')}</p>
        <RadioGroup
          legend={t('gender.legend')}
          name={`${id}-gender`}
          options={genders.map((value) => ({ value, label: t(`gender.options.${value}`) }))}
          value={gender}
          onChange={(value) => props.onGenderChange(value as Gender)}
        />
        {actions(
          <>
            <Button type="button" variant="ghost" onClick={props.onBack}>
              {t('back')}
            </Button>
            <Button type="submit" loading={pending === 'gender'}>
              {t('gender.continue')}
            </Button>
          </>,
        )}
      </form>
    );
  } else if (screen === 'property') {
    shown = (
      <div {...panel()}>
        {heading(t('property.title'))}
        <p {...part('lead')}>{t('property.lead')}</p>
        {props.propertyForm}
      </div>
    );
  } else {
    shown = (
      <div {...panel('celebration')}>
        <CelebrationArt />
        {heading(t('celebration.title'))}
        <p {...part('lead')}>
          {props.propertyName ? t('celebration.body', { property: props.propertyName }) : t('celebration.bodyNoName')}
        </p>
        <div {...part('actions', { className: 'propre-wrap' })}>
          {props.searchHref ? (
            link({
              href: props.searchHref,
              className: buttonClassName({ size: 'lg' }),
              children: t('celebration.search'),
              onClick: props.onFinish,
            })
          ) : (
            <Button size="lg" onClick={props.onFinish}>
              {t('celebration.search')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <section
      {...part('root', { className: 'propre-stack', state: status === 'ready' ? screen : status })}
      aria-labelledby={status === 'ready' || status === 'signed-out' ? `${id}-title` : undefined}
    >
      {status === 'ready' ? <ClientStepIndicator current={screen} done={done} /> : null}
      {shown}
    </section>
  );
}
