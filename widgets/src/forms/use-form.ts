import { useCallback, useEffect, useRef, useState } from 'react';
import { usePropreContext } from '../context/context.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { type ErrorPlacement, type FormErrors, formErrorsOf, hasErrors } from './form-errors.ts';

export interface UseFormOptions<Field extends string> {
  /** The fields in the order they are shown: the first in error gets the focus. */
  order: readonly Field[];
  /** Where a problem's errors go (see `formErrorsOf`). */
  placement: ErrorPlacement<Field>;
}

/** What a field spreads onto its `TextField`, `SelectField`…: its name and its error. */
export interface BoundField {
  name: string;
  error: string | undefined;
}

export interface FormState<Field extends string> {
  errors: FormErrors<Field>;
  /** Shows these errors (a local check before sending) and moves the focus to the first. */
  show(errors: FormErrors<Field>): void;
  /** Shows what a failed call means, beside its fields or above the form. */
  fail(error: unknown): void;
  /** Clears every error (a new attempt, or the person typing again). */
  clear(): void;
  /** Clears one field's error, as the person corrects it. */
  clearField(field: Field): void;
  /** `{...form.field('email')}` on a field: its name and its error, announced by the field. */
  field(field: Field): BoundField;
  /** Goes on the `<form>`: the focus moves inside it. */
  formRef: { current: HTMLFormElement | null };
  /** Goes on the alert above the form: the focus lands on it when no field is in error. */
  alertRef: { current: HTMLDivElement | null };
}

/**
 * The forms kit's one hook: a problem's `fieldErrors` beside their fields, the rest in one
 * alert, the first error focused after each attempt (so a screen reader reads the field's label
 * and its error, or the alert).
 */
export function useForm<Field extends string>(options: UseFormOptions<Field>): FormState<Field> {
  const { locale } = usePropreContext();
  const { t } = useWidgetTranslation('common');
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const latest = useRef(options);
  latest.current = options;

  // Runs once per attempt: typing after it must not pull the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the attempt only.
  useEffect(() => {
    if (!attempt) return;
    const first = latest.current.order.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else if (errors.form) alertRef.current?.focus();
  }, [attempt]);

  const show = useCallback((next: FormErrors<Field>) => {
    setErrors(next);
    if (hasErrors(next)) setAttempt((count) => count + 1);
  }, []);
  const fail = useCallback((error: unknown) => show(formErrorsOf(error, t, locale, latest.current.placement)), [show, t, locale]);
  const clear = useCallback(() => setErrors({}), []);
  const clearField = useCallback(
    (field: Field) =>
      setErrors((current) => {
        if (!current[field]) return current;
        const next = { ...current };
        delete next[field];
        return next;
      }),
    [],
  );
  const field = (name: Field): BoundField => ({ name, error: errors[name] });
  return { errors, show, fail, clear, clearField, field, formRef, alertRef };
}
