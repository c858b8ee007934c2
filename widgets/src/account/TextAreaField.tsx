import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds } from '../ui/field-parts.tsx';
import { usePart } from '../ui/part.ts';
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
  const part = usePart<AccountPart>('account');
  const ids = useFieldIds(id, 'input', hint, error);
  const { controlId: inputId, hintId, errorId, ownId } = ids;
  const counterId = counter ? `${ownId}-counter` : undefined;
  return (
    <FieldFrame className={className} ids={ids} label={label} hint={hint} error={error}>
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
    </FieldFrame>
  );
}
