import type { TFunction } from 'i18next';
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { usePropreContext } from '../context/context.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { type ErrorPlacement, type FormErrors, formErrorsOf, hasErrors } from './form-errors.ts';

export interface UseFormOptions<Field extends string> {
  /** The fields in the order they are shown: the first in error gets the focus. */
  order: readonly Field[];
  /** Where a problem's errors go (see `formErrorsOf`). */
  placement: ErrorPlacement<Field>;
  /**
   * The entry's translation (`useEntryTranslation(...).t`): errors given as a `Wording` are worded
   * with it at each render, so they follow the language. `common`'s by default.
   */
  t?: TFunction;
}

/** How to word what failed, with the `t` given: kept rather than its words, so a change of language rewords it. */
export type Wording<Field extends string> = (t: TFunction) => FormErrors<Field>;

/** What a field spreads onto its `TextField`, `SelectField`…: its name and its error. */
export interface BoundField {
  name: string;
  error: string | undefined;
}

/** `form.input(...)`: a field bound to a value of the form's own state. */
export interface BoundInput extends BoundField {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>): void;
}

export interface FormState<Field extends string> {
  /** The errors shown, in the language shown now. */
  errors: FormErrors<Field>;
  /** Shows these errors (a local check before sending) and moves the focus to the first. */
  show(errors: FormErrors<Field> | Wording<Field>): void;
  /** Shows what a failed call means, beside its fields or above the form. */
  fail(error: unknown): void;
  /** Clears every error (a new attempt, or the person typing again). */
  clear(): void;
  /** Clears one field's error, as the person corrects it. */
  clearField(field: Field): void;
  /** `{...form.field('email')}` on a field: its name and its error, announced by the field. */
  field(field: Field): BoundField;
  /**
   * `{...form.input('city', city, setCity)}` on a field kept in the form's own state: its name,
   * error and value, and each change kept and clearing the field's error.
   */
  input(field: Field, value: string, set: (value: string) => void): BoundInput;
  /** Counts the attempts that ended in errors (each moved the focus). */
  attempt: number;
  /** Goes on the `<form>`: the focus moves inside it. */
  formRef: { current: HTMLFormElement | null };
  /** Goes on the alert above the form: the focus lands on it when no field is in error. */
  alertRef: { current: HTMLDivElement | null };
}

interface Shown<Field extends string> {
  wording: Wording<Field>;
  /** Fields the person changed since: their error is gone, the others stay. */
  cleared: ReadonlySet<Field>;
}

/**
 * Moves the focus to the first field in error (by its `name`), or to the alert, each time
 * `attempt` changes, and only then: typing after it must not pull the focus back. `useForm` uses
 * it; a props-only View whose errors come from its container uses it alone.
 */
export function useErrorFocus<Field extends string>(
  /** A count of attempts (or any value that changes with each attempt); nothing moves while falsy. */
  attempt: unknown,
  order: readonly Field[],
  errors: FormErrors<Field>,
): { formRef: { current: HTMLFormElement | null }; alertRef: { current: HTMLDivElement | null } } {
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ order, errors });
  latest.current = { order, errors };
  useEffect(() => {
    if (!attempt) return;
    const { order: fields, errors: shown } = latest.current;
    // A field in error without a control of its name (a group's own error) gives way to the next, then the alert.
    const first = fields
      .filter((field) => shown[field])
      .map((field) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`))
      .find(Boolean);
    if (first) first.focus();
    else if (shown.form) alertRef.current?.focus();
  }, [attempt]);
  return { formRef, alertRef };
}

/**
 * The forms kit's one hook: a problem's `fieldErrors` beside their fields, the rest in one
 * alert, the first error focused after each attempt (so a screen reader reads the field's label
 * and its error, or the alert). Each attempt keeps how to word what failed rather than its
 * words: a person who switches language after a failure reads the errors in the new one.
 */
export function useForm<Field extends string>(options: UseFormOptions<Field>): FormState<Field> {
  const { locale } = usePropreContext();
  const { t: common } = useWidgetTranslation('common');
  const t = options.t ?? common;
  const [shown, setShown] = useState<Shown<Field> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(options);
  latest.current = options;

  const errors: FormErrors<Field> = shown ? { ...shown.wording(t) } : {};
  for (const field of shown?.cleared ?? []) delete errors[field];
  const { formRef, alertRef } = useErrorFocus(attempt, options.order, errors);

  const show = useCallback(
    (next: FormErrors<Field> | Wording<Field>) => {
      const wording: Wording<Field> = typeof next === 'function' ? next : () => next;
      setShown({ wording, cleared: new Set() });
      if (hasErrors(wording(t))) setAttempt((count) => count + 1);
    },
    [t],
  );
  const fail = useCallback(
    (error: unknown) => show((wordIn) => formErrorsOf(error, wordIn, locale, latest.current.placement)),
    [show, locale],
  );
  const clear = useCallback(() => setShown(null), []);
  const clearField = useCallback(
    (field: Field) =>
      setShown((current) =>
        current && !current.cleared.has(field) ? { ...current, cleared: new Set(current.cleared).add(field) } : current,
      ),
    [],
  );
  const field = (name: Field): BoundField => ({ name, error: errors[name] });
  const input = (name: Field, value: string, set: (value: string) => void): BoundInput => ({
    ...field(name),
    value,
    onChange: (event) => {
      set(event.target.value);
      clearField(name);
    },
  });
  return { errors, show, fail, clear, clearField, field, input, attempt, formRef, alertRef };
}
