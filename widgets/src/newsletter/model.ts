import { isEmailAddress } from '@propre/sdk/rules';

export const newsletterFields = ['email', 'acceptTerms'] as const;
export type NewsletterField = (typeof newsletterFields)[number];

export interface NewsletterValues {
  email: string;
  acceptTerms: boolean;
}

/** What a person must correct before subscribing: the API's own email rule, and the terms. */
export function newsletterProblems(values: NewsletterValues): NewsletterField[] {
  const problems: NewsletterField[] = [];
  if (!isEmailAddress(values.email)) problems.push('email');
  if (!values.acceptTerms) problems.push('acceptTerms');
  return problems;
}

/** What a link from a newsletter mail does: confirm the subscription, or leave the list. */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';
