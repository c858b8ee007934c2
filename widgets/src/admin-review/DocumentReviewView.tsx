import { type Ref, useId } from 'react';
import { formatDayTime } from '../i18n/format.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { statusTone } from './AdminReviewView.tsx';
import { DocumentPreview, type DocumentPreviewProps } from './DocumentPreview.tsx';
import type { ReviewDocument } from './model.ts';
import type { AdminReviewPart } from './parts.ts';
import { RejectDialog } from './RejectDialog.tsx';
import { adminReviewTexts } from './texts.ts';

export interface DocumentReviewViewProps {
  document: ReviewDocument;
  /** The file, fetched with the admin's session: its object URL once here. */
  preview: Omit<DocumentPreviewProps, 'document'>;
  onApprove: () => void;
  approving?: boolean;
  /** Why the approval failed, said beside its button. */
  approveError?: unknown;
  /** Sends a rejection; what it throws is said in the dialog, beside the reason when it is about it. */
  onReject: (reason: string) => Promise<void>;
  rejecting?: boolean;
  onClose: () => void;
  headingLevel: 2 | 3 | 4;
  /** The panel's heading takes the focus when a document is chosen. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One document under review, props only: who sent it and when, the file itself, then « Approve »
 * and « Reject » (with a reason, in a dialog) while it waits; once decided, the decision and its reason.
 */
export function DocumentReviewView({
  document,
  preview,
  onApprove,
  approving = false,
  approveError,
  onReject,
  rejecting = false,
  onClose,
  headingLevel,
  headingRef,
}: DocumentReviewViewProps) {
  const { t, part, locale } = useEntry<AdminReviewPart>(adminReviewTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const label = t('panel.title', { document: t(`types.${document.type}`), cleaner: document.cleaner.name });
  const busy = approving || rejecting;
  const facts = [
    { key: 'email', value: document.cleaner.email },
    { key: 'file', value: document.fileName ?? t('unnamed') },
    { key: 'size', value: formatSize(document.sizeBytes, locale) },
    { key: 'uploaded', value: formatDayTime(document.uploadedAt, locale) },
  ];
  return (
    <Card padding="lg" {...part('panel', { state: document.status })}>
      <section aria-labelledby={`${id}-title`}>
        <Heading
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          {...part('panelTitle', { className: 'propre-wrap propre-row' })}
        >
          {label}
          <Badge tone={statusTone[document.status]} {...part('status')}>
            {t(`statuses.${document.status}`)}
          </Badge>
        </Heading>
        <dl {...part('facts', { className: 'propre-tiles propre-facts' })}>
          {facts.map((fact) => (
            <div key={fact.key} {...part('fact')}>
              <dt>{t(`panel.${fact.key}`)}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <DocumentPreview document={document} {...preview} />
        {document.status === 'pending' ? (
          <div {...part('actions', { className: 'propre-wrap propre-row' })}>
            {approveError ? <ProblemAlert error={approveError} title={t('approve.failed')} /> : null}
            <Button variant="primary" loading={approving} disabled={busy} onClick={onApprove} {...part('approve')}>
              {t('approve.button')}
            </Button>
            <RejectDialog documentLabel={label} onReject={onReject} busy={rejecting} />
            <Button variant="ghost" onClick={onClose} {...part('close')}>
              {t('panel.close')}
            </Button>
          </div>
        ) : (
          <div {...part('decision', { state: document.status })}>
            <p>{t(`panel.${document.status}On`, { date: formatDayTime(document.decidedAt ?? document.uploadedAt, locale) })}</p>
            {document.status === 'rejected' && document.rejectionReason ? (
              <p {...part('reason')}>{t('panel.reason', { reason: document.rejectionReason })}</p>
            ) : null}
            <Button variant="ghost" onClick={onClose} {...part('close')}>
              {t('panel.close')}
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}

/** « 482 ko » / « 1,2 Mo »: a file's size in the person's language. */
function formatSize(bytes: number, locale: string): string {
  const mega = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mega ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}
