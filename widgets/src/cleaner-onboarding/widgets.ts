import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import type { CleanerOnboardingProps } from './CleanerOnboarding.tsx';
import type { CleanerOnboardingViewProps } from './CleanerOnboardingView.tsx';
import type { DocumentSlotProps } from './documents/DocumentSlot.tsx';
import type { DocumentSlotViewProps } from './documents/DocumentSlotView.tsx';
import type { CleanerOnboardingSignedOutProps } from './SignedOut.tsx';
import type { StepIndicatorProps } from './StepIndicator.tsx';
import { OnboardingSkeleton, StepSkeleton } from './skeletons.tsx';
import type { QuickStartStepProps } from './steps/QuickStartStep.tsx';
import type { VerificationStepProps } from './steps/VerificationStep.tsx';
import { cleanerOnboardingTexts } from './texts.ts';

const texts = cleanerOnboardingTexts;
const skeleton = () => createElement(OnboardingSkeleton);
const stepSkeleton = () => createElement(StepSkeleton);

/**
 * The cleaner onboarding over the API: the three steps of the spec in order, with the progress
 * the server keeps, so a person who leaves resumes at the same step on any device.
 */
export const CleanerOnboarding = defineWidget<CleanerOnboardingProps>({
  name: 'CleanerOnboarding',
  texts,
  load: () => import('./CleanerOnboarding.tsx').then((module) => module.CleanerOnboarding),
  skeleton,
});

/** The onboarding from props alone: the step indicator, the step's title, what it lacks, its form, the way on. */
export const CleanerOnboardingView = defineWidget<CleanerOnboardingViewProps>({
  name: 'CleanerOnboardingView',
  texts,
  load: () => import('./CleanerOnboardingView.tsx').then((module) => module.CleanerOnboardingView),
  skeleton,
});

/** For a visitor who is not signed in: what the onboarding is, and the ways in. */
export const CleanerOnboardingSignedOut = defineWidget<CleanerOnboardingSignedOutProps>({
  name: 'CleanerOnboardingSignedOut',
  texts,
  load: () => import('./SignedOut.tsx').then((module) => module.CleanerOnboardingSignedOut),
});

/** « Étape 2 sur 3 » and the three steps, each done, on screen or ahead. */
export const StepIndicator = defineWidget<StepIndicatorProps>({
  name: 'StepIndicator',
  texts,
  load: () => import('./StepIndicator.tsx').then((module) => module.StepIndicator),
});

// Each step's forms load when the step is opened (not exported): the first load is the progress
// and the step indicator; the profile sections, the availability grid and the uploads come after.

/** Quick start: the profile settings' sections and the nearby cities. */
export const QuickStartStep = defineWidget<QuickStartStepProps>({
  name: 'QuickStartStep',
  texts,
  load: () => import('./steps/QuickStartStep.tsx').then((module) => module.QuickStartStep),
  skeleton: stepSkeleton,
});

/** Ready to work: photo, address, experience, weekly availability. */
export const ReadyToWorkStep = defineWidget<QuickStartStepProps>({
  name: 'ReadyToWorkStep',
  texts,
  load: () => import('./steps/ReadyToWorkStep.tsx').then((module) => module.ReadyToWorkStep),
  skeleton: stepSkeleton,
});

/** Full verification in three tabs, with the document uploads. */
export const VerificationStep = defineWidget<VerificationStepProps>({
  name: 'VerificationStep',
  texts,
  load: () => import('./steps/VerificationStep.tsx').then((module) => module.VerificationStep),
  skeleton: stepSkeleton,
});

/** One kind of document over the API (its list, a file to send): used by the verification step, its own chunk for tests. */
export const DocumentSlot = defineWidget<DocumentSlotProps>({
  name: 'DocumentSlot',
  texts,
  load: () => import('./documents/DocumentSlot.tsx').then((module) => module.DocumentSlot),
  skeleton: stepSkeleton,
});

/** One kind of document from props alone (stories). */
export const DocumentSlotView = defineWidget<DocumentSlotViewProps>({
  name: 'DocumentSlotView',
  texts,
  load: () => import('./documents/DocumentSlotView.tsx').then((module) => module.DocumentSlotView),
  skeleton: stepSkeleton,
});
