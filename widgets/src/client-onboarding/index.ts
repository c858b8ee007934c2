import './client-onboarding.css';

/** @propre/widgets/client-onboarding: the client onboarding of /client-onboarding (spec §2; issue 24). */
export type { ClientOnboardingProps } from './ClientOnboarding.tsx';
export type {
  ClientOnboardingLinkProps,
  ClientOnboardingScreen,
  ClientOnboardingStatus,
  ClientOnboardingViewProps,
  Gender,
} from './ClientOnboardingView.tsx';
export { type ClientOnboardingPart, clientOnboardingParts } from './parts.ts';
export { type ClientStepId, clientSteps } from './steps.ts';
export * from './widgets.ts';
