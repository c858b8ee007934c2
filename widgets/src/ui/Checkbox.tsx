import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../theme/appearance.ts';
import { describedBy, FieldError, FieldHint } from './field-parts.tsx';
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
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const hintId = hint ? `${ownId}-hint` : undefined;
  const errorId = error ? `${ownId}-error` : undefined;
  return (
    <div {...part('checkbox', { className: cx('propre-check', className) })} data-invalid={error ? true : undefined}>
      <label className="propre-check-row" htmlFor={inputId}>
        <input
          {...input}
          id={inputId}
          type="checkbox"
          {...part('checkboxInput', { className: 'propre-check-input' })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId, input['aria-describedby'])}
        />
        <span {...part('checkboxLabel', { className: 'propre-check-label' })}>{label}</span>
      </label>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
