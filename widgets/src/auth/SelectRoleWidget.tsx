import { auth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import type { PropreSession, User } from '../context/context.ts';
import { usePropre, useToast } from '../context/hooks.ts';
import { problemMessage } from '../errors/problem-message.ts';
import { type SentFormKeys, useSendForm } from '../forms/use-send-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import type { SelectableRole } from './RoleChoice.tsx';
import { SelectRoleView, type SelectRoleViewProps } from './SelectRoleView.tsx';
import { authTexts } from './texts.ts';

export interface SelectRoleWidgetProps extends Omit<SelectRoleViewProps, SentFormKeys | 'role'> {
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
  const select = useMutation(auth.selectRole(propre.client));
  const choice = useSendForm<{ role: SelectableRole | '' }, 'role'>({
    initial: { role: defaultRole ?? '' },
    order: ['role'],
    placement: { fields: { role: 'role' }, title: t('selectRole.failed') },
    t,
    check: ({ role }, wordIn) => (role ? {} : { role: wordIn('register.errors.roleRequired') }),
    request: select,
    send: ({ role }, form) =>
      select.mutate(
        { body: { role: role as SelectableRole } },
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
      ),
  });
  const { values, onChange, ...bound } = choice.view;

  return <SelectRoleView {...view} {...bound} role={values.role} onChange={(next) => onChange('role', next)} />;
}
