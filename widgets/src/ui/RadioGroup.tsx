import { type ReactNode, useState } from 'react';
import { ChoiceGroup, type ChoiceOption } from './choice-group.tsx';

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly ChoiceOption[];
  /** Controlled: the chosen value ('' for none). */
  value?: string;
  /** Uncontrolled: the value chosen at first. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  inline?: boolean;
  className?: string;
}

export function RadioGroup({ value, defaultValue = '', onChange, ...rest }: RadioGroupProps) {
  const [own, setOwn] = useState(defaultValue);
  const chosen = value ?? own;
  return (
    <ChoiceGroup
      {...rest}
      kind="radio"
      isChecked={(option) => option === chosen}
      onToggle={(option, on) => {
        if (!on) return;
        if (value === undefined) setOwn(option);
        onChange?.(option);
      }}
    />
  );
}
