import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../theme/appearance.ts';
import { controlLinks, FieldError, FieldHint, useFieldIds } from './field-parts.tsx';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** A native checkbox with its label as a 44 px tall target. */
export function Checkbox({ label, hint, error, id, className, ...input }: CheckboxProps) {
  const part = usePart<UiPart>('ui');
  const ids = useFieldIds(id, 'input', hint, error);
  const { hintId, errorId } = ids;
  return (
    <div {...part('checkbox', { className: cx('propre-check', className) })} data-invalid={error ? true : undefined}>
      <label className="propre-check-row" htmlFor={ids.controlId}>
        <input
          {...input}
          {...controlLinks(ids, error, input['aria-describedby'])}
          type="checkbox"
          {...part('checkboxInput', { className: 'propre-check-input' })}
        />
        <span {...part('checkboxLabel', { className: 'propre-check-label' })}>{label}</span>
      </label>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
