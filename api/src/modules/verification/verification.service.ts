import { type EntityManager, LockMode, type MikroORM } from '@mikro-orm/postgresql';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { execute } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { ImageMetadataError, stripImageMetadata } from '../../lib/image-metadata.ts';
import { checkImageDimensions } from '../../lib/images.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import { type Role, User } from '../accounts/accounts.entities.ts';
import {
  CleanerVerification,
  type DocumentContentType,
  type DocumentStatus,
  type DocumentType,
  type IVerificationDocument,
  VerificationDocument,
  type VerificationStatus,
} from './verification.entities.ts';
import { verificationErrors } from './verification.errors.ts';
import { checkDocumentType, cleanFileName, extensionOf } from './verification.files.ts';
import {
  deriveVerificationStatus,
  statusDocumentTypes,
  verificationStatusesOf,
  verificationStatusOf,
} from './verification.status.ts';

const fail = errorsOf(verificationErrors);
const reasonLength = { min: 10, max: 500 };

export interface UploadInput {
  type: DocumentType;
  data: Buffer;
  /** The Content-Type the client declared; the content must agree with it. */
  declaredType: string | undefined;
  fileName: string | undefined;
}

export interface DocumentQuery {
  status?: DocumentStatus;
  type?: DocumentType;
  /** An id from the previous page: only older documents. */
  cursor?: string;
  limit: number;
}

export interface Decision {
  decision: 'approved' | 'rejected';
  reason?: string;
}

export interface VerificationService {
  /** A cleaner's status, by one indexed lookup: for search, public profiles and other areas. */
  statusOf(userId: string): Promise<VerificationStatus>;
  /** Several cleaners' statuses at once; ids without documents are unverified. */
  statusesOf(userIds: readonly string[]): Promise<Map<string, VerificationStatus>>;
  upload(cleanerId: string, input: UploadInput): Promise<IVerificationDocument>;
  listMine(cleanerId: string): Promise<{ documents: IVerificationDocument[]; status: VerificationStatus }>;
  /** The document and its bytes, for its owner or an administrator; 404 for anyone else. */
  readFile(
    caller: { id: string; role?: Role | null | undefined },
    documentId: string,
  ): Promise<{ document: IVerificationDocument; data: Buffer }>;
  deleteMine(cleanerId: string, documentId: string): Promise<void>;
  /** Newest first, each with its cleaner loaded. */
  list(query: DocumentQuery): Promise<{ documents: IVerificationDocument[]; nextCursor: string | null }>;
  get(documentId: string): Promise<IVerificationDocument>;
  decide(
    adminId: string,
    documentId: string,
    decision: Decision,
  ): Promise<{ document: IVerificationDocument; status: VerificationStatus }>;
}

const notFound = () =>
  fail('document_not_found', { detail: { fr: 'Aucun document n’a cet identifiant.', en: 'No document has this id.' } });
const alreadyDecided = (document: IVerificationDocument) =>
  fail('document_already_decided', {
    detail: {
      fr: `Ce document a déjà été ${document.status === 'approved' ? 'approuvé' : 'refusé'}.`,
      en: `This document was already ${document.status}.`,
    },
  });

/**
 * Recomputes a cleaner's status from their documents and stores it. The upsert takes the row
 * lock first, so concurrent changes for one cleaner are applied one after the other and each
 * derivation sees the documents the previous one committed.
 */
async function syncStatus(tx: EntityManager, cleanerId: string): Promise<VerificationStatus> {
  await execute(
    tx,
    `insert into cleaner_verification (user_id, status, updated_at) values ($1, 'unverified', now())
     on conflict (user_id) do update set user_id = excluded.user_id`,
    [cleanerId],
  );
  const documents = await tx.find(VerificationDocument, { cleaner: cleanerId, type: { $in: [...statusDocumentTypes] } });
  const status = deriveVerificationStatus(documents);
  await tx.nativeUpdate(CleanerVerification, { userId: cleanerId }, { status, updatedAt: new Date() });
  return status;
}

/**
 * An image loses its GPS position and other identifying metadata before it is stored (issue 34,
 * finding 9), its pixels untouched and its orientation kept (`lib/image-metadata.ts`). A PDF is
 * kept byte for byte: a PDF has no standard place for a GPS position, its Info dictionary and
 * XMP (author, producing software) are what the issuer wrote, and rewriting it would break the
 * digital signature an official background check or insurance certificate may carry.
 */
function withoutLocationMetadata(data: Buffer, contentType: DocumentContentType): Buffer {
  if (contentType === 'application/pdf') return data;
  try {
    return stripImageMetadata(data, contentType);
  } catch (error) {
    if (!(error instanceof ImageMetadataError)) throw error;
    throw commonFail('image_unreadable', {
      detail: { fr: 'Le fichier n’est pas une image lisible.', en: 'The file is not a readable image.' },
      cause: error,
    });
  }
}

