import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { usePropreContext } from '../context/context.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { useFocusFirstError } from './focus-first-error.ts';
import { type ErrorPlacement, type FormErrors, formErrorsOf, hasErrors } from './form-errors.ts';

/** How to word an attempt's errors in the language shown: kept instead of the words, so a switch of language translates them. */
export type Wording<Field extends string> = (t: TFunction) => FormErrors<Field>;

export interface UseFormOptions<Field extends string> {
  /** The fields in the order they are shown: the first in error gets the focus. */
  order: readonly Field[];
  /** Where a problem's errors go (see `formErrorsOf`); read at each render, so it may hold texts. */
  placement: ErrorPlacement<Field>;
  /** The entry's `t` (`useEntryTranslation`), given to wordings; `common`'s by default. */
  t?: TFunction;
}

/** What a field spreads onto its `TextField`, `SelectField`…: its name and its error. */
export interface BoundField {
  name: string;
  error: string | undefined;
}

export interface FormState<Field extends string> {
  /** The errors shown, worded in the language shown now. */
  errors: FormErrors<Field>;
  /** Counts the attempts that ended in errors (for a View's `FormFrame attempt`). */
  attempt: number;
  /**
   * Shows these errors (a local check before sending) and moves the focus to the first. Give a
   * wording (`(t) => ({ email: t('required') })`) for errors that follow a language switch.
   */
  show(errors: FormErrors<Field> | Wording<Field>): void;
  /** Shows what a failed call means, beside its fields or above the form. */
  fail(error: unknown): void;
  /** Clears every error (a new attempt, or the person typing again). */
  clear(): void;
  /** Clears one field's error, as the person corrects it; the others stay until the next attempt. */
  clearField(field: Field): void;
  /** `{...form.field('email')}` on a field: its name and its error, announced by the field. */
  field(field: Field): BoundField;
  /** Goes on the `<form>`: the focus moves inside it. */
  formRef: { current: HTMLFormElement | null };
  /** Goes on the alert above the form: the focus lands on it when no field is in error. */
  alertRef: { current: HTMLDivElement | null };
}

interface Shown<Field extends string> {
  wording: Wording<Field>;
  cleared: ReadonlySet<Field>;
}

/**
 * The forms kit's one hook: a problem's `fieldErrors` beside their fields, the rest in one
 * alert, the first error focused after each attempt (so a screen reader reads the field's label
 * and its error, or the alert). What failed is kept rather than its words: the errors are worded
 * at each render, in the language shown.
 */
export function useForm<Field extends string>(options: UseFormOptions<Field>): FormState<Field> {
  const { locale } = usePropreContext();
  const common = useWidgetTranslation('common').t;
  const t = options.t ?? common;
  const [shown, setShown] = useState<Shown<Field> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ options, locale });
  latest.current = { options, locale };

  const errors: FormErrors<Field> = shown ? { ...shown.wording(t) } : {};
  for (const field of shown?.cleared ?? []) delete errors[field];
  useFocusFirstError(attempt, options.order, errors, formRef, alertRef);

  const show = useCallback(
    (next: FormErrors<Field> | Wording<Field>) => {
      const wording = typeof next === 'function' ? next : () => next;
      setShown({ wording, cleared: new Set() });
      if (hasErrors(wording(t))) setAttempt((count) => count + 1);
    },
    [t],
  );
  const fail = useCallback(
    (error: unknown) => show((wordIn) => formErrorsOf(error, wordIn, latest.current.locale, latest.current.options.placement)),
    [show],
  );
  const clear = useCallback(() => setShown(null), []);
  const clearField = useCallback(
    (field: Field) => setShown((current) => current && { ...current, cleared: new Set(current.cleared).add(field) }),
    [],
  );
  const field = (name: Field): BoundField => ({ name, error: errors[name] });
  return { errors, attempt, show, fail, clear, clearField, field, formRef, alertRef };
}
