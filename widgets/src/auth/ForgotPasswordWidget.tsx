import { auth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { type SentFormKeys, useSendForm } from '../forms/use-send-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { ForgotPasswordView, type ForgotPasswordViewProps } from './ForgotPasswordView.tsx';
import { emailProblem } from './register-rules.ts';
import { authTexts } from './texts.ts';

export interface ForgotPasswordWidgetProps extends Omit<ForgotPasswordViewProps, SentFormKeys | 'email' | 'onAgain'> {
  defaultEmail?: string;
  /** Called once the API accepted the request (whether or not an account uses the address). */
  onSuccess?: (email: string) => void;
  onError?: (error: unknown) => void;
}

/** Asks the API to mail a reset link (auth.forgotPassword): 429 with its wait, no account enumeration. */
export function ForgotPasswordWidget({ defaultEmail = '', onSuccess, onError, ...view }: ForgotPasswordWidgetProps) {
  const { t } = useEntryTranslation(authTexts);
  const propre = usePropre();
  const send = useMutation(auth.forgotPassword(propre.client));
  const forgot = useSendForm<{ email: string }, 'email'>({
    initial: { email: defaultEmail },
    order: ['email'],
    placement: { fields: { email: 'email' }, codes: { invalid_email: 'email' } },
    t,
    check: ({ email }, wordIn) => {
      const problem = emailProblem(email);
      return problem ? { email: wordIn(`register.errors.${problem}`) } : {};
    },
    request: send,
    send: ({ email }, form) => {
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
    },
  });
  const { values, ...bound } = forgot.view;

  return (
    <ForgotPasswordView
      {...view}
      {...bound}
      email={values.email}
      onChange={(value) => bound.onChange('email', value)}
      onAgain={() => forgot.again({ email: '' })}
    />
  );
}
