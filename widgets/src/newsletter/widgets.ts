import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { newsletterTexts } from './texts.ts';

const widget = entryWidgets(newsletterTexts);

const form = skeletonOf({ height: '14rem' });
const page = skeletonOf({ height: '10rem' });

/** Subscribe to the newsletter: an address and the consent, then a confirmation mail (double opt-in). */
export const NewsletterSignup = widget('NewsletterSignup', () => import('./NewsletterSignup.tsx'), form);

/** The newsletter form with your own state, props only. */
export const NewsletterSignupView = widget('NewsletterSignupView', () => import('./NewsletterSignupView.tsx'), form);

/** The page a newsletter mail's link opens: confirm the subscription, or unsubscribe, with one click. */
export const NewsletterLink = widget('NewsletterLink', () => import('./NewsletterLink.tsx'), page);

/** The newsletter link page with your own state, props only. */
export const NewsletterLinkView = widget('NewsletterLinkView', () => import('./NewsletterLinkView.tsx'), page);
