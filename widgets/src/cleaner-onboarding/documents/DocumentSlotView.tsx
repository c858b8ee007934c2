import { type ChangeEvent, type ReactNode, useId, useRef } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { problemMessage } from '../../errors/problem-message.ts';
import { onboardingNs } from '../../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../../i18n/use-widget-translation.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldError, FieldHint } from '../../ui/field-parts.tsx';
import type { DocumentType, VerificationDocument } from '../model.ts';
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
  const { t } = useWidgetTranslation(onboardingNs, 'common');
  const { locale } = usePropre();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;
  const rulesId = `${id}-rules`;
  const errorId = `${id}-error`;
  const latest = documents[0];

  const problemText = (() => {
    if (state === 'invalid' && fileProblem) {
      if (fileProblem.kind === 'tooLarge') {
        return t('cleaner.documents.errors.tooLarge', { size: formatBytes(fileProblem.bytes, locale), max: maxDocumentMb });
      }
      if (fileProblem.kind === 'empty') return t('cleaner.documents.errors.empty');
      return t('cleaner.documents.errors.invalidType', { types: documentTypeNames });
    }
    return null;
  })();
  const failure = state === 'failed' && uploadError !== undefined ? problemMessage(uploadError, t) : null;
  const failureText = failure
    ? uploadCodes[failure.code] === 'tooLarge'
      ? t('cleaner.documents.errors.tooLarge', { size: formatBytes(selected?.size ?? 0, locale), max: maxDocumentMb })
      : uploadCodes[failure.code] === 'invalidType'
        ? t('cleaner.documents.errors.invalidType', { types: documentTypeNames })
        : failure.code === 'upload_failed' || (failure.retryable && !failure.requestId)
          ? t('cleaner.documents.errors.uploadFailed')
          : failure.message
    : null;
  const errorText = problemText ?? failureText;

  const chooseLabel =
    state === 'invalid' || state === 'failed'
      ? t('cleaner.documents.chooseAnother')
      : !latest
        ? t('cleaner.documents.choose')
        : latest.status === 'approved'
          ? t('cleaner.documents.sendNew')
          : t('cleaner.documents.replace');

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a cancel must fire a change too.
    event.target.value = '';
    if (file) props.onChoose(file);
  };

  return (
    <section
      className="propre-onboarding-slot"
      data-part="document-slot"
      data-type={type}
      data-state={state}
      aria-labelledby={`${id}-title`}
    >
      <Heading id={`${id}-title`} className="propre-onboarding-slot__title">
        {t(`cleaner.documents.types.${type}`)}
      </Heading>
      <p className="propre-onboarding-muted">{t(`cleaner.documents.hints.${type}`)}</p>
      {documents.length > 0 ? (
        <ul
          className="propre-onboarding-docs"
          aria-label={t('cleaner.documents.listLabel', { type: t(`cleaner.documents.types.${type}`) })}
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
        <p className="propre-onboarding-muted" data-part="documents-empty">
          {t('cleaner.documents.none')}
        </p>
      )}

      {selected && state !== 'invalid' && (
        <div className="propre-onboarding-selected" data-part="selected-file">
          <span className="propre-onboarding-doc__thumb propre-onboarding-doc__thumb--large">
            {selected.previewUrl ? (
              <img src={selected.previewUrl} alt={t('cleaner.documents.preview', { name: selected.name })} />
            ) : (
              <FileIcon />
            )}
          </span>
          <span className="propre-onboarding-doc__body">
            <span className="propre-onboarding-muted">{t('cleaner.documents.selected')}</span>
            <span className="propre-onboarding-doc__name">{selected.name}</span>
            <span className="propre-onboarding-doc__meta">{formatBytes(selected.size, locale)}</span>
          </span>
        </div>
      )}

      {state === 'uploading' && selected && (
        <div className="propre-onboarding-progress" data-part="upload-progress">
          <div
            className="propre-onboarding-progress__bar"
            role="progressbar"
            aria-label={t('cleaner.documents.uploading', { name: selected.name })}
            aria-valuetext={t('cleaner.documents.uploading', { name: selected.name })}
          />
          <p className="propre-onboarding-muted" aria-live="polite">
            {t('cleaner.documents.uploading', { name: selected.name })}
          </p>
        </div>
      )}

      <div className="propre-onboarding-slot__actions">
        {state === 'selected' || state === 'uploading' ? (
          <>
            <Button onClick={props.onUpload} loading={state === 'uploading'} data-part="upload">
              {t('cleaner.documents.upload')}
            </Button>
            <Button variant="ghost" onClick={props.onCancel} disabled={state === 'uploading'}>
              {t('cleaner.documents.cancel')}
            </Button>
          </>
        ) : (
          <Button
            variant={latest?.status === 'approved' ? 'secondary' : 'primary'}
            onClick={() => input.current?.click()}
            aria-describedby={errorText ? `${rulesId} ${errorId}` : rulesId}
            data-part="choose-file"
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
          data-part="file-input"
          data-type={type}
        />
      </div>
      <FieldHint id={rulesId}>{t('cleaner.documents.rules', { max: maxDocumentMb })}</FieldHint>
      {errorText && (
        <FieldError id={errorId}>
          {errorText}
          {failure?.requestId ? ` (${t('common:problem.requestId')} ${failure.requestId})` : ''}
        </FieldError>
      )}
    </section>
  );
}
