import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { ReviewDocument } from './model.ts';
import type { AdminReviewPart } from './parts.ts';
import { adminReviewTexts } from './texts.ts';

export interface DocumentPreviewProps {
  document: ReviewDocument;
  /** The file's object URL once fetched (the API wants the admin's session: a plain URL would not carry a bearer token). */
  url?: string | undefined;
  /** Why the file could not be fetched, and its retry. */
  error?: unknown;
  onRetry?: (() => void) | undefined;
  retrying?: boolean | undefined;
}

/**
 * The document itself: an image as it is, a PDF in a frame (the browser's viewer) with links to
 * open it in a tab or download it, for a browser that shows no PDF inline.
 */
export function DocumentPreview({ document, url, error, onRetry, retrying }: DocumentPreviewProps) {
  const { t, part } = useEntry<AdminReviewPart>(adminReviewTexts);
  const name = document.fileName ?? t('unnamed');
  const alt = t('panel.preview', { name });
  if (error) {
    return (
      <div {...part('preview', { state: 'error' })}>
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={4} />
      </div>
    );
  }
  if (!url) {
    return (
      <div {...part('preview', { state: 'loading' })} aria-busy="true">
        <Skeleton height="20rem" />
      </div>
    );
  }
  const pdf = document.contentType === 'application/pdf';
  return (
    <figure {...part('preview', { state: pdf ? 'pdf' : 'image' })}>
      {pdf ? <iframe {...part('previewFrame')} src={url} title={alt} /> : <img {...part('previewImage')} src={url} alt={alt} />}
      <figcaption {...part('previewLinks', { className: 'propre-wrap propre-row' })}>
        {pdf ? <span {...part('previewNote')}>{t('panel.pdfNote')}</span> : null}
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('panel.open')}
        </a>
        <a href={url} download={name}>
          {t('panel.download')}
        </a>
      </figcaption>
    </figure>
  );
}
