// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, type Query, queryFor } from './operations.ts';

/** `GET /api/cleaners/me/documents`: My verification documents. */
export function listMyDocuments(client: PropreClient) {
  return queryFor(client, '/api/cleaners/me/documents');
}

/** `POST /api/cleaners/me/documents`: Upload a verification document. */
export function uploadDocument(client: PropreClient, query: Query<'verification.uploadDocument'>) {
  return mutationFor(client, 'post', '/api/cleaners/me/documents', 'verification.uploadDocument', { query }, 'blob');
}

/** `DELETE /api/cleaners/me/documents/{documentId}`: Withdraw one of my documents. */
export function deleteDocument(client: PropreClient, documentId: PathParam<'verification.deleteDocument', 'documentId'>) {
  return mutationFor(client, 'delete', '/api/cleaners/me/documents/{documentId}', 'verification.deleteDocument', {
    path: { documentId },
  });
}

/** `GET /api/verification/documents/{documentId}/file`: Download a verification document's file. */
export function getDocumentFile(client: PropreClient, documentId: PathParam<'verification.getDocumentFile', 'documentId'>) {
  return queryFor(client, '/api/verification/documents/{documentId}/file', { path: { documentId } }, 'blob');
}

/** `GET /api/admin/verification/documents`: Verification documents to review. */
export function listDocuments(client: PropreClient, query?: Query<'verification.listDocuments'>) {
  return queryFor(client, '/api/admin/verification/documents', { query });
}

/** `GET /api/admin/verification/documents/{documentId}`: One verification document. */
export function getDocument(client: PropreClient, documentId: PathParam<'verification.getDocument', 'documentId'>) {
  return queryFor(client, '/api/admin/verification/documents/{documentId}', { path: { documentId } });
}

/** `POST /api/admin/verification/documents/{documentId}/decision`: Approve or reject a verification document. */
export function decideDocument(client: PropreClient, documentId: PathParam<'verification.decideDocument', 'documentId'>) {
  return mutationFor(client, 'post', '/api/admin/verification/documents/{documentId}/decision', 'verification.decideDocument', {
    path: { documentId },
  });
}
