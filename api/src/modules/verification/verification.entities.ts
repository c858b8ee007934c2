import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../accounts/accounts.entities.ts';

export const documentTypes = ['id', 'background_check', 'insurance', 'certification'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentStatuses = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
export const verificationStatuses = ['pending', 'verified', 'unverified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];
export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

/** A file a cleaner uploaded to be verified, and an administrator's decision on it. */
export const VerificationDocument = defineEntity({
  name: 'VerificationDocument',
  tableName: 'verification_document',
  properties: {
    id: p.string().primary(),
    cleaner: p.manyToOne(User).ref(),
    type: p.enum(documentTypes),
    status: p.enum(documentStatuses),
    /** Made up by the server; the client's file name never reaches a path. */
    storageKey: p.string().unique(),
    /** Cleaned, for display only. */
    originalFileName: p.string().nullable(),
    contentType: p.enum(documentContentTypes),
    sizeBytes: p.integer(),
    uploadedAt: p.datetime(),
    decidedAt: p.datetime().nullable(),
    decidedBy: p.manyToOne(User).ref().nullable(),
    rejectionReason: p.text().nullable(),
  },
});
export type IVerificationDocument = InferEntity<typeof VerificationDocument>;

/**
 * The status a cleaner's documents add up to, kept in step by the verification service on
 * every change, so search and public profiles read it with one primary-key lookup.
 */
export const CleanerVerification = defineEntity({
  name: 'CleanerVerification',
  tableName: 'cleaner_verification',
  properties: {
    userId: p.string().primary(),
    status: p.enum(verificationStatuses),
    updatedAt: p.datetime(),
  },
});
export type ICleanerVerification = InferEntity<typeof CleanerVerification>;
