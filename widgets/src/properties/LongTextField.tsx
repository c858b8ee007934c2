import { usePart } from '../ui/part.ts';
import { TextAreaField, type TextAreaFieldProps } from '../ui/TextAreaField.tsx';
import type { PropertiesPart } from './parts.ts';

/** The ui's multi-line field in this entry's `longTextField` and `longText` parts. */
export function LongTextField(props: Omit<TextAreaFieldProps, 'parts'>) {
  const part = usePart<PropertiesPart>('properties');
  return <TextAreaField rows={2} {...props} parts={{ field: part('longTextField'), input: part('longText') }} />;
}
