import { ProblemError } from '@propre/sdk';
import type { TFunction } from 'i18next';
import { problemMessage } from '../errors/problem-message.ts';
import type { Locale } from '../i18n/namespaces.ts';
import { formatDelay, retryAfterSeconds } from '../login/login-errors.ts';

/** A problem shown above a form (no field to put it beside). */
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

export type FormErrors<Field extends string> = Partial<Record<Field, string>> & { form?: FormProblem };

export interface ErrorPlacement<Field extends string> {
  /** The API's field names (last pointer segment) as the form names them. */
  fields: Record<string, Field>;
  /** Codes that belong beside one field although the API sends no pointer (`password_too_common`). */
  codes?: Record<string, Field>;
  /** The alert's title for a failure that is not about a field ("Failed to register", spec §8). */
  title?: string;
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
    errors.form = {
      code: problem.code,
      title: t('auth:rateLimited.title'),
      message:
        seconds === undefined
          ? t('auth:rateLimited.messageLater')
          : t('auth:rateLimited.message', { delay: formatDelay(seconds, locale) }),
    };
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

/** The basic shape of an email address, as the API checks it (6 to 254 characters). */
export function emailProblem(email: string): 'required' | 'invalidEmail' | 'emailLength' | null {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(trimmed)) return 'invalidEmail';
  if (trimmed.length < 6 || trimmed.length > 254) return 'emailLength';
  return null;
}
