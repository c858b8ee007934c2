import { type ComponentProps, type ReactNode, useId } from 'react';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { describedBy, FieldError, FieldHint } from './field-parts.tsx';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

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
  const part = usePart<UiPart>('ui');
  const { t } = useWidgetTranslation('common');
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const hintId = hint ? `${ownId}-hint` : undefined;
  const errorId = error ? `${ownId}-error` : undefined;
  return (
    <div {...part('field', { className })} data-invalid={error ? true : undefined}>
      <label htmlFor={selectId} {...part('label')}>
        {label}
        {optional && <span className="propre-label-optional"> {t('field.optional')}</span>}
      </label>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div {...part('selectWrap')}>
        <select
          {...select}
          id={selectId}
          {...part('select', { className: selectClassName })}
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
