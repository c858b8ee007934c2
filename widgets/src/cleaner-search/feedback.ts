import type { components } from '@propre/sdk';
import type { CleanerSearchResult } from './query.ts';

/** A client's feedback on a cleaner, as `search.giveFeedback` takes it. */
export type CleanerFeedback = components['schemas']['CleanerFeedback'];
export type CleanerFeedbackType = CleanerFeedback['type'];
export type ReportReason = NonNullable<CleanerFeedback['reason']>;

/**
 * Sends one feedback on the result's cleaner; resolves once the API recorded it (204), rejects
 * with the SDK's error otherwise. The search gives `search.giveFeedback`; a View is given any.
 */
export type GiveFeedback = (result: CleanerSearchResult, feedback: CleanerFeedback) => Promise<void>;

// Every reason of the contract, in the order the report dialog lists them.
export const reportReasons = Object.keys({
  communication: 0,
  services: 1,
  experience: 2,
  availability: 3,
  price: 4,
  location: 5,
  other: 6,
} satisfies Record<ReportReason, number>) as readonly ReportReason[];

/** The details of a report, as the API takes them (`comment`, at most 1000 characters once trimmed). */
export const detailsMaxLength = 1000;

export type ReportField = 'reason' | 'comment';

/** What is wrong with a report before sending it: a reason is required, details are optional but bounded. */
export function reportProblems(
  reason: string,
  details: string,
): Partial<Record<ReportField, 'reasonRequired' | 'detailsTooLong'>> {
  const problems: Partial<Record<ReportField, 'reasonRequired' | 'detailsTooLong'>> = {};
  if (!(reportReasons as readonly string[]).includes(reason)) problems.reason = 'reasonRequired';
  if (details.trim().length > detailsMaxLength) problems.comment = 'detailsTooLong';
  return problems;
}

/** The report as sent: the reason, and the details only when there are some. */
export function reportOf(reason: ReportReason, details: string): CleanerFeedback {
  const comment = details.trim();
  return comment ? { type: 'report', reason, comment } : { type: 'report', reason };
}
