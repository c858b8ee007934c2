import type { ComponentProps } from 'react';
import { FieldFrame, type FieldLabelling, useField } from './field-parts.tsx';
import { LineIcon } from './icons.tsx';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'size'>, FieldLabelling {
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. « Toutes les villes »). */
  placeholder?: string;
  selectClassName?: string;
}

/** A labelled native select: the platform's own picker, best on phones and with assistive tech. */
export function SelectField(props: SelectFieldProps) {
  const part = usePart<UiPart>('ui');
  const { frame, control } = useField(props, 'select');
  const { options, placeholder, selectClassName, ...select } = control;
  return (
    <FieldFrame {...frame}>
      <div {...part('selectWrap')}>
        <select {...select} {...part('select', { className: selectClassName })}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <LineIcon className="propre-select-chevron" size={20} viewBox="0 0 20 20" strokeWidth={1.8}>
          <path d="M5.5 7.5 10 12l4.5-4.5" />
        </LineIcon>
      </div>
    </FieldFrame>
  );
}
