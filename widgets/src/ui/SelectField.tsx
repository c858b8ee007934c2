import type { ComponentProps, ReactNode } from 'react';
import { controlLinks, FieldFrame, useFieldIds } from './field-parts.tsx';
import { LineIcon } from './icons.tsx';
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
  const ids = useFieldIds(id, 'select', hint, error);
  return (
    <FieldFrame className={className} ids={ids} label={label} optional={optional} hint={hint} error={error}>
      <div {...part('selectWrap')}>
        <select
          {...select}
          {...controlLinks(ids, error, select['aria-describedby'])}
          {...part('select', { className: selectClassName })}
        >
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
