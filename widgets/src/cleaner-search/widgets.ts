import { createElement } from 'react';
import { entryWidgets } from '../ui/define-widget.tsx';
import { CleanerCardSkeleton } from './CleanerCardSkeleton.tsx';
import { cleanerSearchTexts } from './texts.ts';

const widget = entryWidgets(cleanerSearchTexts);

const card = () => createElement(CleanerCardSkeleton);

/**
 * Cleaner search over the API: a city with suggestions, the filters of the spec, result cards with
 * their recommendation scores, and a « show more » that appends the next page (cursor).
 */
export const CleanerSearch = widget('CleanerSearch', () => import('./CleanerSearch.tsx'), card);

/** The search screen with your own data: search bar, filters, results and their states, props only. */
export const CleanerSearchView = widget('CleanerSearchView', () => import('./CleanerSearchView.tsx'), card);

/** One cleaner as a result card: who, where, how well rated, what it costs, and why we recommend them. */
export const CleanerCard = widget('CleanerCard', () => import('./CleanerCard.tsx'), card);

/**
 * « Recommended for you », for a signed-in client (nothing for anyone else): the best cleaners of
 * their search, each with why (every score explained, their own like or dislike).
 */
export const RecommendedCleaners = widget(
  'RecommendedCleaners',
  () => import('./RecommendedCleaners.tsx'),
  () => null,
);
