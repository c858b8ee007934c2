import { verification } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre, useToast } from '../../context/hooks.ts';
import { problemMessage } from '../../errors/problem-message.ts';
import { useEntryTranslation } from '../../i18n/use-entry-translation.ts';
import { useObjectUrl } from '../../ui/use-object-url.ts';
import type { DocumentType, VerificationDocument } from '../model.ts';
import { cleanerOnboardingTexts } from '../texts.ts';
import { DocumentSlotView, type UploadState } from './DocumentSlotView.tsx';
import { checkDocumentFile, documentContentType, type FileProblem, isImageType } from './rules.ts';

export interface DocumentSlotProps {
  type: DocumentType;
  documents: readonly VerificationDocument[];
  onError?: (error: unknown) => void;
}

/** A sent image, fetched through the SDK (so a bearer session works too), shown small. */
function DocumentThumbnail({ document }: { document: VerificationDocument }) {
  const { client } = usePropre();
  const { t } = useEntryTranslation(cleanerOnboardingTexts);
  const file = useQuery({ ...verification.getDocumentFile(client, document.id), retry: false });
  const url = useObjectUrl(file.data);
  if (!url) return null;
  return <img src={url} alt={t('documents.preview', { name: document.fileName ?? t('documents.unnamed') })} />;
}

/**
 * One kind of document over the API: checks a chosen file in the browser, shows it (a preview
 * for an image), sends it, and withdraws one still pending. Sending a new file while the latest
 * one still waits for review replaces it: the older one is withdrawn once the new one is in.
 */
export function DocumentSlot({ type, documents, onError }: DocumentSlotProps) {
  const { client } = usePropre();
  const toast = useToast();
  const { t } = useEntryTranslation(cleanerOnboardingTexts);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const contentType = file ? documentContentType(file) : null;
  const previewUrl = useObjectUrl(file && contentType && isImageType(contentType) ? file : null);

  // Both refresh the documents and the onboarding's progress (the SDK's invalidation map).
  const upload = useMutation(verification.uploadDocument(client));
  const remove = useMutation(verification.deleteDocument(client));
  const withdraw = (document: VerificationDocument) => ({ path: { documentId: document.id } });

  const choose = (chosen: File) => {
    upload.reset();
    setFile(chosen);
    setProblem(checkDocumentFile(chosen));
  };

  const send = () => {
    if (!file || !contentType || problem) return;
    const replaced = documents[0]?.status === 'pending' ? documents[0] : undefined;
    // The type is the one the browser or the name gave; the server checks it against the content.
    const body = new File([file], file.name, { type: contentType });
    const query = { type, fileName: file.name.slice(0, 255) };
    upload.mutate(
      { query, body },
      {
        onSuccess: async () => {
          if (replaced) await remove.mutateAsync(withdraw(replaced)).catch(() => undefined);
          setFile(null);
          toast.show({ tone: 'success', title: t('documents.uploaded') });
        },
        onError: (error) => onError?.(error),
      },
    );
  };

  let state: UploadState = 'idle';
  if (file) state = problem ? 'invalid' : upload.isPending ? 'uploading' : upload.isError ? 'failed' : 'selected';

  return (
    <DocumentSlotView
      type={type}
      documents={documents}
      state={state}
      selected={file ? { name: file.name, size: file.size, ...(previewUrl ? { previewUrl } : {}) } : null}
      fileProblem={problem}
      uploadError={upload.error ?? undefined}
      onChoose={choose}
      onUpload={send}
      onCancel={() => {
        upload.reset();
        setFile(null);
        setProblem(null);
      }}
      onDelete={(document) =>
        remove.mutate(withdraw(document), {
          onSuccess: () => {
            toast.show({ tone: 'info', title: t('documents.deleted') });
          },
          onError: (error) => {
            const problem = problemMessage(error, t);
            toast.show({ tone: 'error', title: problem.title, description: problem.message });
            onError?.(error);
          },
        })
      }
      deletingId={remove.isPending ? (remove.variables?.path.documentId ?? null) : null}
      renderThumbnail={(document) => (isImageType(document.contentType) ? <DocumentThumbnail document={document} /> : null)}
    />
  );
}
