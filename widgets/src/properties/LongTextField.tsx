import { type ComponentProps, useId } from 'react';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';

export interface LongTextFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
}

/** A labelled textarea with the ui fields' parts (hint, error beside it); ../ui has none yet. */
export function LongTextField({ label, hint, error, optional, id, className, ...textarea }: LongTextFieldProps) {
  const { t } = useWidgetTranslation('common');
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const hintId = hint ? `${ownId}-hint` : undefined;
  const errorId = error ? `${ownId}-error` : undefined;
  return (
    <div className={cx('propre-field', className)} data-part="field" data-invalid={error ? true : undefined}>
      <label htmlFor={inputId} className="propre-label" data-part="label">
        {label}
        {optional && <span className="propre-label-optional"> {t('field.optional')}</span>}
      </label>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <textarea
        rows={2}
        {...textarea}
        id={inputId}
        className="propre-input propre-textarea"
        data-part="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      />
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
