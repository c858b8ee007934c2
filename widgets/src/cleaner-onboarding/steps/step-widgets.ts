import { createElement } from 'react';
import { entryWidgets } from '../../ui/define-widget.tsx';
import { StepSkeleton } from '../skeletons.tsx';
import { cleanerOnboardingTexts } from '../texts.ts';

const widget = entryWidgets(cleanerOnboardingTexts);
const stepSkeleton = () => createElement(StepSkeleton);

// Each step's forms load when the step is opened (not exported): the first load is the progress
// and the step indicator; the profile sections, the availability grid and the uploads come after.

/** Quick start: the profile settings' sections and the nearby cities. */
export const QuickStartStep = widget('QuickStartStep', () => import('./QuickStartStep.tsx'), stepSkeleton);

/** Ready to work: photo, address, experience, weekly availability. */
export const ReadyToWorkStep = widget('ReadyToWorkStep', () => import('./ReadyToWorkStep.tsx'), stepSkeleton);

/** Full verification in three tabs, with the document uploads. */
export const VerificationStep = widget('VerificationStep', () => import('./VerificationStep.tsx'), stepSkeleton);
