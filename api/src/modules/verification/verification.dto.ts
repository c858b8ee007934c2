import type { components } from '@propre/openapi/types';
import type { IVerificationDocument } from './verification.entities.ts';

type Schemas = components['schemas'];
export type DocumentDto = Schemas['VerificationDocument'];
export type AdminDocumentDto = Schemas['AdminVerificationDocument'];

export function documentFileUrl(id: string): string {
  return `/api/verification/documents/${id}/file`;
}

/** A document as its owner sees it: never the storage key, nor who decided. */
export function toDocumentDto(document: IVerificationDocument): DocumentDto {
  return {
    id: document.id,
    type: document.type,
    status: document.status,
    fileName: document.originalFileName ?? null,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    fileUrl: documentFileUrl(document.id),
    uploadedAt: document.uploadedAt.toISOString(),
    decidedAt: document.decidedAt ? document.decidedAt.toISOString() : null,
    rejectionReason: document.rejectionReason ?? null,
  };
}

/** A document for the reviewing administrator; its cleaner must be loaded. */
export function toAdminDocumentDto(document: IVerificationDocument): AdminDocumentDto {
  const cleaner = document.cleaner.getEntity();
  return {
    ...toDocumentDto(document),
    decidedBy: document.decidedBy?.id ?? null,
    cleaner: { id: cleaner.id, name: cleaner.fullName, email: cleaner.email },
  };
}
