import type { TFunction } from 'i18next';
import { useState } from 'react';
import { type FormFrameState, frameStateOf } from './FormFrame.tsx';
import { type FormErrors, hasErrors } from './form-errors.ts';
import { type FormState, type UseFormOptions, useForm } from './use-form.ts';

/** The props a form's View takes from the container that keeps its values and sends them. */
export interface SentFormViewProps<Values, Field extends keyof Values & string> {
  values: Values;
  errors: FormErrors<Field>;
  state: FormFrameState;
  attempt: number;
  onChange: <K extends Field>(field: K, value: Values[K]) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

/** The props a container leaves out of its View's: it gives them itself (`useSendForm(...).view`). */
export type SentFormKeys = keyof SentFormViewProps<object, never>;

export interface UseSendFormOptions<Values, Field extends keyof Values & string> extends UseFormOptions<Field> {
  /** The values shown first (the host's prefilled ones included). */
  initial: Values;
  /** The entry's translation: the form's own rules word what to correct with it. */
  t: TFunction;
  /**
   * The form's own rules, checked before anything is sent (the server checks again): what to
   * correct, worded with the `t` given, so a change of language rewords it. Empty when it may go.
   */
  check(values: Values, t: TFunction): FormErrors<Field>;
  /** The request (a mutation): whether it works or succeeded gives the frame's state. */
  request: { isPending: boolean; isSuccess: boolean; reset(): void };
  /** Sends the checked values; a failure goes to `form.fail` (or `form.show`), beside its fields or above. */
  send(values: Values, form: FormState<Field>): void;
}

export interface SendForm<Values, Field extends keyof Values & string> {
  form: FormState<Field>;
  values: Values;
  setValues(values: Values): void;
  /** What the View takes: the values, the errors, the frame's state, each change kept and its error cleared, the submit. */
  view: SentFormViewProps<Values, Field>;
  /** After a success: the request forgotten and these values shown, for another one. */
  again(values: Values): void;
}

/**
 * A form whose container keeps the values and sends them: each change kept and its field's
 * error cleared; a submit checks the form's own rules first and shows what to correct, or
 * clears the errors and sends; a failure shows beside its fields or above the form.
 */
export function useSendForm<Values extends object, Field extends keyof Values & string>(
  options: UseSendFormOptions<Values, Field>,
): SendForm<Values, Field> {
  const { initial, t, check, request, send } = options;
  const [values, setValues] = useState<Values>(initial);
  const form = useForm(options);
  const submit = () => {
    const typed = values;
    if (hasErrors(check(typed, t))) {
      form.show((wordIn) => check(typed, wordIn));
      return;
    }
    form.clear();
    send(typed, form);
  };
  const onChange = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  };
  return {
    form,
    values,
    setValues,
    view: {
      values,
      errors: form.errors,
      state: frameStateOf(request, form.errors),
      attempt: form.attempt,
      onChange,
      onSubmit: submit,
      onRetry: submit,
    },
    again: (next) => {
      request.reset();
      setValues(next);
    },
  };
}

/** Each field the form's rules refuse, with its message under `prefix` in `t` (`contact.errors.email`). */
export function refusedFields<Field extends string>(fields: readonly Field[], t: TFunction, prefix: string): FormErrors<Field> {
  return Object.fromEntries(fields.map((field) => [field, t(`${prefix}${field}` as string)])) as FormErrors<Field>;
}
