import { auth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { authNs } from '../i18n/bundles/auth.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { emailProblem, formErrorsOf } from './auth-errors.ts';
import { type ForgotPasswordErrors, ForgotPasswordView, type ForgotPasswordViewProps } from './ForgotPasswordView.tsx';

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

type Failure = 'local' | { cause: unknown };

/** Asks the API to mail a reset link (auth.forgotPassword): 429 with its wait, no account enumeration. */
export function ForgotPasswordWidget({ defaultEmail = '', onSuccess, onError, ...view }: ForgotPasswordWidgetProps) {
  const { t } = useWidgetTranslation(authNs, 'common');
  const propre = usePropre();
  const [email, setEmail] = useState(defaultEmail);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const send = useMutation(auth.forgotPassword(propre.client));

  const submit = () => {
    if (emailProblem(email)) {
      setFailure('local');
      setAttempt((count) => count + 1);
      return;
    }
    setFailure(null);
    const address = email.trim();
    send.mutate(
      { body: { email: address } },
      {
        onSuccess: () => onSuccess?.(address),
        onError: (error) => {
          setFailure({ cause: error });
          setAttempt((count) => count + 1);
          onError?.(error);
        },
      },
    );
  };

  const problem = emailProblem(email);
  const errors: ForgotPasswordErrors =
    failure === null
      ? {}
      : failure === 'local'
        ? problem
          ? { email: t(`register.errors.${problem}`) }
          : {}
        : formErrorsOf(failure.cause, t, propre.locale, { fields: { email: 'email' }, codes: { invalid_email: 'email' } });

  return (
    <ForgotPasswordView
      {...view}
      email={email}
      errors={errors}
      state={send.isPending ? 'submitting' : send.isSuccess ? 'success' : failure ? 'error' : 'idle'}
      attempt={attempt}
      onChange={(value) => {
        setEmail(value);
        if (failure === 'local') setFailure(null);
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
