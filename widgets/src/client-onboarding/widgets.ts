import { createElement } from 'react';
import { entryWidgets } from '../ui/define-widget.tsx';
import { OnboardingSkeleton } from './skeletons.tsx';
import { clientOnboardingTexts } from './texts.ts';

const widget = entryWidgets(clientOnboardingTexts);
const onboarding = () => createElement(OnboardingSkeleton);

/**
 * The client onboarding (spec §2, /client-onboarding): welcome, gender, first property, then a
 * celebration and on to the search. Progress is the server's, so a person resumes where they were.
 */
export const ClientOnboarding = widget('ClientOnboarding', () => import('./ClientOnboarding.tsx'), onboarding);

/** The client onboarding with your own data: one screen at a time, props only. */
export const ClientOnboardingView = widget('ClientOnboardingView', () => import('./ClientOnboardingView.tsx'), onboarding);
