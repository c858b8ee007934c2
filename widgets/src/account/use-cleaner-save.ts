import { cleaners } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import type { CleanerProfile, CleanerProfilePatch, CleanerSectionProps } from './cleaner-types.ts';
import { type SectionSave, type SectionSaveOptions, useSectionSave } from './section-save.ts';

export interface CleanerSave<Field extends string> extends SectionSave<Field> {
  /** Sends the patch (cleaners.updateMyProfile); resolves with the saved profile, or undefined when refused. */
  save(patch: CleanerProfilePatch): Promise<CleanerProfile | undefined>;
}

/** A cleaner section's save: only the fields it owns are sent, so sections never overwrite each other. */
export function useCleanerSave<Field extends string>(
  { onSaved, onError, successToast }: CleanerSectionProps<unknown>,
  form: SectionSaveOptions<Field>['form'],
): CleanerSave<Field> {
  const { client } = usePropre();
  const mutation = useMutation(cleaners.updateMyProfile(client));
  const section = useSectionSave({ form, successToast, onError });
  const save = async (patch: CleanerProfilePatch) => {
    const saved = await section.run(() => mutation.mutateAsync({ body: patch }));
    if (saved) onSaved?.(saved);
    return saved;
  };
  return { ...section, save };
}
