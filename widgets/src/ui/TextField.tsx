import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { usePartClass } from '../context/hooks.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { describedBy, FieldError, FieldHint } from './field-parts.tsx';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error; linked with aria-describedby and announced. */
  error?: ReactNode;
  /** Adds « (facultatif) » to the label of a field that is not required. */
  optional?: boolean;
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled input (text, email, password, search, date, number…). A password field gets a
 * show/hide button.
 */
export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  className,
  inputClassName,
  type = 'text',
  ...input
}: TextFieldProps) {
  const { t } = useWidgetTranslation('common');
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const hintId = hint ? `${ownId}-hint` : undefined;
  const errorId = error ? `${ownId}-error` : undefined;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div
      className={cx('propre-field', usePartClass('field', className))}
      data-part="field"
      data-invalid={error ? true : undefined}
    >
      <label htmlFor={inputId} className={cx('propre-label', usePartClass('label'))} data-part="label">
        {label}
        {optional && <span className="propre-label-optional"> {t('field.optional')}</span>}
      </label>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className="propre-input-wrap" data-part="input-wrap">
        <input
          {...input}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className={cx('propre-input', isPassword && 'propre-input--with-action', usePartClass('input', inputClassName))}
          data-part="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId, input['aria-describedby'])}
        />
        {isPassword && (
          <button
            type="button"
            className="propre-input-action"
            data-part="reveal"
            aria-controls={inputId}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('field.hidePassword') : t('field.showPassword')}
          </button>
        )}
      </div>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
