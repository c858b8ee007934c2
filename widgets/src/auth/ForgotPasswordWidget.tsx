import { auth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useForm } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { ForgotPasswordView, type ForgotPasswordViewProps } from './ForgotPasswordView.tsx';
import { emailProblem } from './register-rules.ts';
import { authTexts } from './texts.ts';

export interface ForgotPasswordWidgetProps
  extends Omit<
    ForgotPasswordViewProps,
    'email' | 'errors' | 'state' | 'attempt' | 'onChange' | 'onSubmit' | 'onRetry' | 'onAgain'
  > {
  defaultEmail?: string;
  /** Called once the API accepted the request (whether or not an account uses the address). */
  onSuccess?: (email: string) => void;
  onError?: (error: unknown) => void;
}

/** Asks the API to mail a reset link (auth.forgotPassword): 429 with its wait, no account enumeration. */
export function ForgotPasswordWidget({ defaultEmail = '', onSuccess, onError, ...view }: ForgotPasswordWidgetProps) {
  const { t } = useEntryTranslation(authTexts);
  const propre = usePropre();
  const [email, setEmail] = useState(defaultEmail);
  const form = useForm<'email'>({
    order: ['email'],
    placement: { fields: { email: 'email' }, codes: { invalid_email: 'email' } },
    t,
  });
  const send = useMutation(auth.forgotPassword(propre.client));

  const submit = () => {
    const problem = emailProblem(email);
    if (problem) {
      form.show((wordIn) => ({ email: wordIn(`register.errors.${problem}`) }));
      return;
    }
    form.clear();
    const address = email.trim();
    send.mutate(
      { body: { email: address } },
      {
        onSuccess: () => onSuccess?.(address),
        onError: (error) => {
          form.fail(error);
          onError?.(error);
        },
      },
    );
  };

  const failed = Object.keys(form.errors).length > 0;
  return (
    <ForgotPasswordView
      {...view}
      email={email}
      errors={form.errors}
      state={send.isPending ? 'submitting' : send.isSuccess ? 'success' : failed ? 'error' : 'idle'}
      attempt={form.attempt}
      onChange={(value) => {
        setEmail(value);
        form.clearField('email');
      }}
      onSubmit={submit}
      onRetry={submit}
      onAgain={() => {
        send.reset();
        setEmail('');
      }}
    />
  );
}
