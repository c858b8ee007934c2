import { useCallback, useRef, useState } from 'react';
import { useToast } from '../context/hooks.ts';
import type { FormErrors } from '../forms/form-errors.ts';
import { type FormState, useForm, type Wording } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { useMounted } from '../ui/use-mounted.ts';
import { accountTexts } from './texts.ts';

/** Where a section is: editing, sending, just saved, or refused (by its own checks or the API). */
export type SectionState = 'idle' | 'saving' | 'saved' | 'error';

export interface SectionSave<Field extends string = string> {
  state: SectionState;
  /** The section's form (the forms kit): its errors beside the fields, the rest in its alert. */
  form: FormState<Field>;
  /** Sends `work`; on success says "Profil mis à jour" (spec §8) unless the toast is off; a failure goes to `form`. */
  run<T>(work: () => Promise<T>): Promise<T | undefined>;
  /** The section's own checks refused the values: nothing was sent; the errors are shown, the first focused. */
  refuse(errors: FormErrors<Field> | Wording<Field>): void;
  /** The person edits again: "saved" no longer describes the form, and the edited field's error goes. */
  edited(field?: Field): void;
}

/** A section's form: its fields in order, and where the API's errors go. */
export interface SectionForm<Field extends string> {
  /** The fields as shown: the first in error gets the focus. The API's field of the same name lands on each. */
  order: readonly Field[];
  /** The alert's title for a failure no field explains (spec §8, « Échec de la mise à jour du profil »). */
  title: string;
  /** Codes about one field although the API sends no pointer (`email_taken`). */
  codes?: Record<string, Field>;
  /** The API's field names that differ from the section's (`house` → `fixedRates.house`). */
  fields?: Record<string, Field>;
  /** Codes the section words itself in its alert (« Prix fixes invalides »). */
  ownCodes?: Record<string, { title: string; message: string }>;
}

export interface SectionSaveOptions<Field extends string> {
  form: SectionForm<Field>;
  successToast?: boolean | undefined;
  onError?: ((error: unknown) => void) | undefined;
}

/**
 * The save cycle every section shares: one request at a time, a state for the button and the
 * form's `data-state`, the success toast, and the failure kept as its cause so the texts are made
 * at render (a language switch after a failure translates them).
 */
export function useSectionSave<Field extends string>(options: SectionSaveOptions<Field>): SectionSave<Field> {
  const { successToast = true, onError } = options;
  const { t } = useEntryTranslation(accountTexts);
  const { order, title, codes, fields, ownCodes } = options.form;
  const form = useForm({
    order,
    placement: { fields: { ...Object.fromEntries(order.map((field) => [field, field])), ...fields }, title, codes, ownCodes },
    t,
  });
  const { clear, fail, show, clearField } = form;
  const toast = useToast();
  const [state, setState] = useState<SectionState>('idle');
  const mounted = useMounted();
  const busy = useRef(false);

  const run = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      // A double click sends once: the button is busy, but a key repeat could still submit.
      if (busy.current) return undefined;
      busy.current = true;
      setState('saving');
      clear();
      try {
        const result = await work();
        if (successToast) toast.show({ tone: 'success', title: t('saved.title'), description: t('saved.description') });
        if (mounted.current) setState('saved');
        return result;
      } catch (error) {
        if (mounted.current) {
          fail(error);
          setState('error');
        }
        onError?.(error);
        return undefined;
      } finally {
        busy.current = false;
      }
    },
    [successToast, onError, toast, t, clear, fail, mounted.current],
  );
  const refuse = useCallback(
    (errors: FormErrors<Field> | Wording<Field>) => {
      show(errors);
      setState('error');
    },
    [show],
  );
  const edited = useCallback(
    (field?: Field) => {
      setState((current) => (current === 'saved' ? 'idle' : current));
      if (field) clearField(field);
    },
    [clearField],
  );
  return { state, form, run, refuse, edited };
}

/** A text field's `onChange` in a section: keeps the text, clears the field's error, and "saved" no longer describes the form. */
export function editText<Field extends string>(
  set: (value: string) => void,
  saving: Pick<SectionSave<Field>, 'edited'>,
  field?: Field,
) {
  return (event: { currentTarget: { value: string } }) => {
    set(event.currentTarget.value);
    saving.edited(field);
  };
}

/** Errors given as text keys (`{ email: 'details.emailInvalid' }`), worded with the form's `t` at each render. */
export function wordEach<Field extends string>(keys: Partial<Record<Field, string>>): Wording<Field> {
  return (wordIn) =>
    Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, wordIn(key as string)])) as FormErrors<Field>;
}
