import type { ComponentProps } from 'react';
import { describedBy, FieldFrame, useFieldIds } from '../ui/field-parts.tsx';
import { usePart } from '../ui/part.ts';
import type { PropertiesPart } from './parts.ts';

export interface LongTextFieldProps extends Omit<ComponentProps<'textarea'>, 'className'> {
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
}

/** A labelled textarea with the ui fields' parts (hint, error beside it); ../ui has none yet. */
export function LongTextField({ label, hint, error, optional, id, ...textarea }: LongTextFieldProps) {
  const part = usePart<PropertiesPart>('properties');
  const ids = useFieldIds(id, 'input', hint, error);
  const { controlId: inputId, hintId, errorId } = ids;
  return (
    <FieldFrame
      root={part('longTextField', { className: 'propre-field' })}
      labelProps={{ className: 'propre-label' }}
      ids={ids}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
    >
      <textarea
        rows={2}
        {...textarea}
        id={inputId}
        {...part('longText', { className: 'propre-input' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      />
    </FieldFrame>
  );
}
