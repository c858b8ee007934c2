import { ProblemError } from '@propre/sdk';
import type { TFunction } from 'i18next';
import { problemMessage } from '../errors/problem-message.ts';
import type { Locale } from '../i18n/namespaces.ts';

/** A problem shown above a form: it has no field to stand beside. */
export interface FormProblem {
  title: string;
  message: string;
  /** Shown for server errors, so a person can quote it to support. */
  requestId?: string;
  /** The API's code (`reset_token_expired`…), for a form that adds an action to some of them. */
  code?: string;
  /** Whether trying again can help (network, timeout, 5xx, 429). */
  retryable?: boolean;
}

/** Each field's message, and the form's own problem under `form`. */
export type FormErrors<Field extends string> = Partial<Record<Field, string>> & { form?: FormProblem };

export interface ErrorPlacement<Field extends string> {
  /** The API's field names (the last segment of a problem's pointer) as the form names its fields. */
  fields: Record<string, Field>;
  /** Codes that belong beside one field although the API sends no pointer (`password_too_common`). */
  codes?: Record<string, Field>;
  /** Codes the form words itself, above the form: `t(key)` must give `{ title, message }` texts. */
  ownCodes?: Record<string, { title: string; message: string }>;
  /** The alert's title for a failure that is not about a field ("Failed to register", spec §8). */
  title?: string;
  /**
   * The key of the form's own wording of a 429 under the `t` given (`errors.rate_limited`: its
   * `title`, `message` with `{{delay}}`, `messageLater`); `common:form.rateLimited` by default.
   */
  rateLimited?: string;
}

/** Seconds to wait after a 429, from the answer's Retry-After (the SDK keeps it on the error). */
export function retryAfterSeconds(error: ProblemError): number | undefined {
  return error.retryAfter !== undefined && error.retryAfter > 0 ? error.retryAfter : undefined;
}

/** « 42 secondes », « 2 minutes »: a delay in the person's language, rounded up to minutes past 90 s. */
export function formatDelay(seconds: number, locale: Locale): string {
  const inMinutes = seconds > 90;
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'unit',
    unit: inMinutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(inMinutes ? Math.ceil(seconds / 60) : seconds);
}

/**
 * What a form shows for a failed call: field errors beside their fields (the API's pointers, or
 * codes that name one field), a 429 with how long to wait, anything else as one alert worded
 * by the shared catalogue (`problemMessage`), with the request id of a server error.
 */
export function formErrorsOf<Field extends string>(
  error: unknown,
  t: TFunction,
  locale: Locale,
  placement: ErrorPlacement<Field>,
): FormErrors<Field> {
  const problem = problemMessage(error, t);
  const errors: FormErrors<Field> = {};
  const fieldErrors = errors as Partial<Record<Field, string>>;
  let unplaced = false;
  for (const [name, message] of Object.entries(problem.fieldErrors)) {
    const field = placement.fields[name];
    if (field && !fieldErrors[field]) fieldErrors[field] = message;
    else if (!field) unplaced = true;
  }
  const codeField = placement.codes?.[problem.code];
  if (codeField) {
    fieldErrors[codeField] ??= problem.message;
    return errors;
  }
  if (error instanceof ProblemError && error.status === 429) {
    const seconds = retryAfterSeconds(error);
    const key = placement.rateLimited ?? 'common:form.rateLimited';
    errors.form = {
      code: problem.code,
      title: t(`${key}.title`),
      message: seconds === undefined ? t(`${key}.messageLater`) : t(`${key}.message`, { delay: formatDelay(seconds, locale) }),
    };
    return errors;
  }
  const own = placement.ownCodes?.[problem.code];
  if (own) {
    errors.form = { code: problem.code, ...own };
    return errors;
  }
  if (unplaced || Object.keys(errors).length === 0) {
    errors.form = {
      code: problem.code,
      title: placement.title && !problem.requestId && problem.code !== 'network_error' ? placement.title : problem.title,
      message: problem.message,
      retryable: problem.retryable,
    };
    if (problem.requestId) errors.form.requestId = problem.requestId;
  }
  return errors;
}

/** Whether any field, or the form itself, has an error. */
export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}
