import { verification } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type Ref, useMemo } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { useEntry } from '../ui/use-entry.ts';
import { useObjectUrl } from '../ui/use-object-url.ts';
import { DocumentReviewView } from './DocumentReviewView.tsx';
import type { ReviewDocument } from './model.ts';
import type { AdminReviewPart } from './parts.ts';
import { adminReviewTexts } from './texts.ts';

export type ReviewDecision = 'approved' | 'rejected';

export interface DocumentReviewProps {
  /** The document as the queue listed it: shown at once, then read again (verification.getDocument). */
  document: ReviewDocument;
  onClose: () => void;
  /** Called once a decision is saved, with the document as it now stands. */
  onDecided?: ((document: ReviewDocument, decision: ReviewDecision) => void) | undefined;
  headingLevel: 2 | 3 | 4;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One document under review over the API: the document (verification.getDocument), its file
 * fetched through the SDK with the admin's session (verification.getDocumentFile) and shown from
 * an object URL, and the decision (verification.decideDocument). The SDK then refreshes the queue.
 */
export function DocumentReview({ document: listed, onClose, onDecided, headingLevel, headingRef }: DocumentReviewProps) {
  const { t } = useEntry<AdminReviewPart>(adminReviewTexts);
  const { client } = usePropre();
  const toast = useToast();
  const read = useQuery({ ...verification.getDocument(client, listed.id), placeholderData: listed });
  const document = read.data ?? listed;
  const file = useQuery({ ...verification.getDocumentFile(client, listed.id), retry: false });
  // The type the API found in the content, so the frame shows a PDF as a PDF whatever the answer said.
  const blob = useMemo(
    () =>
      file.data && file.data.type !== document.contentType ? new Blob([file.data], { type: document.contentType }) : file.data,
    [file.data, document.contentType],
  );
  const url = useObjectUrl(blob);
  const decide = useMutation(verification.decideDocument(client));
  const path = { documentId: listed.id };

  const done = (decided: ReviewDocument, decision: ReviewDecision) => {
    toast.show({ tone: 'success', title: t(decision === 'approved' ? 'approve.done' : 'reject.done') });
    onDecided?.(decided, decision);
  };

  return (
    <DocumentReviewView
      document={document}
      preview={{ url, error: file.error ?? undefined, onRetry: () => void file.refetch(), retrying: file.isFetching }}
      onApprove={() =>
        decide.mutate({ path, body: { decision: 'approved' } }, { onSuccess: (result) => done(result.document, 'approved') })
      }
      approving={decide.isPending && decide.variables?.body.decision === 'approved'}
      approveError={decide.variables?.body.decision === 'approved' ? (decide.error ?? undefined) : undefined}
      onReject={async (reason) => {
        const result = await decide.mutateAsync({ path, body: { decision: 'rejected', reason } });
        done(result.document, 'rejected');
      }}
      rejecting={decide.isPending && decide.variables?.body.decision === 'rejected'}
      onClose={onClose}
      headingLevel={headingLevel}
      {...(headingRef ? { headingRef } : {})}
    />
  );
}
