import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import type { CleanerCardProps } from './CleanerCard.tsx';
import { CleanerCardSkeleton } from './CleanerCardSkeleton.tsx';
import type { CleanerSearchProps } from './CleanerSearch.tsx';
import type { CleanerSearchViewProps } from './CleanerSearchView.tsx';
import { cleanerSearchTexts } from './texts.ts';

const card = () => createElement(CleanerCardSkeleton);

/**
 * Cleaner search over the API: a city with suggestions, the filters of the spec, result cards with
 * their recommendation scores, and a « show more » that appends the next page (cursor).
 */
export const CleanerSearch = defineWidget<CleanerSearchProps>({
  name: 'CleanerSearch',
  texts: cleanerSearchTexts,
  load: () => import('./CleanerSearch.tsx').then((module) => module.CleanerSearch),
  skeleton: card,
});

/** The search screen with your own data: search bar, filters, results and their states, props only. */
export const CleanerSearchView = defineWidget<CleanerSearchViewProps>({
  name: 'CleanerSearchView',
  texts: cleanerSearchTexts,
  load: () => import('./CleanerSearchView.tsx').then((module) => module.CleanerSearchView),
  skeleton: card,
});

/** One cleaner as a result card: who, where, how well rated, what it costs, and why we recommend them. */
export const CleanerCard = defineWidget<CleanerCardProps>({
  name: 'CleanerCard',
  texts: cleanerSearchTexts,
  load: () => import('./CleanerCard.tsx').then((module) => module.CleanerCard),
  skeleton: card,
});
