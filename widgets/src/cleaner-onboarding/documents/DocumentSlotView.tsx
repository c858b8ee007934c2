import { type ChangeEvent, type ReactNode, useId, useRef } from 'react';
import { problemMessage } from '../../errors/problem-message.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldError, FieldHint } from '../../ui/field-parts.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import type { DocumentType, VerificationDocument } from '../model.ts';
import type { CleanerOnboardingPart } from '../parts.ts';
import { cleanerOnboardingTexts } from '../texts.ts';
import { DocumentItem, FileIcon } from './DocumentItem.tsx';
import { documentAccept, documentTypeNames, type FileProblem, formatBytes, maxDocumentMb } from './rules.ts';

export type UploadState = 'idle' | 'selected' | 'invalid' | 'uploading' | 'failed';

export interface SelectedFile {
  name: string;
  size: number;
  /** An object URL of the picture, for images. */
  previewUrl?: string;
}

export interface DocumentSlotViewProps {
  type: DocumentType;
  /** This type's documents, newest first. */
  documents: readonly VerificationDocument[];
  state: UploadState;
  selected?: SelectedFile | null;
  /** Why the chosen file cannot be sent (`state="invalid"`). */
  fileProblem?: FileProblem | null;
  /** Why the upload failed (`state="failed"`). */
  uploadError?: unknown;
  onChoose: (file: File) => void;
  onUpload: () => void;
  onCancel: () => void;
  onDelete?: (document: VerificationDocument) => void;
  deletingId?: string | null;
  /** The small picture of an image document already sent. */
  renderThumbnail?: (document: VerificationDocument) => ReactNode;
  headingLevel?: 3 | 4;
}

// Codes whose words are the spec's (§8: file too large, invalid file type, upload failed).
const uploadCodes: Record<string, string> = {
  payload_too_large: 'tooLarge',
  unsupported_media_type: 'invalidType',
  upload_failed: 'uploadFailed',
};

/**
 * One kind of document: what was sent and its status, then a file to send. The browser's checks
 * (type, size) show beside the button before anything is sent; the server's answer shows there too.
 */
export function DocumentSlotView(props: DocumentSlotViewProps) {
  const { type, documents, state, selected, fileProblem, uploadError, headingLevel = 3 } = props;
  const { t, part, locale } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;
  const rulesId = `${id}-rules`;
  const errorId = `${id}-error`;
  const latest = documents[0];

  const problemText = (() => {
    if (state === 'invalid' && fileProblem) {
      if (fileProblem.kind === 'tooLarge') {
        return t('documents.errors.tooLarge', { size: formatBytes(fileProblem.bytes, locale), max: maxDocumentMb });
      }
      if (fileProblem.kind === 'empty') return t('documents.errors.empty');
      return t('documents.errors.invalidType', { types: documentTypeNames });
    }
    return null;
  })();
  const failure = state === 'failed' && uploadError !== undefined ? problemMessage(uploadError, t) : null;
  const failureText = failure
    ? uploadCodes[failure.code] === 'tooLarge'
      ? t('documents.errors.tooLarge', { size: formatBytes(selected?.size ?? 0, locale), max: maxDocumentMb })
      : uploadCodes[failure.code] === 'invalidType'
        ? t('documents.errors.invalidType', { types: documentTypeNames })
        : failure.code === 'upload_failed' || (failure.retryable && !failure.requestId)
          ? t('documents.errors.uploadFailed')
          : failure.message
    : null;
  const errorText = problemText ?? failureText;

  const chooseLabel =
    state === 'invalid' || state === 'failed'
      ? t('documents.chooseAnother')
      : !latest
        ? t('documents.choose')
        : latest.status === 'approved'
          ? t('documents.sendNew')
          : t('documents.replace');

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a cancel must fire a change too.
    event.target.value = '';
    if (file) props.onChoose(file);
  };

  return (
    <section
      {...part('documentSlot', { className: 'propre-stack propre-panel', state })}
      data-type={type}
      aria-labelledby={`${id}-title`}
    >
      <Heading id={`${id}-title`} {...part('documentSlotTitle')}>
        {t(`documents.types.${type}`)}
      </Heading>
      <p {...part('muted')}>{t(`documents.hints.${type}`)}</p>
      {documents.length > 0 ? (
        <ul
          {...part('documents', { className: 'propre-stack propre-bare-list' })}
          aria-label={t('documents.listLabel', { type: t(`documents.types.${type}`) })}
        >
          {documents.map((document) => (
            <DocumentItem
              key={document.id}
              document={document}
              thumbnail={props.renderThumbnail?.(document)}
              onDelete={props.onDelete ? () => props.onDelete?.(document) : undefined}
              deleting={props.deletingId === document.id}
            />
          ))}
        </ul>
      ) : (
        <p {...part('documentsEmpty')}>{t('documents.none')}</p>
      )}

      {selected && state !== 'invalid' && (
        <div {...part('selectedFile')}>
          <span {...part('selectedThumb')}>
            {selected.previewUrl ? (
              <img src={selected.previewUrl} alt={t('documents.preview', { name: selected.name })} />
            ) : (
              <FileIcon />
            )}
          </span>
          <span {...part('documentBody', { className: 'propre-stack' })}>
            <span {...part('muted')}>{t('documents.selected')}</span>
            <span {...part('documentName')}>{selected.name}</span>
            <span {...part('documentMeta')}>{formatBytes(selected.size, locale)}</span>
          </span>
        </div>
      )}

      {state === 'uploading' && selected && (
        <div {...part('uploadProgress', { className: 'propre-stack' })}>
          <div
            {...part('uploadBar')}
            role="progressbar"
            aria-label={t('documents.uploading', { name: selected.name })}
            aria-valuetext={t('documents.uploading', { name: selected.name })}
          />
          <p {...part('muted')} aria-live="polite">
            {t('documents.uploading', { name: selected.name })}
          </p>
        </div>
      )}

      <div {...part('documentSlotActions', { className: 'propre-wrap' })}>
        {state === 'selected' || state === 'uploading' ? (
          <>
            <Button onClick={props.onUpload} loading={state === 'uploading'} {...part('upload')}>
              {t('documents.upload')}
            </Button>
            <Button variant="ghost" onClick={props.onCancel} disabled={state === 'uploading'}>
              {t('documents.cancel')}
            </Button>
          </>
        ) : (
          <Button
            variant={latest?.status === 'approved' ? 'secondary' : 'primary'}
            onClick={() => input.current?.click()}
            aria-describedby={errorText ? `${rulesId} ${errorId}` : rulesId}
            {...part('chooseFile')}
          >
            {chooseLabel}
          </Button>
        )}
        {state === 'failed' && failure?.retryable && (
          <Button variant="secondary" onClick={props.onUpload}>
            {t('common:actions.retry')}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept={documentAccept}
          onChange={change}
          // The button above is the control people use; the native input stays out of sight and reach.
          hidden
          {...part('fileInput')}
          data-type={type}
        />
      </div>
      <FieldHint id={rulesId}>{t('documents.rules', { max: maxDocumentMb })}</FieldHint>
      {errorText && (
        <FieldError id={errorId}>
          {errorText}
          {failure?.requestId ? ` (${t('common:problem.requestId')} ${failure.requestId})` : ''}
        </FieldError>
      )}
    </section>
  );
}
