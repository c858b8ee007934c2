import { TextAreaField, type TextAreaFieldProps } from '../ui/TextAreaField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminReviewPart } from './parts.ts';
import { adminReviewTexts } from './texts.ts';

/** The rejection's reason: the ui's multi-line field in this entry's `reasonField` and `reasonInput` parts. */
export function ReasonField(props: Omit<TextAreaFieldProps, 'className' | 'root' | 'labelProps' | 'control'>) {
  const { part } = useEntry<AdminReviewPart>(adminReviewTexts);
  return (
    <TextAreaField
      rows={4}
      {...props}
      root={part('reasonField', { className: 'propre-field' })}
      labelProps={{ className: 'propre-label' }}
      control={part('reasonInput', { className: 'propre-input' })}
    />
  );
}
