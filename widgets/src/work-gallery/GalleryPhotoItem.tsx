import { FormFrame } from '../forms/FormFrame.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import {
  captionMax,
  type GalleryField,
  type GalleryPhoto,
  galleryCategories,
  galleryFieldOrder,
  type PhotoDraft,
} from './model.ts';
import type { WorkGalleryPart } from './parts.ts';
import { workGalleryTexts } from './texts.ts';

export interface GalleryPhotoItemProps {
  photo: GalleryPhoto;
  /** Its place in the list from 1, naming it for screen readers. */
  number: number;
  draft: PhotoDraft;
  onDraftChange: (draft: PhotoDraft) => void;
  errors: FormErrors<GalleryField>;
  attempt: number;
  saving: boolean;
  busy: boolean;
  onSave: () => void;
  onDelete: () => void;
}

/** One work photo with its caption and room, saved together, and its removal (confirmed by the list). */
export function GalleryPhotoItem({
  photo,
  number,
  draft,
  onDraftChange,
  errors,
  attempt,
  saving,
  busy,
  onSave,
  onDelete,
}: GalleryPhotoItemProps) {
  const { t, part } = useEntry<WorkGalleryPart>(workGalleryTexts);
  const refs = useErrorFocus(attempt, galleryFieldOrder, errors);
  return (
    <li {...part('item', { className: 'propre-stack propre-tile' })} aria-busy={busy || undefined}>
      <img {...part('image')} src={photo.url} alt={photo.caption ?? t('photoAlt')} loading="lazy" decoding="async" />
      <FormFrame
        state={saving ? 'submitting' : 'idle'}
        title={false}
        submitLabel={t('edit.submit')}
        submittingLabel={t('edit.submitting')}
        problem={errors.form}
        submitBusy={saving}
        {...refs}
        onSubmit={onSave}
      >
        <div {...part('fields')}>
          <TextField
            name="caption"
            label={t('edit.caption')}
            optional
            value={draft.caption}
            maxLength={captionMax}
            autoComplete="off"
            error={errors.caption}
            onChange={(event) => onDraftChange({ ...draft, caption: event.target.value })}
          />
          <SelectField
            name="category"
            label={t('edit.category')}
            value={draft.category}
            options={[
              { value: '', label: t('edit.noCategory') },
              ...galleryCategories.map((value) => ({ value, label: t(`category.${value}`) })),
            ]}
            error={errors.category}
            onChange={(event) => onDraftChange({ ...draft, category: event.target.value as PhotoDraft['category'] })}
          />
        </div>
      </FormFrame>
      <Button variant="ghost" {...part('delete')} disabled={busy} onClick={onDelete} aria-label={t('deleteLabel', { number })}>
        {t('delete')}
      </Button>
    </li>
  );
}
