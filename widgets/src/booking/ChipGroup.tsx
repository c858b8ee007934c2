import { type ReactNode, useId } from 'react';
import { FieldError } from '../ui/field-parts.tsx';
import { usePart } from '../ui/part.ts';
import type { BookingPart } from './parts.ts';

export interface Chip {
  value: string;
  label: ReactNode;
  /** The full name read by screen readers when the label is short (« mar. 3 » → « mardi 3 décembre »). */
  ariaLabel?: string;
  disabled?: boolean;
}

export interface ChipGroupProps {
  /** The group's part: the days or the start times. */
  part: Extract<BookingPart, 'days' | 'times'>;
  legend: ReactNode;
  name: string;
  chips: readonly Chip[];
  value: string | null;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/**
 * Native radios drawn as chips (days, start times): the browser gives the arrow keys, the
 * checked state and the group's name; the error is tied to the fieldset and announced.
 */
export function ChipGroup({ part: own, legend, name, chips, value, onChange, error }: ChipGroupProps) {
  const part = usePart<BookingPart>('booking');
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset {...part(own, { state: error ? 'invalid' : undefined })} aria-describedby={errorId}>
      <legend className="propre-label">{legend}</legend>
      <div {...part('chipList')}>
        {chips.map((chip) => (
          <label key={chip.value} {...part('chip', { state: chip.disabled ? 'disabled' : undefined })}>
            <input
              type="radio"
              name={name}
              value={chip.value}
              checked={value === chip.value}
              disabled={chip.disabled}
              aria-label={chip.ariaLabel}
              onChange={() => onChange(chip.value)}
            />
            <span {...part('chipFace')}>{chip.label}</span>
          </label>
        ))}
      </div>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
