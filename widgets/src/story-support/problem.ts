import type { components } from '@propre/openapi/types';
import type { FieldError, Problem } from '@propre/sdk';

export type { FieldError, Problem } from '@propre/sdk';

export interface ProblemOptions {
  detail?: string;
  errors?: FieldError[];
  /** Default: a fixed id, so screenshots and assertions stay stable. */
  requestId?: string;
  title?: string;
  /** The path of the failed request, as the API puts it in `instance`. */
  instance?: string;
  /** Why the bank refused the card (`payment_failed`). */
  declineCode?: components['schemas']['DeclineCode'];
}

/** The request id every mock problem carries unless told otherwise. */
export const mockRequestId = 'req_01jd0v3v4m7q8r9s0t1u2v3w4x';

/**
 * A problem body as the API sends it: `type` from the code (`city_not_found` →
 * `https://propre.ca/problems/city-not-found`), the status, a request id. Widgets show their own
 * text for the code; `title` here only has to be present.
 */
export function problemBody(code: string, status: number, options: ProblemOptions = {}): Problem {
  const problem: Problem = {
    type: `https://propre.ca/problems/${code.replace(/_/g, '-')}`,
    title: options.title ?? code.replace(/_/g, ' '),
    status,
    code,
    requestId: options.requestId ?? mockRequestId,
  };
  if (options.detail !== undefined) problem.detail = options.detail;
  if (options.instance !== undefined) problem.instance = options.instance;
  if (options.errors !== undefined) problem.errors = options.errors;
  if (options.declineCode !== undefined) problem.declineCode = options.declineCode;
  return problem;
}

/** A field error as the API reports it: `fieldError('email', 'format', 'Adresse invalide')` → `/body/email`. */
export const fieldError = (field: string, code: string, message: string, part = 'body'): FieldError => ({
  pointer: `/${part}/${field}`,
  code,
  message,
});
