import { auth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PropreSession, User } from '../context/context.ts';
import { usePropre, useToast } from '../context/hooks.ts';
import { problemMessage } from '../errors/problem-message.ts';
import { useForm } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import type { SelectableRole } from './RoleChoice.tsx';
import { type SelectRoleState, SelectRoleView, type SelectRoleViewProps } from './SelectRoleView.tsx';
import { authTexts } from './texts.ts';

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

/**
 * Role selection (auth.selectRole) for a signed-in user without a role. A failure is said in an
 * alert titled as spec §8 says (the server's message, or a generic role-selection error).
 */
export function SelectRoleWidget({ onSuccess, onError, session: ownSession, defaultRole, ...view }: SelectRoleWidgetProps) {
  const { t } = useEntryTranslation(authTexts);
  const propre = usePropre();
  const toast = useToast();
  const session = ownSession ?? propre.session;
  const [role, setRole] = useState<SelectableRole | ''>(defaultRole ?? '');
  const form = useForm<'role'>({ order: ['role'], placement: { fields: { role: 'role' }, title: t('selectRole.failed') }, t });
  const select = useMutation(auth.selectRole(propre.client));

  const submit = () => {
    if (!role) {
      form.show((wordIn) => ({ role: wordIn('register.errors.roleRequired') }));
      return;
    }
    form.clear();
    select.mutate(
      { body: { role } },
      {
        onSuccess: (result) => {
          session.setUser(result.user);
          onSuccess?.(result);
        },
        onError: (error) => {
          form.fail(error);
          // Spec §8: a toast titled error with the server's message, besides the alert by the form.
          toast.show({ tone: 'error', title: t('selectRole.failed'), description: problemMessage(error, t).message });
          onError?.(error);
        },
      },
    );
  };

  const failed = Object.keys(form.errors).length > 0;
  const state: SelectRoleState = select.isPending ? 'submitting' : select.isSuccess ? 'success' : failed ? 'error' : 'idle';

  return (
    <SelectRoleView
      {...view}
      role={role}
      errors={form.errors}
      state={state}
      attempt={form.attempt}
      onChange={(next) => {
        setRole(next);
        form.clearField('role');
      }}
      onSubmit={submit}
      onRetry={submit}
    />
  );
}
