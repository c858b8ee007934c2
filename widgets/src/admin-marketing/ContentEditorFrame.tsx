import type { ChangeEvent, ReactNode } from 'react';
import { FormFrame } from '../forms/FormFrame.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type Language, languages } from './model.ts';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';

/** What the blog's and the FAQ's editors take from their widget. */
export interface ContentEditorProps<Draft, Field extends string> {
  draft: Draft;
  /** Whether it changes an item already written (else it writes a new one). */
  editing?: boolean;
  errors?: FormErrors<Field>;
  /** Counts the refused attempts: the focus moves to the first error after each. */
  attempt?: number;
  saving?: boolean;
  onSave: () => void;
  onCancel: () => void;
  headingLevel?: 2 | 3;
}

interface ContentEditorFrameProps<Field extends string> extends Omit<ContentEditorProps<unknown, Field>, 'draft'> {
  /** The section, and the prefix of its editor's texts (`blog.editor.save`…). */
  kind: 'blog' | 'faq';
  /** The fields in the order they are shown. */
  order: readonly Field[];
  /** The fields above both languages (an address, a category…). */
  fields: ReactNode;
  /**
   * A language's column: its fields, then the item as the public page shows it in that language
   * (null while there is nothing to show yet).
   */
  language: (language: Language) => { fields: ReactNode; preview: ReactNode | null };
}

/** `fr` + `title` → `frTitle`: the form's name of a language's field. */
function fieldOf<Key extends string>(language: Language, key: Key) {
  return `${language}${key[0]?.toUpperCase()}${key.slice(1)}` as `${Language}${Capitalize<Key>}`;
}

/**
 * A language's text fields bound to the draft: `text('fr', 'title')` is the field's name
 * (`frTitle`), value and error, and the change that writes it into the draft.
 */
export function languageTexts<Text, Draft extends Record<Language, Text>, Field extends string>(
  draft: Draft,
  errors: FormErrors<Field>,
  onDraftChange: (draft: Draft, field: Field) => void,
) {
  return (language: Language, key: keyof Text & string) => {
    const name = fieldOf(language, key) as string as Field;
    return {
      name,
      value: String(draft[language][key]),
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onDraftChange({ ...draft, [language]: { ...draft[language], [key]: event.currentTarget.value } }, name),
    };
  };
}

/**
 * A bilingual item's form: its own fields, then French and English side by side, each with the
 * item as the public page shows it underneath, marked as a preview.
 */
export function ContentEditorFrame<Field extends string>(props: ContentEditorFrameProps<Field>) {
  const { kind, order, fields, language: column, editing, attempt, saving, onSave, onCancel, headingLevel = 2 } = props;
  const errors: FormErrors<Field> = props.errors ?? {};
  const { t, part } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const refs = useErrorFocus(attempt, order, errors);
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <div {...part('editor')}>
      <FormFrame
        state={saving ? 'submitting' : 'idle'}
        title={t(editing ? `${kind}.editor.editTitle` : `${kind}.editor.newTitle`)}
        headingLevel={headingLevel}
        submitLabel={t(`${kind}.editor.save`)}
        submittingLabel={t(`${kind}.editor.saving`)}
        problem={errors.form}
        {...refs}
        onSubmit={onSave}
        footer={
          <Button variant="ghost" onClick={onCancel}>
            {t(`${kind}.editor.cancel`)}
          </Button>
        }
      >
        <div {...part('editorFields')}>{fields}</div>
        <div {...part('languages')}>
          {languages.map((language) => {
            const { fields: own, preview } = column(language);
            return (
              <fieldset
                key={language}
                {...part('language', { state: language, className: 'propre-stack propre-tile' })}
                lang={language}
              >
                <legend {...part('languageTitle')}>
                  {t(`languages.${language}`)}
                  {language === 'en' ? <span className="propre-label-optional"> {t('blog.editor.englishOptional')}</span> : null}
                </legend>
                {own}
                <div {...part('preview')}>
                  <Sub {...part('previewTitle')}>{t(`blog.editor.previewIn.${language}`)}</Sub>
                  {preview ?? <p>{t('blog.editor.nothingToPreview')}</p>}
                </div>
              </fieldset>
            );
          })}
        </div>
      </FormFrame>
    </div>
  );
}
