import { ProblemError } from '@propre/sdk';
import type { TFunction } from 'i18next';
import { type ProblemMessage, problemMessage } from '../errors/problem-message.ts';

export interface SectionProblem {
  /** Messages to show beside fields, keyed by the section's field names. */
  fields: Record<string, string>;
  /** What is left for the section's alert: a failure no field explains (network, 5xx, a rule across fields). */
  alert: ProblemMessage | null;
}

/**
 * Splits an API failure between the fields and the section's alert. The API's field errors
 * (`/body/hourlyRate`) land on their field; a code that is about one field (`email_taken`,
 * `current_password_incorrect`) lands there too, through `codeFields`.
 */
export function sectionProblem(
  failure: unknown,
  t: TFunction,
  known: readonly string[],
  codeFields: Record<string, string> = {},
): SectionProblem {
  if (failure == null) return { fields: {}, alert: null };
  const problem = problemMessage(failure, t);
  const fields = { ...problem.fieldErrors };
  const field = failure instanceof ProblemError ? codeFields[failure.code] : undefined;
  if (field) {
    fields[field] ??= problem.message;
    return { fields, alert: null };
  }
  // Field errors the section cannot place (a field it does not show) still need saying: in the alert.
  const placed = Object.keys(fields).length > 0 && Object.keys(fields).every((name) => known.includes(name));
  return { fields, alert: placed ? null : problem };
}
