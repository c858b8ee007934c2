import { Button } from '../ui/Button.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { JobPart } from './parts.ts';
import { jobTexts } from './texts.ts';
import type { PhotoKind, PhotoUpload } from './types.ts';

export interface PhotoSectionProps {
  /** The client's consent (`allowPhotos`): without it, no camera, and why. */
  allowed: boolean;
  counts: Record<PhotoKind, number>;
  uploads: readonly PhotoUpload[];
  onPick: (kind: PhotoKind, file: File) => void;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
  /** The checklist was submitted: the photos are locked. */
  locked?: boolean;
}

const kinds: readonly PhotoKind[] = ['before', 'after'];

function UploadRow({ upload, onRetry, onDismiss }: { upload: PhotoUpload; onRetry: () => void; onDismiss: () => void }) {
  const { t, part } = useEntry<JobPart>(jobTexts);
  const kind = t(`photos.kindName.${upload.kind}`);
  const percent = Math.round(upload.progress * 100);
  if (upload.state === 'failed')
    return (
      <li {...part('upload', { state: 'failed', className: 'propre-stack' })}>
        <ProblemAlert error={upload.error} title={t('photos.failed', { kind })} />
        <div {...part('uploadActions', { className: 'propre-wrap' })}>
          <Button size="lg" onClick={onRetry}>
            {t('photos.retry')}
          </Button>
          <Button size="lg" variant="ghost" onClick={onDismiss}>
            {t('photos.dismiss')}
          </Button>
        </div>
      </li>
    );
  const label = upload.state === 'compressing' ? t('photos.compressing') : t('photos.uploading', { kind, percent });
  return (
    <li {...part('upload', { state: upload.state, className: 'propre-stack' })}>
      <span>{label}</span>
      <progress
        {...part('uploadBar')}
        max={100}
        {...(upload.state === 'uploading' ? { value: percent } : {})}
        aria-label={label}
      />
    </li>
  );
}

/**
 * Before and after photos from the phone's camera (`capture=environment`), each upload with its
 * progress and a retry; only when the client allowed them, else the reason.
 */
export function PhotoSection({ allowed, counts, uploads, onPick, onRetry, onDismiss, locked }: PhotoSectionProps) {
  const { t, part } = useEntry<JobPart>(jobTexts);
  if (!allowed) return <p {...part('photosRefused')}>{t('photos.refused')}</p>;
  return (
    <div {...part('photos', { state: locked ? 'locked' : 'open', className: 'propre-stack' })}>
      {locked ? <p {...part('note')}>{t('photos.locked')}</p> : <p {...part('note')}>{t('photos.hint')}</p>}
      {kinds.map((kind) => {
        const mine = uploads.filter((upload) => upload.kind === kind);
        return (
          <div key={kind} {...part('photoKind', { className: 'propre-stack' })}>
            <p {...part('photoCount')}>
              <strong>{t(`photos.${kind}`)}</strong> · {t('photos.count', { count: counts[kind] })}
            </p>
            {locked ? null : (
              // A label around the input: the whole 44 px block opens the camera, and the input keeps its name.
              <label {...part('photoPick', { className: 'propre-button propre-button--secondary propre-button--lg' })}>
                {t(`photos.take.${kind}`)}
                <input
                  {...part('photoInput', { className: 'propre-visually-hidden' })}
                  type="file"
                  accept="image/*"
                  capture="environment"
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    // Cleared, so the same file can be picked again after a failure.
                    event.currentTarget.value = '';
                    if (file) onPick(kind, file);
                  }}
                />
              </label>
            )}
            {mine.length > 0 ? (
              <ul className="propre-bare-list" aria-live="polite">
                {mine.map((upload) => (
                  <UploadRow
                    key={upload.id}
                    upload={upload}
                    onRetry={() => onRetry(upload.id)}
                    onDismiss={() => onDismiss(upload.id)}
                  />
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
