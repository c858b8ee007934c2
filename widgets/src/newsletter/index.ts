import './newsletter.css';

/** @propre/widgets/newsletter: the newsletter's subscribe form and the page its mails' links open (issue 37). */
export { type NewsletterField, type NewsletterLinkAction, type NewsletterValues, newsletterProblems } from './model.ts';
export type { NewsletterLinkProps } from './NewsletterLink.tsx';
export type { NewsletterLinkStatus, NewsletterLinkViewProps } from './NewsletterLinkView.tsx';
export type { NewsletterSignupProps } from './NewsletterSignup.tsx';
export type { NewsletterSignupViewProps } from './NewsletterSignupView.tsx';
export { type NewsletterPart, newsletterParts } from './parts.ts';
export * from './widgets.ts';
