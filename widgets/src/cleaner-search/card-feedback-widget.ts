import { defineWidget } from '../ui/define-widget.tsx';
import { recommendationsTexts } from './recommendations-texts.ts';

/** A card's feedback: its code and texts load only for a signed-in client (not with every search, nor in the embed). */
export const CardFeedback = defineWidget({
  name: 'CardFeedback',
  texts: recommendationsTexts,
  load: () => import('./CardFeedback.tsx').then((module) => module.CardFeedback),
});
