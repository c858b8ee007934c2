import { createElement } from 'react';
import { entryWidgets } from '../ui/define-widget.tsx';
import { OnboardingSkeleton } from './skeletons.tsx';
import { cleanerOnboardingTexts } from './texts.ts';

const widget = entryWidgets(cleanerOnboardingTexts);
const skeleton = () => createElement(OnboardingSkeleton);

/**
 * The cleaner onboarding over the API: the three steps of the spec in order, with the progress
 * the server keeps, so a person who leaves resumes at the same step on any device.
 */
export const CleanerOnboarding = widget('CleanerOnboarding', () => import('./CleanerOnboarding.tsx'), skeleton);

/** The onboarding from props alone: the step indicator, the step's title, what it lacks, its form, the way on. */
export const CleanerOnboardingView = widget('CleanerOnboardingView', () => import('./CleanerOnboardingView.tsx'), skeleton);

/** For a visitor who is not signed in: what the onboarding is, and the ways in. */
export const CleanerOnboardingSignedOut = widget('CleanerOnboardingSignedOut', () => import('./SignedOut.tsx'));

/** « Étape 2 sur 3 » and the three steps, each done, on screen or ahead. */
export const StepIndicator = widget('StepIndicator', () => import('./StepIndicator.tsx'));

// The steps' own wrappers are in steps/step-widgets.ts: CleanerOnboarding.tsx, loaded by this
// module, renders them, and takes them from there rather than from here. The document slots'
// wrappers, for tests and stories and not exported, are in documents/document-widgets.ts.
