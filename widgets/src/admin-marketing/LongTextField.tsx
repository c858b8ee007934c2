import { TextAreaField, type TextAreaFieldProps } from '../ui/TextAreaField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';

/** The ui's multi-line field, its textarea this entry's `textarea` part. */
export function LongTextField(props: Omit<TextAreaFieldProps, 'parts'>) {
  const { part } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  return <TextAreaField {...props} parts={{ input: part('textarea') }} />;
}
