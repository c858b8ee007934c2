import { FaqListView } from '../content/index.ts';
import { Checkbox } from '../ui/Checkbox.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ContentEditorFrame, type ContentEditorProps, languageTexts } from './ContentEditorFrame.tsx';
import { type FaqDraft, type FaqField, type FaqText, faqFieldOrder } from './drafts.ts';
import { LongTextField } from './LongTextField.tsx';
import { type FaqCategory, faqCategories } from './model.ts';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';

export interface FaqEntryEditorProps extends ContentEditorProps<FaqDraft, FaqField> {
  onDraftChange: (draft: FaqDraft, field: FaqField | 'published') => void;
}

/**
 * An FAQ entry's form, props only: its category, position and publication, then the question and
 * answer in French and English side by side, each with the entry as the FAQ page shows it.
 */
export function FaqEntryEditor({ draft, onDraftChange, errors = {}, ...props }: FaqEntryEditorProps) {
  const { t } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const text = languageTexts<FaqText, FaqDraft, FaqField>(draft, errors, onDraftChange);
  return (
    <ContentEditorFrame
      {...props}
      kind="faq"
      order={faqFieldOrder}
      errors={errors}
      fields={
        <>
          <SelectField
            name="category"
            label={t('faq.editor.category')}
            value={draft.category}
            options={faqCategories.map((value) => ({ value, label: t(`faq.categories.${value}`) }))}
            error={errors.category}
            onChange={(event) => onDraftChange({ ...draft, category: event.currentTarget.value as FaqCategory }, 'category')}
          />
          <TextField
            name="position"
            label={t('faq.editor.position')}
            hint={t('faq.editor.positionHint')}
            inputMode="numeric"
            value={draft.position}
            error={errors.position}
            onChange={(event) => onDraftChange({ ...draft, position: event.currentTarget.value }, 'position')}
          />
          <Checkbox
            name="published"
            label={t('faq.editor.published')}
            checked={draft.published}
            onChange={(event) => onDraftChange({ ...draft, published: event.currentTarget.checked }, 'published')}
          />
        </>
      }
      language={(language) => ({
        fields: (
          <>
            <TextField {...text(language, 'question')} label={t('faq.editor.question')} maxLength={300} />
            <LongTextField {...text(language, 'answer')} label={t('faq.editor.answer')} rows={5} maxLength={5000} />
          </>
        ),
        preview: draft[language].question.trim() ? (
          <FaqListView
            status="success"
            headingLevel={3}
            entries={[
              {
                id: 'faq_00000000000000000000000000',
                category: draft.category,
                language,
                question: draft[language].question,
                answer: draft[language].answer,
              },
            ]}
          />
        ) : null,
      })}
    />
  );
}
