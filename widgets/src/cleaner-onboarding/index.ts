import './cleaner-onboarding.css';

/** @propre/widgets/cleaner-onboarding: the cleaner onboarding in 3 steps (issue 24). */
export type { CleanerOnboardingProps } from './CleanerOnboarding.tsx';
export type { CleanerOnboardingStatus, CleanerOnboardingViewProps } from './CleanerOnboardingView.tsx';
export { checkDocumentFile, documentContentType, type FileProblem, maxDocumentBytes } from './documents/rules.ts';
export type {
  DocumentStatus,
  DocumentType,
  OnboardingProgress,
  OnboardingStep,
  OnboardingStepId,
  VerificationDocument,
  VerificationTabId,
} from './model.ts';
export { stepIds } from './model.ts';
export { type CleanerOnboardingPart, cleanerOnboardingParts } from './parts.ts';
export type { CleanerOnboardingSignedOutProps, OnboardingLinkProps } from './SignedOut.tsx';
export type { StepIndicatorProps } from './StepIndicator.tsx';
// Every component loads its code and texts when it first renders (defineWidget); each step's forms load when it is opened.
export * from './widgets.ts';
