import { ProblemError } from '@propre/sdk';
import { auth } from '@propre/sdk/query';
import { passwordProblem } from '@propre/sdk/rules';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { authNs } from '../i18n/bundles/auth.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { formErrorsOf } from './auth-errors.ts';
import {
  type ResetPasswordErrors,
  type ResetPasswordValues,
  ResetPasswordView,
  type ResetPasswordViewProps,
} from './ResetPasswordView.tsx';

export interface ResetPasswordWidgetProps
  extends Omit<ResetPasswordViewProps, 'values' | 'errors' | 'state' | 'attempt' | 'onChange' | 'onSubmit' | 'onRetry'> {
  /** The token of the reset link (`/reset-password/{token}`). */
  token: string;
  /** Called once the password is changed: the host usually goes to sign-in. */
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
  /** Also says "password changed" in the provider's toast region; on by default (the host leaves the page). */
  successToast?: boolean;
}

type Failure = 'local' | { cause: unknown };

function localErrors(values: ResetPasswordValues, t: TFunction): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  const problem = passwordProblem(values.password);
  if (problem) errors.password = t(`auth:password.problems.${problem}`);
  if (!values.confirmation) errors.confirmation = t('auth:password.problems.required');
  else if (values.confirmation !== values.password) errors.confirmation = t('auth:reset.mismatch');
  return errors;
}

/** Sets a new password with the token of a reset link (auth.resetPassword). */
export function ResetPasswordWidget({ token, onSuccess, onError, successToast = true, ...view }: ResetPasswordWidgetProps) {
  const { t } = useWidgetTranslation(authNs, 'common');
  const propre = usePropre();
  const toast = useToast();
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirmation: '' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [attempt, setAttempt] = useState(0);
  const reset = useMutation(auth.resetPassword(propre.client));

  const failWith = (next: Failure) => {
    setFailure(next);
    setEdited(new Set());
    setAttempt((count) => count + 1);
  };
  const submit = () => {
    if (Object.keys(localErrors(values, t)).length > 0) {
      failWith('local');
      return;
    }
    setFailure(null);
    reset.mutate(
      { body: { token, password: values.password } },
      {
        onSuccess: () => {
          setValues({ password: '', confirmation: '' });
          if (successToast)
            toast.show({ tone: 'success', title: t('reset.success.title'), description: t('reset.success.message') });
          onSuccess?.();
        },
        onError: (error) => {
          failWith({ cause: error });
          onError?.(error);
        },
      },
    );
  };

  const found: ResetPasswordErrors =
    failure === null
      ? {}
      : failure === 'local'
        ? localErrors(values, t)
        : formErrorsOf(failure.cause, t, propre.locale, {
            fields: { password: 'password' },
            codes: { password_too_common: 'password' },
            title: t('reset.failed'),
          });
  const errors: ResetPasswordErrors = { ...found };
  // A token the API's schema refuses (too short, too long) is a broken link, like an unknown one.
  if (failure !== null && failure !== 'local' && failure.cause instanceof ProblemError) {
    if (failure.cause.errors.some((error) => error.pointer.endsWith('/token'))) {
      errors.form = { code: 'reset_token_invalid', title: t('reset.failed'), message: t('common:errors.reset_token_invalid') };
    }
  }
  for (const name of edited) delete errors[name as 'password'];

  return (
    <ResetPasswordView
      {...view}
      values={values}
      errors={errors}
      state={reset.isPending ? 'submitting' : reset.isSuccess ? 'success' : failure ? 'error' : 'idle'}
      attempt={attempt}
      onChange={(field, value) => {
        setEdited((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
        setValues((previous) => ({ ...previous, [field]: value }));
      }}
      onSubmit={submit}
      onRetry={submit}
    />
  );
}
