import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePropreContext } from '../context/context.ts';
import type { EntryTexts } from '../i18n/entry-texts.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { type ErrorPlacement, type FormErrors, formErrorsOf, hasErrors } from './form-errors.ts';

export interface UseFormOptions<Field extends string> {
  /** The fields in the order they are shown: the first in error gets the focus. */
  order: readonly Field[];
  /** Where a problem's errors go (see `formErrorsOf`). */
  placement: ErrorPlacement<Field>;
  /** The entry's texts: the `t` given to `show`'s checks reads them first, then `common`. */
  texts?: EntryTexts;
}

/** What a field spreads onto its `TextField`, `SelectField`…: its name and its error. */
export interface BoundField {
  name: string;
  error: string | undefined;
}

/**
 * Errors found before sending: worded with the `t` given, so they follow a change of language
 * while they are on screen (a plain object stays as written).
 */
export type FormCheck<Field extends string> = FormErrors<Field> | ((t: TFunction) => FormErrors<Field>);

export interface FormState<Field extends string> {
  errors: FormErrors<Field>;
  /** Shows these errors (a local check before sending) and moves the focus to the first. */
  show(errors: FormCheck<Field>): void;
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

/** Why the form shows errors: kept, not the texts, so each render words them in the current language. */
type Cause<Field extends string> = { check: FormCheck<Field> } | { error: unknown } | null;

/**
 * The forms kit's one hook: a problem's `fieldErrors` beside their fields, the rest in one
 * alert, the first error focused after each attempt (so a screen reader reads the field's label
 * and its error, or the alert).
 */
export function useForm<Field extends string>(options: UseFormOptions<Field>): FormState<Field> {
  const { locale } = usePropreContext();
  const { t } = useWidgetTranslation(options.texts?.ns ?? 'common', 'common');
  const [cause, setCause] = useState<Cause<Field>>(null);
  // Fields corrected since the attempt: their error is gone until the next one.
  const [cleared, setCleared] = useState<ReadonlySet<Field>>(() => new Set());
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const latest = useRef(options);
  latest.current = options;

  let errors: FormErrors<Field> = {};
  if (cause && 'error' in cause) errors = formErrorsOf(cause.error, t, locale, options.placement);
  else if (cause) errors = typeof cause.check === 'function' ? cause.check(t) : cause.check;
  if (cleared.size > 0) {
    errors = { ...errors };
    for (const field of cleared) delete errors[field];
  }

  // Runs once per attempt: typing after it must not pull the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the attempt only.
  useEffect(() => {
    if (!attempt) return;
    const first = latest.current.order.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else if (errors.form) alertRef.current?.focus();
  }, [attempt]);

  const show = useCallback(
    (check: FormCheck<Field>) => {
      setCause({ check });
      setCleared(new Set());
      if (hasErrors(typeof check === 'function' ? check(t) : check)) setAttempt((count) => count + 1);
    },
    [t],
  );
  const fail = useCallback((error: unknown) => {
    setCause({ error });
    setCleared(new Set());
    setAttempt((count) => count + 1);
  }, []);
  const clear = useCallback(() => setCause(null), []);
  const clearField = useCallback(
    (field: Field) => setCleared((current) => (current.has(field) ? current : new Set(current).add(field))),
    [],
  );
  const field = (name: Field): BoundField => ({ name, error: errors[name] });
  return { errors, show, fail, clear, clearField, field, formRef, alertRef };
}
