import { cleaners } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { retryProps } from '../ui/query-state.ts';
import { useReportValue } from '../ui/use-report-value.ts';
import { CleanerOnboardingView } from './CleanerOnboardingView.tsx';
import {
  isReachable,
  nextStep,
  type OnboardingProgress,
  type OnboardingStepId,
  resumeStep,
  stepOf,
  type VerificationTabId,
} from './model.ts';
import { QuickStartStep, ReadyToWorkStep, VerificationStep } from './steps/step-widgets.ts';
import { cleanerOnboardingTexts } from './texts.ts';

export interface CleanerOnboardingProps {
  /** Controlled: the step on screen; pair it with `onStepChange`. A step not reachable yet shows the server's current one. */
  step?: OnboardingStepId;
  /** Uncontrolled: the step to open first; by default the server's current step (where the person left off). */
  defaultStep?: OnboardingStepId;
  onStepChange?: (step: OnboardingStepId) => void;
  /** Every step is done (the documents approved): e.g. go to the profile. */
  onComplete?: (progress: OnboardingProgress) => void;
  /** Says « Votre profil est complet » in the provider's toast region on completion; true by default. */
  completionToast?: boolean;
  /** « Terminer plus tard » on the last step, while the documents wait for review. */
  onFinishLater?: () => void;
  /** A failed load or save, after the widget shows it. */
  onError?: (error: unknown) => void;
  /** The verification tab on screen (uncontrolled when absent). */
  verificationTab?: VerificationTabId;
  onVerificationTabChange?: (tab: VerificationTabId) => void;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The cleaner onboarding over the API: the three steps of the spec in order, with the progress
 * the server keeps (cleaners.getMyOnboarding), so a person who leaves resumes at the same step
 * on any device. « Continuer » asks the server whether the step is done before moving on.
 */
export function CleanerOnboarding(props: CleanerOnboardingProps) {
  const { step: controlled, defaultStep, onStepChange, onComplete, onError } = props;
  const { client } = usePropre();
  const toast = useToast();
  const { t } = useEntryTranslation(cleanerOnboardingTexts);
  const progress = useQuery(cleaners.getMyOnboarding(client));
  const [own, setOwn] = useState<OnboardingStepId | undefined>(defaultStep);
  const [blocked, setBlocked] = useState<string[] | null>(null);
  const [continuing, setContinuing] = useState(false);
  const data = progress.data;

  // Uncontrolled, the step is pinned once the progress arrives: saving the last missing field
  // must not swap the form away under the person's hands; « Continuer » moves on.
  if (data && controlled === undefined && own === undefined) setOwn(resumeStep(data));
  const wanted = controlled ?? own;
  const step = data ? (wanted && isReachable(data, wanted) ? wanted : resumeStep(data)) : undefined;

  const go = (next: OnboardingStepId) => {
    setBlocked(null);
    if (controlled === undefined) setOwn(next);
    onStepChange?.(next);
  };

  // Reported once per completion, whether it happened here or before the page was opened.
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  const reported = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per completion; the toast and its text are read then
  useEffect(() => {
    if (data?.completed && !reported.current) {
      reported.current = true;
      if (props.completionToast !== false) {
        toast.show({ tone: 'success', title: t('completed.title'), description: t('completed.body') });
      }
      completeRef.current?.(data);
    }
  }, [data]);

  useReportValue(progress.error, onError);

  const proceed = async () => {
    if (!step) return;
    setContinuing(true);
    // The server decides: each form saved on its own, the progress is computed from what is saved.
    const fresh = await progress.refetch();
    setContinuing(false);
    if (!fresh.data) return;
    const current = stepOf(fresh.data, step);
    if (!current.done) return setBlocked(current.missing);
    const next = nextStep(step);
    if (next) go(next);
  };

  return (
    <CleanerOnboardingView
      status={progress.isPending ? 'loading' : data ? 'ready' : 'error'}
      progress={data}
      step={step}
      onStepChange={go}
      onContinue={() => void proceed()}
      continuing={continuing}
      blocked={blocked}
      onFinishLater={props.onFinishLater}
      {...retryProps(progress)}
      headingLevel={props.headingLevel}
      className={props.className}
    >
      {data && step === 'quick-start' && <QuickStartStep onError={onError} />}
      {data && step === 'ready-to-work' && <ReadyToWorkStep onError={onError} />}
      {data && step === 'full-verification' && (
        <VerificationStep
          step={stepOf(data, 'full-verification')}
          onError={onError}
          tab={props.verificationTab}
          onTabChange={props.onVerificationTabChange}
        />
      )}
    </CleanerOnboardingView>
  );
}
