import { TextAreaField, type TextAreaFieldProps } from '../ui/TextAreaField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminReviewPart } from './parts.ts';
import { adminReviewTexts } from './texts.ts';

/** The rejection's reason: the ui's multi-line field in this entry's `reasonField` and `reasonInput` parts. */
export function ReasonField(props: Omit<TextAreaFieldProps, 'parts'>) {
  const { part } = useEntry<AdminReviewPart>(adminReviewTexts);
  return <TextAreaField rows={4} {...props} parts={{ field: part('reasonField'), input: part('reasonInput') }} />;
}
