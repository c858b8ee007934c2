import { setAnswer, users } from '@propre/sdk/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import type { AccountSectionProps, User, UserPatch } from './account-types.ts';
import { type SectionSave, type SectionSaveOptions, useSectionSave } from './section-save.ts';

export interface AccountSave<Field extends string> extends SectionSave<Field> {
  /** users.updateMe with only the section's fields; resolves with the saved user, or undefined when refused. */
  save(patch: UserPatch): Promise<User | undefined>;
  /** users.uploadAvatar with the picture as the body. */
  upload(file: Blob): Promise<User | undefined>;
}

/**
 * An account section's save. The saved user goes into the provider's session and into the
 * users.getMe cache (the SDK also invalidates it, but the refetch would show the old picture
 * until it answers), so the header and every widget show the new name or picture at once.
 */
export function useAccountSave<Field extends string>(
  { onSaved, onError, successToast }: Omit<AccountSectionProps, 'user'>,
  form: SectionSaveOptions<Field>['form'],
): AccountSave<Field> {
  const { client, session } = usePropre();
  const queryClient = useQueryClient();
  const update = useMutation(users.updateMe(client));
  const avatar = useMutation(users.uploadAvatar(client));
  const section = useSectionSave({ form, successToast, onError });
  const done = (saved: User | undefined) => {
    if (saved) {
      session.setUser(saved);
      void setAnswer(queryClient, users.getMe(client).queryKey, saved);
      onSaved?.(saved);
    }
    return saved;
  };
  return {
    ...section,
    save: async (patch) => done(await section.run(() => update.mutateAsync({ body: patch }))),
    upload: async (file) => done(await section.run(() => avatar.mutateAsync({ body: file }))),
  };
}
