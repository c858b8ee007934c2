import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';
import { usePart } from '../ui/part.ts';
import type { UiPart } from '../ui/parts.ts';
import type { AccountPart } from './parts.ts';

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** A live line under the field (a character count). */
  counter?: ReactNode;
}

/** A labelled multi-line field, built like the ui TextField (same parts and classes). */
export function TextAreaField({ label, hint, error, counter, id, className, ...textarea }: TextAreaFieldProps) {
  const ui = usePart<UiPart>('ui');
  const part = usePart<AccountPart>('account');
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const hintId = hint ? `${ownId}-hint` : undefined;
  const errorId = error ? `${ownId}-error` : undefined;
  const counterId = counter ? `${ownId}-counter` : undefined;
  return (
    <div {...ui('field', { className })} data-invalid={error ? true : undefined}>
      <label htmlFor={inputId} {...ui('label')}>
        {label}
      </label>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <textarea
        {...textarea}
        id={inputId}
        {...part('textarea', { className: 'propre-input' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, counterId)}
      />
      {counter && (
        <p id={counterId} {...part('textareaCounter', { className: 'propre-hint' })}>
          {counter}
        </p>
      )}
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
