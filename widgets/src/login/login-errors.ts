import type { TFunction } from 'i18next';
import { type ErrorPlacement, formErrorsOf } from '../forms/form-errors.ts';
import type { Locale } from '../i18n/namespaces.ts';
import type { LoginErrors, LoginValues } from './LoginView.tsx';

type LoginField = 'identifier' | 'password';

/** Codes for which the login form has its own wording (`login:errors.<code>`). */
const ownCodes = ['invalid_credentials', 'account_suspended', 'passkey_invalid', 'passkey_challenge_expired', 'passkey_failed'];

/** The browser could not use a passkey (no authenticator, a security error): shown as `passkey_failed`. */
export class PasskeyUnavailableError extends Error {
  readonly code = 'passkey_failed';
  constructor(cause: DOMException) {
    super(cause.message, { cause });
    this.name = 'PasskeyUnavailableError';
  }
}

/** The empty fields, each with "Ce champ est requis", checked before anything is sent. */
export function requiredErrors(values: LoginValues, t: TFunction): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.identifier.trim()) errors.identifier = t('login:required');
  if (!values.password) errors.password = t('login:required');
  return errors;
}

/**
 * What the form shows for a failed sign-in (the forms kit's `formErrorsOf`): field errors beside
 * their fields (the API reports `email` or `username` for the identifier), our own words for the
 * sign-in codes and a 429, the shared wording for the rest, with a server error's request id.
 */
export function loginErrors(error: unknown, t: TFunction, locale: Locale): LoginErrors {
  const own = (code: string) => ({ title: t(`login:errors.${code}.title`), message: t(`login:errors.${code}.message`) });
  if (error instanceof PasskeyUnavailableError) return { form: { code: error.code, ...own(error.code) } };
  const placement: ErrorPlacement<LoginField> = {
    fields: { email: 'identifier', username: 'identifier', password: 'password' },
    ownCodes: Object.fromEntries(ownCodes.map((code) => [code, own(code)])),
    rateLimited: 'login:errors.rate_limited',
  };
  return formErrorsOf(error, t, locale, placement);
}
