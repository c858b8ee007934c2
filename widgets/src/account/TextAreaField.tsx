import { type ComponentProps, type ReactNode, useId } from 'react';
import { usePartClass } from '../context/hooks.ts';
import { cx } from '../theme/appearance.ts';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** A live line under the field (a character count). */
  counter?: ReactNode;
}

/** A labelled multi-line field, built like the ui TextField (same parts and classes). */
export function TextAreaField({ label, hint, error, counter, id, className, ...textarea }: TextAreaFieldProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const hintId = hint ? `${ownId}-hint` : undefined;
  const errorId = error ? `${ownId}-error` : undefined;
  const counterId = counter ? `${ownId}-counter` : undefined;
  return (
    <div
      className={cx('propre-field', usePartClass('field', className))}
      data-part="field"
      data-invalid={error ? true : undefined}
    >
      <label htmlFor={inputId} className={cx('propre-label', usePartClass('label'))} data-part="label">
        {label}
      </label>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <textarea
        {...textarea}
        id={inputId}
        className={cx('propre-input', 'propre-textarea', usePartClass('input'))}
        data-part="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, counterId)}
      />
      {counter && (
        <p id={counterId} className="propre-hint propre-textarea-counter" data-part="counter">
          {counter}
        </p>
      )}
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
