import './cleaner-onboarding.css';

/** @propre/widgets/cleaner-onboarding: the cleaner onboarding in 3 steps (issue 24). */
export { CleanerOnboarding, type CleanerOnboardingProps } from './CleanerOnboarding.tsx';
export {
  type CleanerOnboardingStatus,
  CleanerOnboardingView,
  type CleanerOnboardingViewProps,
} from './CleanerOnboardingView.tsx';
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
export type { CleanerOnboardingClassNames, CleanerOnboardingPart } from './parts.ts';
export { CleanerOnboardingSignedOut, type CleanerOnboardingSignedOutProps, type OnboardingLinkProps } from './SignedOut.tsx';
export { StepIndicator, type StepIndicatorProps } from './StepIndicator.tsx';
export { useCleanerOnboardingText } from './text.ts';
