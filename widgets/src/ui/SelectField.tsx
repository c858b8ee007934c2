import { type ComponentProps, type ReactNode, useId } from 'react';
import { usePartClass } from '../context/hooks.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { describedBy, FieldError, FieldHint } from './field-parts.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'size'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. « Toutes les villes »). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  className?: string;
  selectClassName?: string;
}

/** A labelled native select: the platform's own picker, best on phones and with assistive tech. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  optional,
  id,
  className,
  selectClassName,
  ...select
}: SelectFieldProps) {
  const { t } = useWidgetTranslation('common');
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const hintId = hint ? `${ownId}-hint` : undefined;
  const errorId = error ? `${ownId}-error` : undefined;
  return (
    <div
      className={cx('propre-field', usePartClass('field', className))}
      data-part="field"
      data-invalid={error ? true : undefined}
    >
      <label htmlFor={selectId} className={cx('propre-label', usePartClass('label'))} data-part="label">
        {label}
        {optional && <span className="propre-label-optional"> {t('field.optional')}</span>}
      </label>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className="propre-select-wrap" data-part="input-wrap">
        <select
          {...select}
          id={selectId}
          className={cx('propre-select', usePartClass('select', selectClassName))}
          data-part="select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId, select['aria-describedby'])}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className="propre-select-chevron" aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20">
          <path
            d="M5.5 7.5 10 12l4.5-4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
