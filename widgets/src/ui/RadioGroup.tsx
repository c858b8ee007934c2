import { useState } from 'react';
import { ChoiceGroup, type ChoiceGroupFrame } from './choice-group.tsx';

export interface RadioGroupProps extends ChoiceGroupFrame {
  /** Controlled: the chosen value ('' for none). */
  value?: string;
  /** Uncontrolled: the value chosen at first. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  required?: boolean;
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
