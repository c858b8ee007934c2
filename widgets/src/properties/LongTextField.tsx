import { type ComponentProps, useId } from 'react';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';
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
  const { t } = useWidgetTranslation('common');
  const part = usePart<PropertiesPart>('properties');
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const hintId = hint ? `${ownId}-hint` : undefined;
  const errorId = error ? `${ownId}-error` : undefined;
  return (
    <div {...part('longTextField', { className: 'propre-field' })} data-invalid={error ? true : undefined}>
      <label htmlFor={inputId} className="propre-label">
        {label}
        {optional && <span className="propre-label-optional"> {t('field.optional')}</span>}
      </label>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <textarea
        rows={2}
        {...textarea}
        id={inputId}
        {...part('longText', { className: 'propre-input' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      />
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
