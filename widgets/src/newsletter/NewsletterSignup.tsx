import { growth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { refusedFields, type SentFormKeys, useSendForm } from '../forms/use-send-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { newsletterFields, newsletterProblems } from './model.ts';
import { NewsletterSignupView, type NewsletterSignupViewProps } from './NewsletterSignupView.tsx';
import { newsletterTexts } from './texts.ts';

export interface NewsletterSignupProps extends Omit<NewsletterSignupViewProps, SentFormKeys> {
  /** Prefilled (a signed-in person's email). */
  defaultEmail?: string;
  onSubscribed?: (email: string) => void;
}

/**
 * Subscribes to the newsletter (growth.subscribeNewsletter, double opt-in) in the provider's
 * language: checks the address with the API's own rule and the consent first, then shows the
 * API's field errors beside their fields, its hourly limit with the wait, any other failure above.
 */
export function NewsletterSignup({ defaultEmail = '', onSubscribed, ...view }: NewsletterSignupProps) {
  const { t } = useEntryTranslation(newsletterTexts);
  const { client, locale } = usePropre();
  const subscribe = useMutation(growth.subscribeNewsletter(client));
  const signup = useSendForm({
    initial: { email: defaultEmail, acceptTerms: false },
    order: newsletterFields,
    placement: {
      fields: { email: 'email', acceptTerms: 'acceptTerms' },
      codes: { invalid_email: 'email', terms_not_accepted: 'acceptTerms' },
      title: t('signup.errors.failed'),
      rateLimited: 'signup.errors.rate_limited',
    },
    t,
    check: (values, wordIn) => refusedFields(newsletterProblems(values), wordIn, 'signup.errors.'),
    request: subscribe,
    send: (values, form) => {
      const email = values.email.trim();
      subscribe.mutate(
        { body: { email, acceptTerms: true, language: locale } },
        { onSuccess: () => onSubscribed?.(email), onError: (error) => form.fail(error) },
      );
    },
  });

  return <NewsletterSignupView {...view} {...signup.view} />;
}
