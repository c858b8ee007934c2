import type {
  CleanerOnboarding,
  MyVerificationDocuments,
  OnboardingStep,
  VerificationDocumentStatus,
  VerificationDocumentType,
} from '@propre/sdk';

export type OnboardingProgress = CleanerOnboarding;
export type { AvailabilityBlock, OnboardingStep, VerificationDocument, VerificationStatus, WeeklyTemplate } from '@propre/sdk';
export type OnboardingStepId = OnboardingStep['id'];
export type DocumentType = VerificationDocumentType;
export type DocumentStatus = VerificationDocumentStatus;
export type MyDocuments = MyVerificationDocuments;

/** The spec's steps, in order (§4). */
export const stepIds = ['quick-start', 'ready-to-work', 'full-verification'] as const satisfies readonly OnboardingStepId[];

/** The i18n key of a step (`steps.<key>`). */
export const stepKeys = {
  'quick-start': 'quickStart',
  'ready-to-work': 'readyToWork',
  'full-verification': 'fullVerification',
} as const satisfies Record<OnboardingStepId, string>;

/** How a step shows in the indicator: finished, the one on screen, or still ahead. */
export type StepState = 'done' | 'current' | 'upcoming';

export function stepOf(progress: OnboardingProgress, id: OnboardingStepId): OnboardingStep {
  return progress.steps.find((step) => step.id === id) ?? { id, done: false, missing: [] };
}

/**
 * A step can be opened when it is done or is the first step not done (the server's current
 * step): the spec's steps go in order, so a later one waits for the ones before it.
 */
export function isReachable(progress: OnboardingProgress, id: OnboardingStepId): boolean {
  if (stepOf(progress, id).done) return true;
  return progress.currentStep === id;
}

export function stepState(progress: OnboardingProgress, id: OnboardingStepId, viewing: OnboardingStepId): StepState {
  if (id === viewing) return 'current';
  return stepOf(progress, id).done ? 'done' : 'upcoming';
}

/** Where someone resumes: the server's current step, or the last one when all are done. */
export function resumeStep(progress: OnboardingProgress): OnboardingStepId {
  return progress.currentStep ?? 'full-verification';
}

export function nextStep(id: OnboardingStepId): OnboardingStepId | null {
  return stepIds[stepIds.indexOf(id) + 1] ?? null;
}

export function previousStep(id: OnboardingStepId): OnboardingStepId | null {
  const index = stepIds.indexOf(id);
  return index > 0 ? (stepIds[index - 1] ?? null) : null;
}

/** The missing keys the app has words for; anything new from the API is still listed. */
export const knownMissing = [
  'bio',
  'serviceTypes',
  'serviceCities',
  'rates',
  'profilePic',
  'address',
  'experience',
  'languages',
  'availability',
  'identity',
  'insurance',
  'training',
] as const;

/** The verification tabs and what of the third step's `missing` each one answers. */
export const verificationTabs = [
  { id: 'identity', missing: 'identity', documents: ['id', 'background_check'] },
  { id: 'business', missing: 'insurance', documents: ['insurance'] },
  { id: 'training', missing: 'training', documents: ['certification'] },
] as const satisfies readonly { id: string; missing: string; documents: readonly DocumentType[] }[];

export type VerificationTabId = (typeof verificationTabs)[number]['id'];
