import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from '../theme/appearance.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import { MissingList, missingLabel } from './MissingList.tsx';
import { type OnboardingProgress, type OnboardingStepId, previousStep, stepIds, stepKeys, stepOf } from './model.ts';
import type { CleanerOnboardingPart } from './parts.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { OnboardingSkeleton } from './skeletons.tsx';
import { cleanerOnboardingTexts } from './texts.ts';

export type CleanerOnboardingStatus = 'loading' | 'error' | 'ready';

export interface CleanerOnboardingViewProps extends RetryProps {
  status: CleanerOnboardingStatus;
  /** The server's progress (`status="ready"`). */
  progress?: OnboardingProgress;
  /** The step on screen. */
  step?: OnboardingStepId;
  onStepChange?: (step: OnboardingStepId) => void;
  /** Continue: the host checks the step is done on the server, then moves on. */
  onContinue?: () => void;
  continuing?: boolean;
  /** What the server still misses after a refused « Continuer ». */
  blocked?: readonly string[] | null;
  /** Leave for now (the last step waits for the documents' review). */
  onFinishLater?: () => void;
  /** The form of the step on screen. */
  children?: ReactNode;
  /** The step's title level: 2 under the host page's h1 (the default). */
  headingLevel?: 2 | 3;
  /** A class of yours on the root, beside `appearance.elements.cleanerOnboardingRoot`. */
  className?: string;
}

/** The onboarding from props alone: the step indicator, the step's title, what it lacks, its form, and the way on. */
export function CleanerOnboardingView(props: CleanerOnboardingViewProps) {
  const { status, progress, step, headingLevel = 2, className, blocked } = props;
  const { t, part } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const titleId = `${useId()}-step-title`;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // A new step takes the reader to its title (not on the first render: the page's own focus stays).
  useEffect(() => {
    if (shownStep.current !== undefined && shownStep.current !== step) titleRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  if (status === 'loading' || !progress || !step) {
    if (status === 'error') {
      return (
        <div {...part('root', { state: 'error', className: cx('propre-stack', className) })}>
          <ErrorState
            error={props.error}
            onRetry={props.onRetry}
            retrying={props.retrying}
            title={t('loadError')}
            headingLevel={headingLevel}
          />
        </div>
      );
    }
    return (
      <div {...part('root', { state: 'loading', className: cx('propre-stack', className) })} aria-busy="true">
        <OnboardingSkeleton label={t('common:loading')} />
      </div>
    );
  }

  const Title = `h${headingLevel}` as const;
  const current = stepOf(progress, step);
  const index = stepIds.indexOf(step);
  const previous = previousStep(step);
  const last = index === stepIds.length - 1;
  const name = t(`steps.${stepKeys[step]}`);

  return (
    <div {...part('root', { state: 'ready', className: cx('propre-stack', className) })} data-step={step}>
      <StepIndicator progress={progress} viewing={step} onStepChange={props.onStepChange} />
      <section {...part('stepPanel')} aria-labelledby={titleId}>
        <Title ref={titleRef} tabIndex={-1} {...part('stepTitle', { className: 'propre-focus-target' })} id={titleId}>
          {name}
        </Title>
        <p {...part('stepLead')}>{t(`stepLeads.${stepKeys[step]}`)}</p>
        {current.done ? (
          <Alert tone="success" role="status">
            {t('stepDone')}
          </Alert>
        ) : (
          <MissingList missing={current.missing} />
        )}
        <div {...part('stepBody')}>{props.children}</div>
      </section>
      {blocked && blocked.length > 0 && (
        <Alert tone="warning" role="alert">
          {t('notDoneYet', { items: blocked.map((key) => missingLabel(key, t)).join(', ') })}
        </Alert>
      )}
      {last && !progress.completed && (
        <Alert tone="info" role="status">
          {t('pendingReview')}
        </Alert>
      )}
      <div {...part('stepActions', { className: 'propre-wrap' })}>
        {previous ? (
          <Button variant="ghost" onClick={() => props.onStepChange?.(previous)}>
            {t('actions.previous')}
          </Button>
        ) : (
          <span />
        )}
        {last && !progress.completed ? (
          <Button variant="secondary" onClick={props.onFinishLater}>
            {t('actions.finishLater')}
          </Button>
        ) : (
          <Button onClick={props.onContinue} loading={props.continuing} {...part('continue')}>
            {last ? t('actions.finish') : t('actions.continue')}
          </Button>
        )}
      </div>
    </div>
  );
}
