import { type ReactNode, useId } from 'react';
import { cx } from '../theme/appearance.ts';
import { describedBy, FieldError, FieldHint } from './field-parts.tsx';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps {
  kind: 'checkbox' | 'radio';
  legend: ReactNode;
  name: string;
  options: readonly ChoiceOption[];
  isChecked: (value: string) => boolean;
  onToggle: (value: string, checked: boolean) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Lay the choices out in a row when they fit (chips of filters). */
  inline?: boolean;
  className?: string;
}

/** What a radio or checkbox group takes as it is: everything but its value and changes. */
export type ChoiceGroupFrame = Pick<
  ChoiceGroupProps,
  'legend' | 'name' | 'options' | 'hint' | 'error' | 'disabled' | 'inline' | 'className'
>;

/** A fieldset of native checkboxes or radios: the browser gives keyboard moves between radios. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const part = usePart<UiPart>('ui');
  const { kind, legend, name, options, isChecked, onToggle, hint, error, required, disabled, inline, className } = props;
  const ownId = useId();
  const hintId = hint ? `${ownId}-hint` : undefined;
  const errorId = error ? `${ownId}-error` : undefined;
  return (
    <fieldset
      {...part(kind === 'radio' ? 'radioGroup' : 'checkboxGroup', {
        className: cx('propre-choice-group', inline && 'propre-choice-group--inline', className),
      })}
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy(hintId, errorId)}
      disabled={disabled}
    >
      <legend {...part('legend', { className: 'propre-label' })}>{legend}</legend>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div {...part('options', { className: 'propre-choice-list' })}>
        {options.map((option) => {
          const inputId = `${ownId}-${option.value}`;
          const optionHintId = option.hint ? `${inputId}-hint` : undefined;
          return (
            <div key={option.value} {...part('option', { className: 'propre-check' })}>
              <label className="propre-check-row" htmlFor={inputId}>
                <input
                  id={inputId}
                  type={kind}
                  name={name}
                  value={option.value}
                  {...part(kind === 'radio' ? 'radioInput' : 'checkboxInput', { className: 'propre-check-input' })}
                  checked={isChecked(option.value)}
                  disabled={option.disabled}
                  required={kind === 'radio' ? required : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={optionHintId}
                  onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
                />
                <span className="propre-check-label">{option.label}</span>
              </label>
              {option.hint && optionHintId && <FieldHint id={optionHintId}>{option.hint}</FieldHint>}
            </div>
          );
        })}
      </div>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
