import './client-onboarding.css';

/** @propre/widgets/client-onboarding: the client onboarding of /client-onboarding (spec §2; issue 24). */
export { onboardingNs } from '../i18n/bundles/onboarding.ts';
export { ClientOnboarding, type ClientOnboardingProps } from './ClientOnboarding.tsx';
export {
  type ClientOnboardingLinkProps,
  type ClientOnboardingPart,
  type ClientOnboardingScreen,
  type ClientOnboardingStatus,
  ClientOnboardingView,
  type ClientOnboardingViewProps,
  type Gender,
} from './ClientOnboardingView.tsx';
export { type ClientStepId, clientSteps } from './StepIndicator.tsx';
