import { type ReactNode, useState } from 'react';
import type { FormErrors } from '../forms/form-errors.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { LoadingShape } from '../ui/LoadingShape.tsx';
import { ErrorState, FramedProblem, ProblemAlert } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import { levelUnder, WidgetTitle } from '../ui/WidgetTitle.tsx';
import { GalleryPhotoItem } from './GalleryPhotoItem.tsx';
import { draftOf, type GalleryField, type GalleryPhoto, type PhotoDraft } from './model.ts';
import type { WorkGalleryPart } from './parts.ts';
import { workGalleryTexts } from './texts.ts';

export type WorkGalleryStatus = 'loading' | 'error' | 'success';

export interface WorkGalleryViewProps extends RetryProps {
  status: WorkGalleryStatus;
  /** The photos, newest first (cleaners.listMyGalleryPhotos); required when `status` is `success`. */
  photos?: readonly GalleryPhoto[];
  /** How many photos a gallery may hold (24). */
  limit: number;
  /** A photo chosen (camera or file), to compress and send. */
  onPick: (file: File) => void;
  uploading?: boolean;
  /** Why the last upload failed, beside the button. */
  uploadError?: unknown;
  /** The edited caption and room by photo id; a photo not in it shows its saved values. */
  drafts?: Readonly<Record<string, PhotoDraft>>;
  onDraftChange: (photo: GalleryPhoto, draft: PhotoDraft) => void;
  onSave: (photo: GalleryPhoto) => void;
  /** The photo being saved, and the errors of the last refused save (beside its fields). */
  savingId?: string | null;
  saveErrors?: { photoId: string; errors: FormErrors<GalleryField>; attempt: number } | null;
  /** Called once the removal is confirmed in the dialog. */
  onDelete: (photo: GalleryPhoto) => void;
  deletingId?: string | null;
  /** Why the last removal failed, above the list. */
  deleteError?: unknown;
  /** The widget's heading; `null` when the page has its own. */
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The cleaner's work gallery, props only: the count against the limit, adding a photo from the
 * camera or a file, then each photo with its caption and room and its removal, confirmed first.
 */
export function WorkGalleryView(props: WorkGalleryViewProps) {
  const { status, photos, limit, error, onRetry, retrying, onPick, uploading, uploadError, drafts = {} } = props;
  const {
    onDraftChange,
    onSave,
    savingId,
    saveErrors,
    onDelete,
    deletingId,
    deleteError,
    title,
    headingLevel = 2,
    className,
  } = props;
  const { t, part } = useEntry<WorkGalleryPart>(workGalleryTexts);
  const [confirming, setConfirming] = useState<GalleryPhoto | null>(null);
  const sub = levelUnder(title, headingLevel);
  const full = photos !== undefined && photos.length >= limit;
  return (
    <div {...part('root', { state: status, className })} aria-busy={status === 'loading' || undefined}>
      <WidgetTitle title={title} fallback={t('title')} level={headingLevel} {...part('title')} />
      {status === 'error' ? (
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={sub} />
      ) : status === 'loading' || !photos ? (
        <LoadingShape frame={part('skeleton')} label={t('loading')} skeletons={[{ height: '3rem' }, { height: '12rem' }]} />
      ) : (
        <>
          <p {...part('limit', { state: full ? 'full' : 'open' })} aria-live="polite">
            {full ? t('full', { limit }) : t('limit', { count: photos.length, limit })}
          </p>
          {full ? null : (
            <div {...part('upload', { className: 'propre-stack' })}>
              <p>{t('upload.hint')}</p>
              {/* A label around the input: the whole large block opens the camera or the files, and the input keeps its name. */}
              <label
                {...part('uploadPick', {
                  state: uploading ? 'busy' : 'idle',
                  className: 'propre-button propre-button--primary propre-button--lg',
                })}
              >
                {uploading ? t('upload.picking') : t('upload.pick')}
                <input
                  {...part('uploadInput', { className: 'propre-visually-hidden' })}
                  type="file"
                  name="photo"
                  accept="image/jpeg,image/png,image/webp,image/*"
                  disabled={uploading}
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    // Cleared, so the same file can be picked again after a failure.
                    event.currentTarget.value = '';
                    if (file) onPick(file);
                  }}
                />
              </label>
              <FramedProblem frame={part('uploadProblem')} error={uploadError} title={t('upload.failed')} />
            </div>
          )}
          {deleteError ? <ProblemAlert error={deleteError} title={t('deleteFailed')} /> : null}
          {photos.length === 0 ? (
            <EmptyState title={t('empty')} body={t('emptyBody')} headingLevel={sub} />
          ) : (
            <ul {...part('list')}>
              {photos.map((photo, index) => {
                const mine = saveErrors?.photoId === photo.id ? saveErrors : null;
                return (
                  <GalleryPhotoItem
                    key={photo.id}
                    photo={photo}
                    number={index + 1}
                    draft={drafts[photo.id] ?? draftOf(photo)}
                    onDraftChange={(draft) => onDraftChange(photo, draft)}
                    errors={mine?.errors ?? {}}
                    attempt={mine?.attempt ?? 0}
                    saving={savingId === photo.id}
                    busy={savingId === photo.id || deletingId === photo.id}
                    onSave={() => onSave(photo)}
                    onDelete={() => setConfirming(photo)}
                  />
                );
              })}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        item={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={onDelete}
        title={t('confirm.title')}
        description={t('confirm.message')}
        cancelLabel={t('confirm.cancel')}
        confirmLabel={t('confirm.confirm')}
      />
    </div>
  );
}
