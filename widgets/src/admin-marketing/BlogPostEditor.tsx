import { BlogArticleView } from '../content/index.ts';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ContentEditorFrame, type ContentEditorProps, languageTexts } from './ContentEditorFrame.tsx';
import { type BlogDraft, type BlogField, type BlogText, blogFieldOrder } from './drafts.ts';
import { LongTextField } from './LongTextField.tsx';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';

export interface BlogPostEditorProps extends ContentEditorProps<BlogDraft, BlogField> {
  onDraftChange: (draft: BlogDraft, field: BlogField) => void;
  /** When the preview says the post was published (now by default). */
  now?: Date;
}

/**
 * A blog post's form, props only: its address and status, then French and English side by side,
 * each with the post as the public page shows it underneath.
 */
export function BlogPostEditor({ draft, onDraftChange, errors = {}, now, ...props }: BlogPostEditorProps) {
  const { t } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const text = languageTexts<BlogText, BlogDraft, BlogField>(draft, errors, onDraftChange);
  return (
    <ContentEditorFrame
      {...props}
      kind="blog"
      order={blogFieldOrder}
      errors={errors}
      fields={
        <>
          <TextField
            name="slug"
            label={t('blog.editor.slug')}
            hint={t('blog.editor.slugHint')}
            value={draft.slug}
            maxLength={120}
            autoComplete="off"
            spellCheck={false}
            error={errors.slug}
            onChange={(event) => onDraftChange({ ...draft, slug: event.currentTarget.value }, 'slug')}
          />
          <SelectField
            name="status"
            label={t('blog.editor.status')}
            value={draft.status}
            options={(['draft', 'published'] as const).map((value) => ({ value, label: t(`blog.statuses.${value}`) }))}
            error={errors.status}
            onChange={(event) => onDraftChange({ ...draft, status: event.currentTarget.value as BlogDraft['status'] }, 'status')}
          />
        </>
      }
      language={(language) => ({
        fields: (
          <>
            <TextField {...text(language, 'title')} label={t('blog.editor.postTitle')} maxLength={200} />
            <LongTextField {...text(language, 'summary')} label={t('blog.editor.summary')} rows={3} maxLength={500} />
            <LongTextField {...text(language, 'body')} label={t('blog.editor.body')} hint={t('blog.editor.bodyHint')} rows={10} />
          </>
        ),
        preview:
          draft[language].title.trim() || draft[language].body.trim() ? (
            <BlogArticleView
              status="success"
              titleLevel={2}
              post={{
                slug: draft.slug || 'apercu',
                language,
                title: draft[language].title,
                summary: draft[language].summary,
                body: draft[language].body,
                publishedAt: (now ?? new Date()).toISOString(),
                languages: [language],
              }}
            />
          ) : null,
      })}
    />
  );
}
