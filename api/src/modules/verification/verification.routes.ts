import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { toAdminDocumentDto, toDocumentDto } from './verification.dto.ts';
import { attachmentHeader, extensionOf } from './verification.files.ts';
import { documentUploadRules } from './verification.rate-rules.ts';
import type { VerificationService } from './verification.service.ts';

export interface VerificationRouteDeps {
  verification: VerificationService;
  limiter: RateLimiter;
}

/** Cleaners' verification documents, and their review by administrators. */
export function verificationRoutes({ verification, limiter }: VerificationRouteDeps) {
  return defineHandlers({
    'verification.uploadDocument': async (request, reply) => {
      const user = requireUser(request);
      await limiter.check(request, reply, documentUploadRules);
      const body: unknown = request.body;
      const document = await verification.upload(user.id, {
        type: request.query.type,
        data: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
        declaredType: request.headers['content-type'],
        fileName: request.query.fileName,
      });
      reply.code(201);
      return toDocumentDto(document);
    },
    'verification.listMyDocuments': async (request) => {
      const { documents, status } = await verification.listMine(requireUser(request).id);
      return { items: documents.map(toDocumentDto), verificationStatus: status };
    },
    'verification.getDocumentFile': async (request, reply) => {
      const { document, data } = await verification.readFile(requireUser(request), request.params.documentId);
      const name = document.originalFileName ?? `${document.type}-${document.id}.${extensionOf[document.contentType]}`;
      return reply
        .type(document.contentType)
        .header('content-disposition', attachmentHeader(name))
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
    'verification.deleteDocument': async (request, reply) => {
      await verification.deleteMine(requireUser(request).id, request.params.documentId);
      return reply.code(204).send();
    },
    'verification.listDocuments': async (request) => {
      const { documents, nextCursor } = await verification.list({
        limit: request.query.limit ?? 20,
        ...(request.query.status ? { status: request.query.status } : {}),
        ...(request.query.type ? { type: request.query.type } : {}),
        ...(request.query.cursor ? { cursor: request.query.cursor } : {}),
      });
      return { items: documents.map(toAdminDocumentDto), nextCursor };
    },
    'verification.getDocument': async (request) => {
      const document = await verification.get(request.params.documentId);
      return toAdminDocumentDto(document);
    },
    'verification.decideDocument': async (request) => {
      const { document, status } = await verification.decide(requireUser(request).id, request.params.documentId, request.body);
      return { document: toAdminDocumentDto(document), verificationStatus: status };
    },
  });
}
