// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import {
  verificationDecideDocument,
  verificationDeleteDocument,
  verificationUploadDocument,
} from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/cleaners/me/documents`: My verification documents. */
export function listMyDocuments(client: PropreClient): QueryOptions<'/api/cleaners/me/documents'> {
  return queryFor(client, '/api/cleaners/me/documents');
}

/** `POST /api/cleaners/me/documents`: Upload a verification document. */
export function uploadDocument(client: PropreClient): MutationOptions<'post', '/api/cleaners/me/documents'> {
  return mutationFor(client, 'post', '/api/cleaners/me/documents', verificationUploadDocument);
}

/** `DELETE /api/cleaners/me/documents/{documentId}`: Withdraw one of my documents. */
export function deleteDocument(client: PropreClient): MutationOptions<'delete', '/api/cleaners/me/documents/{documentId}'> {
  return mutationFor(client, 'delete', '/api/cleaners/me/documents/{documentId}', verificationDeleteDocument);
}

/** `GET /api/verification/documents/{documentId}/file`: Download a verification document's file. */
export function getDocumentFile(
  client: PropreClient,
  documentId: PathParam<'verification.getDocumentFile', 'documentId'>,
): QueryOptions<'/api/verification/documents/{documentId}/file', 'blob'> {
  return queryFor(client, '/api/verification/documents/{documentId}/file', { path: { documentId } }, 'blob');
}

/** `GET /api/admin/verification/documents`: Verification documents to review. */
export function listDocuments(
  client: PropreClient,
  query?: Query<'verification.listDocuments'>,
): QueryOptions<'/api/admin/verification/documents'> {
  return queryFor(client, '/api/admin/verification/documents', { query });
}

/** `GET /api/admin/verification/documents/{documentId}`: One verification document. */
export function getDocument(
  client: PropreClient,
  documentId: PathParam<'verification.getDocument', 'documentId'>,
): QueryOptions<'/api/admin/verification/documents/{documentId}'> {
  return queryFor(client, '/api/admin/verification/documents/{documentId}', { path: { documentId } });
}

/** `POST /api/admin/verification/documents/{documentId}/decision`: Approve or reject a verification document. */
export function decideDocument(
  client: PropreClient,
): MutationOptions<'post', '/api/admin/verification/documents/{documentId}/decision'> {
  return mutationFor(client, 'post', '/api/admin/verification/documents/{documentId}/decision', verificationDecideDocument);
}
