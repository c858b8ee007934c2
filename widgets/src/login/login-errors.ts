import { ProblemError } from '@propre/sdk';
import type { TFunction } from 'i18next';
import { problemMessage } from '../errors/problem-message.ts';
import type { Locale } from '../i18n/namespaces.ts';
import type { LoginErrors, LoginValues } from './LoginView.tsx';

/** Codes for which the login form has its own wording (`auth:login.errors.<code>`). */
const ownCodes = new Set([
  'invalid_credentials',
  'account_suspended',
  'passkey_invalid',
  'passkey_challenge_expired',
  'passkey_failed',
]);

/** The browser could not use a passkey (no authenticator, a security error): shown as `passkey_failed`. */
export class PasskeyUnavailableError extends Error {
  readonly code = 'passkey_failed';
  constructor(cause: DOMException) {
    super(cause.message, { cause });
    this.name = 'PasskeyUnavailableError';
  }
}

/** The request's fields as the form names them: the API reports `email` or `username` for the identifier. */
const formField: Record<string, 'identifier' | 'password'> = {
  email: 'identifier',
  username: 'identifier',
  password: 'password',
};

/** The empty fields, each with "Ce champ est requis", checked before anything is sent. */
export function requiredErrors(values: LoginValues, t: TFunction): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.identifier.trim()) errors.identifier = t('auth:login.required');
  if (!values.password) errors.password = t('auth:login.required');
  return errors;
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
 * What the form shows for a failed sign-in: field errors beside their fields, anything else as
 * one alert with our own words for the sign-in codes, the shared wording (`problemMessage`)
 * for the rest — network, timeout, server errors with their request id.
 */
export function loginErrors(error: unknown, t: TFunction, locale: Locale): LoginErrors {
  const problem = problemMessage(error, t);
  if (error instanceof PasskeyUnavailableError) problem.code = error.code;
  const errors: LoginErrors = {};
  let unplaced = false;
  for (const [name, message] of Object.entries(problem.fieldErrors)) {
    const field = formField[name];
    if (field && !errors[field]) errors[field] = message;
    else if (!field) unplaced = true;
  }
  const code = problem.code;
  if (error instanceof ProblemError && code === 'rate_limited') {
    const seconds = retryAfterSeconds(error);
    errors.form = {
      title: t('auth:login.errors.rate_limited.title'),
      message:
        seconds === undefined
          ? t('auth:login.errors.rate_limited.messageLater')
          : t('auth:login.errors.rate_limited.message', { delay: formatDelay(seconds, locale) }),
    };
  } else if (ownCodes.has(code)) {
    errors.form = { title: t(`auth:login.errors.${code}.title`), message: t(`auth:login.errors.${code}.message`) };
  } else if (unplaced || (!errors.identifier && !errors.password)) {
    errors.form = { title: problem.title, message: problem.message };
    if (problem.requestId) errors.form.requestId = problem.requestId;
  }
  return errors;
}
