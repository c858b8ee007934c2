import { createElement } from 'react';
import { entryWidgets } from '../ui/define-widget.tsx';
import { OnboardingSkeleton, StepSkeleton } from './skeletons.tsx';
import { cleanerOnboardingTexts } from './texts.ts';

const widget = entryWidgets(cleanerOnboardingTexts);
const skeleton = () => createElement(OnboardingSkeleton);
const stepSkeleton = () => createElement(StepSkeleton);

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
// module, renders them, and takes them from there rather than from here.

/** One kind of document over the API (its list, a file to send): used by the verification step, its own chunk for tests. */
export const DocumentSlot = widget('DocumentSlot', () => import('./documents/DocumentSlot.tsx'), stepSkeleton);

/** One kind of document from props alone (stories). */
export const DocumentSlotView = widget('DocumentSlotView', () => import('./documents/DocumentSlotView.tsx'), stepSkeleton);
