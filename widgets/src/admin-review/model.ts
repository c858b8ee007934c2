import type { components } from '@propre/openapi/types';

type Schemas = components['schemas'];
/** A verification document as an administrator reviews it (verification.listDocuments, getDocument). */
export type ReviewDocument = Schemas['AdminVerificationDocument'];
export type ReviewDocumentStatus = Schemas['VerificationDocumentStatus'];
/** Which documents the queue shows: one status, or every document. */
export type ReviewFilter = ReviewDocumentStatus | 'all';
export const reviewFilters: readonly ReviewFilter[] = ['pending', 'approved', 'rejected', 'all'];

/** The columns the table sorts by, and the direction. */
export type ReviewSortKey = 'uploaded' | 'cleaner';
export interface ReviewSort {
  key: ReviewSortKey;
  direction: 'ascending' | 'descending';
}
/** A queue: the oldest waiting first. */
export const queueOrder: ReviewSort = { key: 'uploaded', direction: 'ascending' };

/** The rejection's reason, as the API takes it (10–500 characters once trimmed). */
export const reasonLength = { min: 10, max: 500 } as const;

/**
 * The documents in `sort`'s order (the API answers newest first); ties keep the API's order.
 * Names compare as the person's language sorts them (accents beside their letter).
 */
export function sortDocuments(documents: readonly ReviewDocument[], sort: ReviewSort, locale: string): ReviewDocument[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: ReviewDocument, b: ReviewDocument) =>
    sort.key === 'cleaner'
      ? collator.compare(a.cleaner.name, b.cleaner.name)
      : Date.parse(a.uploadedAt) - Date.parse(b.uploadedAt);
  return documents
    .map((document, index) => ({ document, index }))
    .sort((a, b) => sign * compare(a.document, b.document) || a.index - b.index)
    .map(({ document }) => document);
}

/** Clicking a column: the other direction when it is already the sort, else its natural one. */
export function nextSort(current: ReviewSort, key: ReviewSortKey): ReviewSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

/** What a rejection's reason lacks, or null when the API will take it. */
export function reasonProblem(reason: string): 'required' | 'short' | 'long' | null {
  const length = reason.trim().length;
  if (length === 0) return 'required';
  if (length < reasonLength.min) return 'short';
  if (length > reasonLength.max) return 'long';
  return null;
}
