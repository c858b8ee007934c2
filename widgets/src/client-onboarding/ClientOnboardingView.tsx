import type { components } from '@propre/openapi/types';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { usePartClass } from '../context/hooks.ts';
import { onboardingNs } from '../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { ErrorState, ProblemAlert } from '../ui/ProblemAlert.tsx';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { CelebrationArt } from './Celebration.tsx';
import { type ClientStepId, ClientStepIndicator } from './StepIndicator.tsx';

export type Gender = components['schemas']['Gender'];
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

export type ClientOnboardingPart = 'root' | 'steps' | 'panel' | 'actions' | 'celebration';

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
  /** The property step's form (PropertyForm). */
  propertyForm?: ReactNode;
  /** The property just saved, named on the celebration screen. */
  propertyName?: string;
  signInHref?: string;
  joinHref?: string;
  /** Renders the links (sign in, join, find a cleaner): a router's Link in an app; an <a> by default. */
  renderLink?: (link: ClientOnboardingLinkProps) => ReactNode;
  /** The level of each screen's heading; 1 when the widget is the page. */
  headingLevel?: 1 | 2;
  classNames?: Partial<Record<ClientOnboardingPart, string>>;
  className?: string;
}

/** The client onboarding, props only: welcome, gender, property, then the celebration (spec §2). */
export function ClientOnboardingView(props: ClientOnboardingViewProps) {
  const { status, screen, done, firstName, brandName, gender, pending = null, actionError, loadError } = props;
  const { headingLevel = 2, classNames = {}, className, signInHref = '/login', joinHref = '/auth' } = props;
  const link = props.renderLink ?? plainLink;
  const { t } = useWidgetTranslation(onboardingNs, 'common');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const first = useRef(true);

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
    <Heading ref={headingRef} id={`${id}-title`} className="propre-client-title" tabIndex={-1}>
      {text}
    </Heading>
  );

  let panel: ReactNode;
  if (status === 'loading') {
    panel = (
      <div className="propre-client-panel" aria-busy="true" data-part="panel">
        <Skeleton shape="text" width="60%" height="2rem" />
        <Skeleton shape="text" lines={3} />
        <Skeleton width="10rem" height="2.75rem" />
      </div>
    );
  } else if (status === 'error') {
    panel = (
      <ErrorState
        error={loadError}
        onRetry={props.onRetry}
        title={t('client.loadError')}
        headingLevel={headingLevel === 1 ? 2 : 3}
      />
    );
  } else if (status === 'signed-out') {
    panel = (
      <div className="propre-client-panel" data-part="panel">
        {heading(t('client.signedOut.title'))}
        <p className="propre-client-lead">{t('client.signedOut.body')}</p>
        <div className="propre-client-actions" data-part="actions">
          {link({ href: joinHref, className: buttonClassName(), children: t('client.signedOut.join') })}
          {link({
            href: signInHref,
            className: buttonClassName({ variant: 'secondary' }),
            children: t('client.signedOut.signIn'),
          })}
        </div>
      </div>
    );
  } else if (screen === 'welcome') {
    panel = (
      <div className="propre-client-panel" data-part="panel">
        <p className="propre-client-eyebrow">{t('client.title', { brand: brandName })}</p>
        {heading(firstName ? t('client.welcome.title', { name: firstName }) : t('client.steps.welcome'))}
        <p className="propre-client-lead">{t('client.welcome.body')}</p>
        <ul className="propre-client-points">
          {(['pointSearch', 'pointPrice', 'pointProperty'] as const).map((point) => (
            <li key={point}>
              <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20">
                <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <path d="m6.5 10.3 2.4 2.4 4.8-5" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
              </svg>
              <span>{t(`client.welcome.${point}`)}</span>
            </li>
          ))}
        </ul>
        {actionError ? <ProblemAlert error={actionError} /> : null}
        <div className="propre-client-actions" data-part="actions">
          <Button size="lg" loading={pending === 'welcome'} onClick={props.onStart}>
            {t('client.welcome.start')}
          </Button>
        </div>
      </div>
    );
  } else if (screen === 'gender') {
    panel = (
      <form
        className="propre-client-panel"
        data-part="panel"
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          if (pending === null) props.onGenderContinue();
        }}
      >
        {heading(t('client.gender.title'))}
        <p className="propre-client-lead">{t('client.gender.lead')}</p>
        <RadioGroup
          legend={t('client.gender.legend')}
          name={`${id}-gender`}
          options={genders.map((value) => ({ value, label: t(`client.gender.options.${value}`) }))}
          value={gender}
          onChange={(value) => props.onGenderChange(value as Gender)}
        />
        {actionError ? <ProblemAlert error={actionError} /> : null}
        <div className="propre-client-actions" data-part="actions">
          <Button type="button" variant="ghost" onClick={props.onBack}>
            {t('client.back')}
          </Button>
          <Button type="submit" loading={pending === 'gender'}>
            {t('client.gender.continue')}
          </Button>
        </div>
      </form>
    );
  } else if (screen === 'property') {
    panel = (
      <div className="propre-client-panel" data-part="panel">
        {heading(t('client.property.title'))}
        <p className="propre-client-lead">{t('client.property.lead')}</p>
        {props.propertyForm}
      </div>
    );
  } else {
    panel = (
      <div className={cx('propre-client-panel', 'propre-client-celebration', classNames.celebration)} data-part="celebration">
        <CelebrationArt />
        {heading(t('client.celebration.title'))}
        <p className="propre-client-lead">
          {props.propertyName
            ? t('client.celebration.body', { property: props.propertyName })
            : t('client.celebration.bodyNoName')}
        </p>
        <div className="propre-client-actions" data-part="actions">
          {props.searchHref ? (
            link({
              href: props.searchHref,
              className: buttonClassName({ size: 'lg' }),
              children: t('client.celebration.search'),
              onClick: props.onFinish,
            })
          ) : (
            <Button size="lg" onClick={props.onFinish}>
              {t('client.celebration.search')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <section
      className={cx('propre-client-onboarding', usePartClass('client-onboarding', className), classNames.root)}
      data-part="root"
      data-state={status === 'ready' ? screen : status}
      aria-labelledby={status === 'ready' || status === 'signed-out' ? `${id}-title` : undefined}
    >
      {status === 'ready' ? (
        <div className={classNames.steps}>
          <ClientStepIndicator current={screen} done={done} />
        </div>
      ) : null}
      {panel}
    </section>
  );
}
