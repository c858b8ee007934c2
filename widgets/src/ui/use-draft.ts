import { useState } from 'react';
import type { FormState } from '../forms/use-form.ts';

type Clears<Field extends string> = Pick<FormState<Field>, 'clearField'>;

/** Clears the errors of the fields a new draft changed; the others keep theirs until the next attempt. */
export function clearChanged<Field extends string>(
  form: Clears<Field>,
  order: readonly Field[],
  before: Record<Field, unknown>,
  after: Record<Field, unknown>,
) {
  for (const field of order) if (after[field] !== before[field]) form.clearField(field);
}

/**
 * A form's draft kept by its widget: `change` takes the View's new draft and clears the errors of
 * the fields it changed (`clearChanged`); `reset` empties it.
 */
export function useDraft<Field extends string, Draft extends Record<Field, unknown>>(
  form: Clears<Field>,
  order: readonly Field[],
  empty: Draft,
) {
  const [draft, setDraft] = useState(empty);
  const change = (next: Draft) => {
    clearChanged(form, order, draft, next);
    setDraft(next);
  };
  return { draft, change, reset: () => setDraft(empty) };
}
