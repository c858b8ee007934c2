import type { EntityManager } from '@mikro-orm/postgresql';
import { CleanerVerification, type DocumentStatus, type DocumentType, type VerificationStatus } from './verification.entities.ts';

/** The document types the verification status is made of; the others are kept and reviewed only. */
export const statusDocumentTypes = ['id', 'background_check'] as const satisfies readonly DocumentType[];

/**
 * The verification status a cleaner's documents add up to (the rule in README.md). `documents`
 * may hold every type, in any order; `uploadedAt` (or the time-ordered id) says which is latest.
 */
export function deriveVerificationStatus(
  documents: ReadonlyArray<{ id: string; type: DocumentType; status: DocumentStatus }>,
): VerificationStatus {
  const counted = documents.filter((d) => (statusDocumentTypes as readonly string[]).includes(d.type));
  if (counted.length === 0) return 'unverified';
  const approved = (type: DocumentType) => counted.some((d) => d.type === type && d.status === 'approved');
  if (approved('id') && approved('background_check')) return 'verified';
  const latest = (type: DocumentType) =>
    counted
      .filter((d) => d.type === type)
      .reduce<(typeof counted)[number] | undefined>((a, d) => (!a || d.id > a.id ? d : a), undefined);
  if (statusDocumentTypes.some((type) => latest(type)?.status === 'rejected')) return 'rejected';
  if (counted.some((d) => d.status === 'pending')) return 'pending';
  // An approved id with no background check yet (or the reverse): nothing to review, the
  // cleaner still has to send the other document.
  return 'unverified';
}

/** A cleaner's verification status, by one primary-key lookup; unverified when never set. */
export async function verificationStatusOf(em: EntityManager, userId: string): Promise<VerificationStatus> {
  const row = await em.findOne(CleanerVerification, { userId });
  return row?.status ?? 'unverified';
}

/** The statuses of several cleaners at once (a search page, a listing); absent ids are unverified. */
export async function verificationStatusesOf(
  em: EntityManager,
  userIds: readonly string[],
): Promise<Map<string, VerificationStatus>> {
  const statuses = new Map<string, VerificationStatus>(userIds.map((id) => [id, 'unverified']));
  if (userIds.length === 0) return statuses;
  const rows = await em.find(CleanerVerification, { userId: { $in: [...new Set(userIds)] } });
  for (const row of rows) statuses.set(row.userId, row.status);
  return statuses;
}
