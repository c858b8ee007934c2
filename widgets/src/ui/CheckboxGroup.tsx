import { useState } from 'react';
import { ChoiceGroup, type ChoiceGroupFrame } from './choice-group.tsx';

export interface CheckboxGroupProps extends ChoiceGroupFrame {
  /** Controlled: the checked values. */
  value?: readonly string[];
  /** Uncontrolled: the values checked at first. */
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
}

export function CheckboxGroup({ value, defaultValue = [], onChange, ...rest }: CheckboxGroupProps) {
  const [own, setOwn] = useState<readonly string[]>(defaultValue);
  const checked = value ?? own;
  return (
    <ChoiceGroup
      {...rest}
      kind="checkbox"
      isChecked={(option) => checked.includes(option)}
      onToggle={(option, on) => {
        // Keep the options' order, whatever the order of the clicks.
        const next = rest.options.map((o) => o.value).filter((v) => (v === option ? on : checked.includes(v)));
        if (value === undefined) setOwn(next);
        onChange?.(next);
      }}
    />
  );
}
