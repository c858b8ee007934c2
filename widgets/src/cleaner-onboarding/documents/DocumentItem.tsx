import type { ReactNode } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { onboardingNs } from '../../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../../i18n/use-widget-translation.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import type { DocumentStatus, VerificationDocument } from '../model.ts';
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
  const { t } = useWidgetTranslation(onboardingNs);
  const { locale } = usePropre();
  const tag = locale === 'en' ? 'en-CA' : 'fr-CA';
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
    new Date(document.uploadedAt),
  );
  const name = document.fileName ?? t('cleaner.documents.unnamed');
  return (
    <li className="propre-onboarding-doc" data-part="document" data-state={document.status}>
      <span className="propre-onboarding-doc__thumb" aria-hidden={thumbnail ? undefined : true}>
        {thumbnail ?? <FileIcon />}
      </span>
      <span className="propre-onboarding-doc__body">
        <span className="propre-onboarding-doc__name">{name}</span>
        <span className="propre-onboarding-doc__meta">
          {t('cleaner.documents.uploadedOn', { date })} · {formatBytes(document.sizeBytes, locale)}
        </span>
        <Badge tone={statusTone[document.status]} data-part="document-status">
          {t(`cleaner.documents.status.${document.status}`)}
        </Badge>
        {document.status === 'rejected' && document.rejectionReason && (
          <span className="propre-onboarding-doc__reason" data-part="rejection-reason">
            {t('cleaner.documents.rejectedReason', { reason: document.rejectionReason })}
          </span>
        )}
      </span>
      {onDelete && document.status === 'pending' && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          loading={deleting}
          aria-label={t('cleaner.documents.deleteLabel', { name })}
        >
          {t('cleaner.documents.delete')}
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
