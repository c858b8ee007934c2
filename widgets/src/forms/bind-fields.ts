import type { ChangeEvent } from 'react';
import type { BoundField } from './use-form.ts';

/** What a text or select field of a props-only View spreads: its name, value, error and changes. */
export interface BoundValueField extends BoundField {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>): void;
}

/** The keys of `Values` that hold text (a select's value included). */
type TextKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/**
 * The forms kit's binding for a View that gets its values and errors as props and sends each
 * change out (`onChange('email', text)`): `const bind = bindFields(values, errors, onChange)`,
 * then `<TextField {...bind('email')} />`. Checkboxes send `checked` and stay written out.
 */
export function bindFields<Values extends object>(
  values: Values,
  errors: Partial<Record<string, unknown>>,
  onChange: <K extends keyof Values>(field: K, value: Values[K]) => void,
): <K extends TextKeys<Values>>(name: K) => BoundValueField {
  return (name) => ({
    name,
    value: values[name] as string,
    error: errors[name] as string | undefined,
    onChange: (event) => onChange(name, event.currentTarget.value as Values[typeof name]),
  });
}

/** The keys of `Values` that hold a yes or no. */
type CheckKeys<Values> = { [K in keyof Values]: Values[K] extends boolean ? K : never }[keyof Values] & string;

/** What a checkbox of a props-only View spreads: its name, whether it is ticked, its error and its changes. */
export interface BoundCheck extends BoundField {
  checked: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** `bindFields` for checkboxes: `const check = bindChecks(values, errors, onChange)`, then `<Checkbox {...check('remember')} />`. */
export function bindChecks<Values extends object, Field extends CheckKeys<Values> = CheckKeys<Values>>(
  values: Values,
  errors: Partial<Record<string, unknown>>,
  onChange: (field: Field, value: boolean) => void,
): (name: Field) => BoundCheck {
  return (name) => ({
    name,
    checked: values[name] as boolean,
    error: errors[name] as string | undefined,
    onChange: (event) => onChange(name, event.currentTarget.checked),
  });
}
