import { growth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { refusedFields, type SentFormKeys, useSendForm } from '../forms/use-send-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { ContactFormView, type ContactFormViewProps, type ContactValues } from './ContactFormView.tsx';
import { contactProblems } from './contact-rules.ts';
import { contactFields } from './model.ts';
import { contentTexts } from './texts.ts';

export interface ContactFormProps extends Omit<ContactFormViewProps, SentFormKeys | 'onAgain'> {
  /** Prefilled (a signed-in person's name and email). */
  defaultValues?: Partial<ContactValues>;
  onSuccess?: () => void;
}

const empty: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * Writes to support (growth.sendContactMessage) in the provider's language: checks the fields
 * first, then shows the API's field errors beside them, its 5-an-hour limit with the wait, and
 * any other failure above the form with a retry.
 */
export function ContactForm({ defaultValues, onSuccess, ...view }: ContactFormProps) {
  const { t } = useEntryTranslation(contentTexts);
  const { client, locale } = usePropre();
  const request = useMutation(growth.sendContactMessage(client));
  const contact = useSendForm({
    initial: { ...empty, ...defaultValues },
    order: contactFields,
    placement: {
      fields: { name: 'name', email: 'email', subject: 'subject', message: 'message' },
      codes: { invalid_email: 'email' },
      title: t('contact.errors.failed'),
      rateLimited: 'contact.errors.rate_limited',
    },
    t,
    check: (values, wordIn) => refusedFields(contactProblems(values), wordIn, 'contact.errors.'),
    request,
    send: (values, form) => {
      const body = {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        language: locale,
      };
      request.mutate({ body }, { onSuccess, onError: (error) => form.fail(error) });
    },
  });

  return (
    <ContactFormView
      {...view}
      {...contact.view}
      onAgain={() => contact.again({ ...empty, ...defaultValues, subject: '', message: '' })}
    />
  );
}
