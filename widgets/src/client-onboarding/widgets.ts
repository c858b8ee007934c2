import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import type { ClientOnboardingProps } from './ClientOnboarding.tsx';
import type { ClientOnboardingViewProps } from './ClientOnboardingView.tsx';
import { OnboardingSkeleton } from './skeletons.tsx';
import { clientOnboardingTexts } from './texts.ts';

/**
 * The client onboarding (spec §2, /client-onboarding): welcome, gender, first property, then a
 * celebration and on to the search. Progress is the server's, so a person resumes where they were.
 */
export const ClientOnboarding = defineWidget<ClientOnboardingProps>({
  name: 'ClientOnboarding',
  texts: clientOnboardingTexts,
  load: () => import('./ClientOnboarding.tsx').then((module) => module.ClientOnboarding),
  skeleton: () => createElement(OnboardingSkeleton),
});

/** The client onboarding with your own data: one screen at a time, props only. */
export const ClientOnboardingView = defineWidget<ClientOnboardingViewProps>({
  name: 'ClientOnboardingView',
  texts: clientOnboardingTexts,
  load: () => import('./ClientOnboardingView.tsx').then((module) => module.ClientOnboardingView),
  skeleton: () => createElement(OnboardingSkeleton),
});