export function createVerificationService({ orm, storage }: { orm: MikroORM; storage: FileStorage }): VerificationService {
  return {
    statusOf: (userId) => verificationStatusOf(orm.em.fork(), userId),
    statusesOf: (userIds) => verificationStatusesOf(orm.em.fork(), userIds),

    async upload(cleanerId, { type, data: sent, declaredType, fileName }) {
      const contentType = checkDocumentType(sent, declaredType);
      // Documents are kept as sent for the reviewer to open: no image bomb gets that far.
      if (contentType !== 'application/pdf') await checkImageDimensions(sent);
      const data = withoutLocationMetadata(sent, contentType);
      const id = newId('vdoc');
      const storageKey = `verification/${cleanerId}/${id}.${extensionOf[contentType]}`;
      try {
        await storage.put(storageKey, data);
      } catch (error) {
        throw fail('upload_failed', { cause: error });
      }
      try {
        return await orm.em.fork().transactional(async (tx) => {
          const document = tx.create(VerificationDocument, {
            id,
            cleaner: cleanerId,
            type,
            status: 'pending',
            storageKey,
            originalFileName: cleanFileName(fileName, contentType),
            contentType,
            sizeBytes: data.length,
            uploadedAt: new Date(),
            decidedAt: null,
            decidedBy: null,
            rejectionReason: null,
          });
          await tx.flush();
          await syncStatus(tx, cleanerId);
          return document;
        });
      } catch (error) {
        // No row points at the file: remove it. Should that fail too, the caller still gets
        // the first error, which says what went wrong.
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    async listMine(cleanerId) {
      const em = orm.em.fork();
      const documents = await em.find(VerificationDocument, { cleaner: cleanerId }, { orderBy: { id: 'desc' } });
      return { documents, status: await verificationStatusOf(em, cleanerId) };
    },

    async readFile(caller, documentId) {
      const document = await orm.em.fork().findOne(VerificationDocument, { id: documentId });
      if (!document || (caller.role !== 'admin' && document.cleaner.id !== caller.id)) throw notFound();
      const data = await storage.get(document.storageKey);
      if (!data) throw new Error(`The file of ${document.id} is missing from storage`);
      return { document, data };
    },

    async deleteMine(cleanerId, documentId) {
      const storageKey = await orm.em.fork().transactional(async (tx) => {
        const document = await tx.findOne(
          VerificationDocument,
          { id: documentId, cleaner: cleanerId },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!document) throw notFound();
        if (document.status !== 'pending') throw alreadyDecided(document);
        tx.remove(document);
        await tx.flush();
        await syncStatus(tx, cleanerId);
        return document.storageKey;
      });
      // After the commit: a failed erase leaves an unreferenced file, never a row without its file.
      await storage.delete(storageKey);
    },

    async list({ status, type, cursor, limit }) {
      const rows = await orm.em.fork().find(
        VerificationDocument,
        {
          ...(status ? { status } : {}),
          ...(type ? { type } : {}),
          ...(cursor ? { id: { $lt: cursor } } : {}),
        },
        // One extra row tells whether an older page exists without a count query.
        { populate: ['cleaner'], orderBy: { id: 'desc' }, limit: limit + 1 },
      );
      const documents = rows.slice(0, limit);
      return { documents, nextCursor: rows.length > limit ? (documents.at(-1)?.id ?? null) : null };
    },

    async get(documentId) {
      const document = await orm.em.fork().findOne(VerificationDocument, { id: documentId }, { populate: ['cleaner'] });
      if (!document) throw notFound();
      return document;
    },

    async decide(adminId, documentId, { decision, reason }) {
      const trimmed = reason?.trim() ?? '';
      const length = Array.from(trimmed).length;
      if (decision === 'rejected' && (length < reasonLength.min || length > reasonLength.max)) {
        throw fail('rejection_reason_required', {
          detail: {
            fr: 'Indiquez au nettoyeur pourquoi le document est refusé (10 à 500 caractères).',
            en: 'Tell the cleaner why the document is rejected (10 to 500 characters).',
          },
          errors: [
            {
              pointer: '/body/reason',
              code: 'required',
              message: { fr: 'De 10 à 500 caractères', en: '10 to 500 characters' },
            },
          ],
        });
      }
      return orm.em.fork().transactional(async (tx) => {
        const document = await tx.findOne(VerificationDocument, { id: documentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!document) throw notFound();
        if (document.status !== 'pending') throw alreadyDecided(document);
        document.status = decision;
        document.decidedAt = new Date();
        document.decidedBy = tx.getReference(User, adminId, { wrapped: true });
        document.rejectionReason = decision === 'rejected' ? trimmed : null;
        await tx.flush();
        const status = await syncStatus(tx, document.cleaner.id);
        await tx.populate(document, ['cleaner']);
        return { document, status };
      });
    },
  };
}
