import { usePart } from '../ui/part.ts';
import { TextAreaField as Field, type TextAreaFieldProps } from '../ui/TextAreaField.tsx';
import type { AccountPart } from './parts.ts';

/** The ui's multi-line field, its textarea and counter this entry's `textarea` and `textareaCounter` parts. */
export function TextAreaField(props: Omit<TextAreaFieldProps, 'parts'>) {
  const part = usePart<AccountPart>('account');
  return <Field {...props} parts={{ input: part('textarea'), counter: part('textareaCounter') }} />;
}
