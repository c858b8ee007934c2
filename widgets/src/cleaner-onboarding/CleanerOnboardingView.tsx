import { type ReactNode, useEffect, useId, useRef } from 'react';
import { usePartClass } from '../context/hooks.ts';
import { onboardingNs } from '../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { MissingList, missingLabel } from './MissingList.tsx';
import { type OnboardingProgress, type OnboardingStepId, previousStep, stepIds, stepKeys, stepOf } from './model.ts';
import { OnboardingSkeleton } from './OnboardingSkeleton.tsx';
import type { CleanerOnboardingClassNames } from './parts.ts';
import { StepIndicator } from './StepIndicator.tsx';

export type CleanerOnboardingStatus = 'loading' | 'error' | 'ready';

export interface CleanerOnboardingViewProps {
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
  /** Why the progress could not be loaded (`status="error"`). */
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  /** The form of the step on screen. */
  children?: ReactNode;
  /** The step's title level: 2 under the host page's h1 (the default). */
  headingLevel?: 2 | 3;
  classNames?: CleanerOnboardingClassNames;
  className?: string;
}

/** The onboarding from props alone: the step indicator, the step's title, what it lacks, its form, and the way on. */
export function CleanerOnboardingView(props: CleanerOnboardingViewProps) {
  const { status, progress, step, headingLevel = 2, classNames, className, blocked } = props;
  const { t } = useWidgetTranslation(onboardingNs, 'common');
  const rootClass = usePartClass('root', cx('propre-cleaner-onboarding', className, classNames?.root));
  const panelClass = usePartClass('step-panel', cx('propre-onboarding-panel', classNames?.['step-panel']));
  const actionsClass = usePartClass('step-actions', cx('propre-onboarding-actions', classNames?.['step-actions']));
  const titleClass = usePartClass('step-title', cx('propre-onboarding-panel__title', classNames?.['step-title']));
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
        <div className={rootClass} data-part="root" data-state="error">
          <ErrorState
            error={props.error}
            onRetry={props.onRetry}
            retrying={props.retrying}
            title={t('cleaner.loadError')}
            headingLevel={headingLevel}
          />
        </div>
      );
    }
    return (
      <div className={rootClass} data-part="root" data-state="loading" aria-busy="true">
        <OnboardingSkeleton label={t('common:loading')} />
      </div>
    );
  }

  const Title = `h${headingLevel}` as const;
  const current = stepOf(progress, step);
  const index = stepIds.indexOf(step);
  const previous = previousStep(step);
  const last = index === stepIds.length - 1;
  const name = t(`cleaner.steps.${stepKeys[step]}`);

  return (
    <div className={rootClass} data-part="root" data-state="ready" data-step={step}>
      <StepIndicator progress={progress} viewing={step} onStepChange={props.onStepChange} classNames={classNames} />
      <section className={panelClass} data-part="step-panel" aria-labelledby={titleId}>
        <Title ref={titleRef} tabIndex={-1} className={titleClass} data-part="step-title" id={titleId}>
          {name}
        </Title>
        <p className="propre-onboarding-panel__lead">{t(`cleaner.stepLeads.${stepKeys[step]}`)}</p>
        {current.done ? (
          <Alert tone="success" role="status">
            {t('cleaner.stepDone')}
          </Alert>
        ) : (
          <MissingList missing={current.missing} className={classNames?.missing} />
        )}
        <div className="propre-onboarding-panel__body">{props.children}</div>
      </section>
      {blocked && blocked.length > 0 && (
        <Alert tone="warning" role="alert">
          {t('cleaner.notDoneYet', { items: blocked.map((key) => missingLabel(key, t)).join(', ') })}
        </Alert>
      )}
      {last && !progress.completed && (
        <Alert tone="info" role="status">
          {t('cleaner.pendingReview')}
        </Alert>
      )}
      <div className={actionsClass} data-part="step-actions">
        {previous ? (
          <Button variant="ghost" onClick={() => props.onStepChange?.(previous)}>
            {t('cleaner.actions.previous')}
          </Button>
        ) : (
          <span />
        )}
        {last && !progress.completed ? (
          <Button variant="secondary" onClick={props.onFinishLater}>
            {t('cleaner.actions.finishLater')}
          </Button>
        ) : (
          <Button onClick={props.onContinue} loading={props.continuing} data-part="continue">
            {last ? t('cleaner.actions.finish') : t('cleaner.actions.continue')}
          </Button>
        )}
      </div>
    </div>
  );
}
