import type { TFunction } from 'i18next';
import { useState } from 'react';
import { usePropreContext } from '../context/context.ts';
import { type FormErrors, formErrorsOf } from './form-errors.ts';
import { type BoundField, type UseFormOptions, useForm } from './use-form.ts';

/** How to word what failed, in the language given: a local check's errors, or an API problem's. */
export type Wording<Field extends string> = (t: TFunction) => FormErrors<Field>;

export interface WordedForm<Field extends string> {
  /** The errors shown, in the language shown now. */
  errors: FormErrors<Field>;
  /** `{...form.field('date')}` on a field: its name and its error. */
  field(field: Field): BoundField;
  /** An attempt that failed a check: shows its errors and moves the focus to the first. */
  show(wording: Wording<Field>): void;
  /** Shows what a failed call means, beside its fields (`placement`) or above the form. */
  fail(error: unknown): void;
  clear(): void;
  /** Clears one field's error, as the person corrects it. */
  clearField(field: Field): void;
  formRef: { current: HTMLFormElement | null };
  alertRef: { current: HTMLDivElement | null };
}

/**
 * `useForm` for a form whose errors must follow the language: each attempt keeps how to word what
 * failed rather than its words, so a person who switches language after a failure reads the
 * errors in the new one (worded with `t`, the entry's translation). The focus moves to the
 * first error once per attempt, as with `useForm`.
 */
export function useWordedForm<Field extends string>(options: UseFormOptions<Field>, t: TFunction): WordedForm<Field> {
  const form = useForm(options);
  const { locale } = usePropreContext();
  const [shown, setShown] = useState<{ wording: Wording<Field>; cleared: ReadonlySet<Field> } | null>(null);
  const errors: FormErrors<Field> = shown ? { ...shown.wording(t) } : {};
  for (const field of shown?.cleared ?? []) delete errors[field];

  const show = (wording: Wording<Field>) => {
    setShown({ wording, cleared: new Set() });
    form.show(wording(t));
  };
  return {
    errors,
    field: (name) => ({ name, error: errors[name] }),
    show,
    fail: (error) => show((wordIn) => formErrorsOf(error, wordIn, locale, options.placement)),
    clear: () => {
      setShown(null);
      form.clear();
    },
    clearField: (field) => {
      setShown((current) => current && { ...current, cleared: new Set(current.cleared).add(field) });
      form.clearField(field);
    },
    formRef: form.formRef,
    alertRef: form.alertRef,
  };
}
