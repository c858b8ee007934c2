import { auth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PropreSession, User } from '../context/context.ts';
import { usePropre, useToast } from '../context/hooks.ts';
import { problemMessage } from '../errors/problem-message.ts';
import { authNs } from '../i18n/bundles/auth.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { formErrorsOf } from './auth-errors.ts';
import type { SelectableRole } from './RoleChoice.tsx';
import { type SelectRoleErrors, type SelectRoleState, SelectRoleView, type SelectRoleViewProps } from './SelectRoleView.tsx';

export interface SelectRoleWidgetProps
  extends Omit<SelectRoleViewProps, 'role' | 'errors' | 'state' | 'attempt' | 'onChange' | 'onSubmit' | 'onRetry'> {
  /**
   * Called once the role is set, with where the server says to go next (`/onboarding` for a
   * cleaner, `/client-onboarding` for a client, spec §4 Role selection): navigate there.
   */
  onSuccess?: (result: { redirectTo: string; user: User }) => void;
  onError?: (error: unknown) => void;
  /** The session whose user gets the role; the provider's by default. */
  session?: PropreSession;
  defaultRole?: SelectableRole;
}

type Failure = 'required' | { cause: unknown };

/**
 * Role selection (auth.selectRole) for a signed-in user without a role. A failure is said in an
 * alert titled as spec §8 says (the server's message, or a generic role-selection error).
 */
export function SelectRoleWidget({ onSuccess, onError, session: ownSession, defaultRole, ...view }: SelectRoleWidgetProps) {
  const { t } = useWidgetTranslation(authNs, 'common');
  const propre = usePropre();
  const toast = useToast();
  const session = ownSession ?? propre.session;
  const [role, setRole] = useState<SelectableRole | ''>(defaultRole ?? '');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const select = useMutation(auth.selectRole(propre.client));

  const submit = () => {
    if (!role) {
      setFailure('required');
      setAttempt((count) => count + 1);
      return;
    }
    setFailure(null);
    select.mutate(
      { body: { role } },
      {
        onSuccess: (result) => {
          session.setUser(result.user);
          onSuccess?.(result);
        },
        onError: (error) => {
          setFailure({ cause: error });
          setAttempt((count) => count + 1);
          // Spec §8: a toast titled error with the server's message, besides the alert by the form.
          toast.show({ tone: 'error', title: t('selectRole.failed'), description: problemMessage(error, t).message });
          onError?.(error);
        },
      },
    );
  };

  const errors: SelectRoleErrors =
    failure === null
      ? {}
      : failure === 'required'
        ? { role: t('register.errors.roleRequired') }
        : formErrorsOf(failure.cause, t, propre.locale, { fields: { role: 'role' }, title: t('selectRole.failed') });
  const state: SelectRoleState = select.isPending ? 'submitting' : select.isSuccess ? 'success' : failure ? 'error' : 'idle';

  return (
    <SelectRoleView
      {...view}
      role={role}
      errors={errors}
      state={state}
      attempt={attempt}
      onChange={(next) => {
        setRole(next);
        if (failure === 'required') setFailure(null);
      }}
      onSubmit={submit}
      onRetry={submit}
    />
  );
}
