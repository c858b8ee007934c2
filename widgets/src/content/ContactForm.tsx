import { growth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useForm } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { ContactFormView, type ContactFormViewProps, type ContactValues } from './ContactFormView.tsx';
import { contactProblems } from './contact-rules.ts';
import { contactFields } from './model.ts';
import { contentTexts } from './texts.ts';

export interface ContactFormProps
  extends Omit<
    ContactFormViewProps,
    'values' | 'errors' | 'state' | 'attempt' | 'onChange' | 'onSubmit' | 'onRetry' | 'onAgain'
  > {
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
  const [values, setValues] = useState<ContactValues>({ ...empty, ...defaultValues });
  const form = useForm({
    order: contactFields,
    placement: {
      fields: { name: 'name', email: 'email', subject: 'subject', message: 'message' },
      codes: { invalid_email: 'email' },
      title: t('contact.errors.failed'),
      rateLimited: 'contact.errors.rate_limited',
    },
    t,
  });
  const send = useMutation(growth.sendContactMessage(client));

  const submit = () => {
    const problems = contactProblems(values);
    if (problems.length > 0) {
      form.show((wordIn) => Object.fromEntries(problems.map((field) => [field, wordIn(`contact.errors.${field}`)])));
      return;
    }
    form.clear();
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      language: locale,
    };
    send.mutate({ body }, { onSuccess, onError: (error) => form.fail(error) });
  };

  const failed = Object.keys(form.errors).length > 0;
  return (
    <ContactFormView
      {...view}
      values={values}
      errors={form.errors}
      state={send.isPending ? 'submitting' : send.isSuccess ? 'success' : failed ? 'error' : 'idle'}
      attempt={form.attempt}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        form.clearField(field);
      }}
      onSubmit={submit}
      onRetry={submit}
      onAgain={() => {
        send.reset();
        setValues({ ...empty, ...defaultValues, subject: '', message: '' });
      }}
    />
  );
}
