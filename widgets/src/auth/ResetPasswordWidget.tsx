import { ProblemError } from '@propre/sdk';
import { auth } from '@propre/sdk/query';
import { passwordProblem } from '@propre/sdk/rules';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { usePropre, useToast } from '../context/hooks.ts';
import { type SentFormKeys, useSendForm } from '../forms/use-send-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import {
  type ResetPasswordErrors,
  type ResetPasswordValues,
  ResetPasswordView,
  type ResetPasswordViewProps,
} from './ResetPasswordView.tsx';
import { authTexts } from './texts.ts';

export interface ResetPasswordWidgetProps extends Omit<ResetPasswordViewProps, SentFormKeys> {
  /** The token of the reset link (`/reset-password/{token}`). */
  token: string;
  /** Called once the password is changed: the host usually goes to sign-in. */
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
  /** Also says "password changed" in the provider's toast region; on by default (the host leaves the page). */
  successToast?: boolean;
}

function localErrors(values: ResetPasswordValues, t: TFunction): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  const problem = passwordProblem(values.password);
  if (problem) errors.password = t(`password.problems.${problem}`);
  if (!values.confirmation) errors.confirmation = t('password.problems.required');
  else if (values.confirmation !== values.password) errors.confirmation = t('reset.mismatch');
  return errors;
}

/** A token the API's schema refuses (too short, too long) is a broken link, like an unknown one. */
function brokenLink(error: unknown): boolean {
  return error instanceof ProblemError && error.errors.some((problem) => problem.pointer.endsWith('/token'));
}

/** Sets a new password with the token of a reset link (auth.resetPassword). */
export function ResetPasswordWidget({ token, onSuccess, onError, successToast = true, ...view }: ResetPasswordWidgetProps) {
  const { t } = useEntryTranslation(authTexts);
  const propre = usePropre();
  const toast = useToast();
  const reset = useMutation(auth.resetPassword(propre.client));
  const passwords = useSendForm<ResetPasswordValues, 'password' | 'confirmation'>({
    initial: { password: '', confirmation: '' },
    order: ['password', 'confirmation'],
    placement: { fields: { password: 'password' }, codes: { password_too_common: 'password' }, title: t('reset.failed') },
    t,
    check: localErrors,
    request: reset,
    send: (values, form) =>
      reset.mutate(
        { body: { token, password: values.password } },
        {
          onSuccess: () => {
            passwords.setValues({ password: '', confirmation: '' });
            if (successToast)
              toast.show({ tone: 'success', title: t('reset.success.title'), description: t('reset.success.message') });
            onSuccess?.();
          },
          onError: (error) => {
            if (brokenLink(error))
              form.show((wordIn) => ({
                form: {
                  code: 'reset_token_invalid',
                  title: wordIn('reset.failed'),
                  message: wordIn('common:errors.reset_token_invalid'),
                },
              }));
            else form.fail(error);
            onError?.(error);
          },
        },
      ),
  });

  return <ResetPasswordView {...view} {...passwords.view} />;
}
