import type { ErrorDefinition } from '../../plugins/errors/app-error.ts';

export const verificationErrors = {
  document_not_found: {
    status: 404,
    title: { fr: 'Document introuvable', en: 'Document not found' },
  },
  document_already_decided: {
    status: 409,
    title: { fr: 'Document déjà approuvé ou refusé', en: 'Document already decided' },
  },
  rejection_reason_required: {
    status: 422,
    title: { fr: 'Motif du refus requis', en: 'Rejection reason required' },
  },
  upload_failed: {
    status: 500,
    title: { fr: 'Échec du téléversement', en: 'Upload failed' },
  },
} as const satisfies Record<string, ErrorDefinition>;
