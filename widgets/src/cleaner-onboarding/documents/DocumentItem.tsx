import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import type { DocumentStatus, VerificationDocument } from '../model.ts';
import type { CleanerOnboardingPart } from '../parts.ts';
import { cleanerOnboardingTexts } from '../texts.ts';
import { formatBytes } from './rules.ts';

const statusTone = { pending: 'warning', approved: 'success', rejected: 'danger' } as const satisfies Record<
  DocumentStatus,
  BadgeTone
>;

export interface DocumentItemProps {
  document: VerificationDocument;
  /** The picture itself for an image, shown small; a file icon for a PDF. */
  thumbnail?: ReactNode;
  onDelete?: () => void;
  deleting?: boolean;
}

/** One document sent: its name, when, its status, the reason of a refusal, and withdrawal while pending. */
export function DocumentItem({ document, thumbnail, onDelete, deleting }: DocumentItemProps) {
  const { t, part, locale } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const tag = locale === 'en' ? 'en-CA' : 'fr-CA';
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
    new Date(document.uploadedAt),
  );
  const name = document.fileName ?? t('documents.unnamed');
  return (
    <li {...part('document', { state: document.status })}>
      <span {...part('documentThumb')} aria-hidden={thumbnail ? undefined : true}>
        {thumbnail ?? <FileIcon />}
      </span>
      <span {...part('documentBody', { className: 'propre-stack' })}>
        <span {...part('documentName')}>{name}</span>
        <span {...part('documentMeta')}>
          {t('documents.uploadedOn', { date })} · {formatBytes(document.sizeBytes, locale)}
        </span>
        <Badge tone={statusTone[document.status]} {...part('documentStatus')}>
          {t(`documents.status.${document.status}`)}
        </Badge>
        {document.status === 'rejected' && document.rejectionReason && (
          <span {...part('rejectionReason')}>{t('documents.rejectedReason', { reason: document.rejectionReason })}</span>
        )}
      </span>
      {onDelete && document.status === 'pending' && (
        <Button variant="ghost" size="sm" onClick={onDelete} loading={deleting} aria-label={t('documents.deleteLabel', { name })}>
          {t('documents.delete')}
        </Button>
      )}
    </li>
  );
}

export function FileIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M7 3h7l5 5v13H7z M14 3v5h5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M9.5 13h7M9.5 16.5h5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
