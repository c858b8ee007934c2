import { usePart } from '../ui/part.ts';
import { TextAreaField, type TextAreaFieldProps } from '../ui/TextAreaField.tsx';
import type { PropertiesPart } from './parts.ts';

/** The ui's multi-line field in this entry's `longTextField` and `longText` parts. */
export function LongTextField(props: Omit<TextAreaFieldProps, 'className' | 'root' | 'labelProps' | 'control'>) {
  const part = usePart<PropertiesPart>('properties');
  return (
    <TextAreaField
      rows={2}
      {...props}
      root={part('longTextField', { className: 'propre-field' })}
      labelProps={{ className: 'propre-label' }}
      control={part('longText', { className: 'propre-input' })}
    />
  );
}
