import { type ReactNode, useId } from 'react';
import { FieldError } from '../ui/field-parts.tsx';

export interface Chip {
  value: string;
  label: ReactNode;
  /** The full name read by screen readers when the label is short (« mar. 3 » → « mardi 3 décembre »). */
  ariaLabel?: string;
  disabled?: boolean;
}

export interface ChipGroupProps {
  legend: ReactNode;
  name: string;
  chips: readonly Chip[];
  value: string | null;
  onChange: (value: string) => void;
  error?: ReactNode;
  className?: string;
  part: string;
}

/**
 * Native radios drawn as chips (days, start times): the browser gives the arrow keys, the
 * checked state and the group's name; the error is tied to the fieldset and announced.
 */
export function ChipGroup({ legend, name, chips, value, onChange, error, className, part }: ChipGroupProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={['propre-chips', className].filter(Boolean).join(' ')}
      data-part={part}
      aria-describedby={errorId}
      data-invalid={error ? true : undefined}
    >
      <legend className="propre-label">{legend}</legend>
      <div className="propre-chips-list">
        {chips.map((chip) => (
          <label key={chip.value} className="propre-chip" data-disabled={chip.disabled || undefined}>
            <input
              type="radio"
              name={`${name}-${id}`}
              value={chip.value}
              checked={value === chip.value}
              disabled={chip.disabled}
              aria-label={chip.ariaLabel}
              onChange={() => onChange(chip.value)}
            />
            <span className="propre-chip-face">{chip.label}</span>
          </label>
        ))}
      </div>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
