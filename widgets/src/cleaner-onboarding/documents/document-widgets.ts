import { createElement } from 'react';
import { entryWidgets } from '../../ui/define-widget.tsx';
import { StepSkeleton } from '../skeletons.tsx';
import { cleanerOnboardingTexts } from '../texts.ts';

const widget = entryWidgets(cleanerOnboardingTexts);
const stepSkeleton = () => createElement(StepSkeleton);

// Not exported by the entry (index.ts takes every export of ../widgets.ts): the tests and the
// stories render a document slot through these, as a partner's page would render a widget.

/** One kind of document over the API (its list, a file to send): used by the verification step, its own chunk for tests. */
export const DocumentSlot = widget('DocumentSlot', () => import('./DocumentSlot.tsx'), stepSkeleton);

/** One kind of document from props alone (stories). */
export const DocumentSlotView = widget('DocumentSlotView', () => import('./DocumentSlotView.tsx'), stepSkeleton);
