import { NetworkError, ProblemError, TimeoutError } from '@propre/sdk';
import type { TFunction } from 'i18next';

export interface ProblemMessage {
  /** The catalogue code (`email_taken`), or `network_error`, `timeout`, `server_error`, `http_error`. */
  code: string;
  /** A short heading for an alert or a toast. */
  title: string;
  /** What happened and what to do, in the provider's language. */
  message: string;
  /** Field messages keyed by the field's name: the last segment of the pointer (`/body/email` → `email`). */
  fieldErrors: Record<string, string>;
  /** Shown for 5xx answers, so a person can quote it to support. */
  requestId?: string;
  /** Whether trying again can help (network, timeout, 5xx, 429). */
  retryable: boolean;
}

type TitleKind = 'network' | 'timeout' | 'validation' | 'auth' | 'notFound' | 'conflict' | 'rateLimit' | 'server' | 'generic';

function titleKind(status: number, hasFields: boolean): TitleKind {
  if (status >= 500) return 'server';
  if (status === 429) return 'rateLimit';
  if (hasFields || status === 400 || status === 422) return 'validation';
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  return 'generic';
}

/** The last segment of a JSON pointer, unescaped (RFC 6901): `/body/address/city` → `city`. */
export function fieldNameOf(pointer: string): string {
  const last = pointer.split('/').pop() ?? '';
  return last.replaceAll('~1', '/').replaceAll('~0', '~');
}

/**
 * Turns any failure of an SDK call into text for people (spec §8): our own wording per code in
 * the provider's language (`common:errors.<code>`), the API's words when a code is new to us,
 * field errors for the fields, and the request id of a server error.
 */
export function problemMessage(error: unknown, t: TFunction): ProblemMessage {
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    const code = error instanceof TimeoutError ? 'timeout' : 'network_error';
    return {
      code,
      title: t(`common:errorTitles.${code === 'timeout' ? 'timeout' : 'network'}`),
      message: t(`common:errors.${code}`),
      fieldErrors: {},
      retryable: true,
    };
  }
  if (!(error instanceof ProblemError)) {
    return {
      code: 'http_error',
      title: t('common:errorTitles.generic'),
      message: t('common:errors.http_error'),
      fieldErrors: {},
      retryable: true,
    };
  }
  const fieldErrors: Record<string, string> = {};
  for (const field of error.errors) {
    const name = fieldNameOf(field.pointer);
    // The first error of a field is the one to fix first; the API's message names the rule's limit.
    if (name && !(name in fieldErrors)) {
      fieldErrors[name] = field.message || t([`common:fieldErrors.${field.code}`, 'common:fieldErrors.invalid']);
    }
  }
  const fallback = error.status >= 500 ? 'common:errors.server_error' : 'common:errors.http_error';
  const ownText = t(`common:errors.${error.code}`, { defaultValue: '' });
  const message = ownText || error.problem.detail || error.problem.title || t(fallback);
  const result: ProblemMessage = {
    code: error.code,
    title: t(`common:errorTitles.${titleKind(error.status, error.errors.length > 0)}`),
    message,
    fieldErrors,
    retryable: error.status >= 500 || error.status === 429,
  };
  if (error.status >= 500 && error.requestId) result.requestId = error.requestId;
  return result;
}
