import { passwordProblem } from '@propre/sdk/rules';
import type { TFunction } from 'i18next';
import type { FormErrors } from '../forms/form-errors.ts';
import type { Locale } from '../i18n/namespaces.ts';
import type { SelectableRole } from './RoleChoice.tsx';

/** The version of the terms of service this release shows (api accounts/terms.ts). */

export type Gender = 'male' | 'female' | 'other' | 'prefer_not_to_say';

export interface RegisterValues {
  role: SelectableRole | '';
  name: string;
  username: string;
  email: string;
  password: string;
  gender: Gender | '';
  /** Optional: the code of the person who invited them. */
  referralCode: string;
  acceptTerms: boolean;
  /**
   * English UI only: the person was offered the French terms and chooses to be bound by the
   * English version (Charter of the French language, s. 55). The API records the terms'
   * language as the `language` sent, so English is sent only with this consent.
   */
  englishConsent: boolean;
}

export type RegisterField = Exclude<keyof RegisterValues, never>;
export type RegisterErrors = FormErrors<RegisterField>;

/** The order of the fields on screen: the focus goes to the first one in error. */
export const registerFieldOrder: readonly RegisterField[] = [
  'role',
  'name',
  'username',
  'email',
  'password',
  'gender',
  'referralCode',
  'acceptTerms',
  'englishConsent',
];

export const emptyRegisterValues: RegisterValues = {
  role: '',
  name: '',
  username: '',
  email: '',
  password: '',
  gender: '',
  referralCode: '',
  acceptTerms: false,
  englishConsent: false,
};

/** The rules of SignupRequest a browser can check (spec §5), each worded beside its field. */
export function registerErrors(values: RegisterValues, locale: Locale, t: TFunction, englishConsent = true): RegisterErrors {
  const errors: RegisterErrors = {};
  const required = t('auth:register.errors.required');
  if (!values.role) errors.role = t('auth:register.errors.roleRequired');
  const name = values.name.trim();
  if (!name) errors.name = required;
  else if (name.length < 2 || name.length > 100) errors.name = t('auth:register.errors.nameLength');
  if (!values.username) errors.username = required;
  else if (!/^[A-Za-z0-9._-]{3,30}$/.test(values.username)) errors.username = t('auth:register.errors.username');
  const email = emailProblem(values.email);
  if (email) errors.email = t(`auth:register.errors.${email}`);
  const password = passwordProblem(values.password, [values.username, values.email.trim()]);
  if (password) errors.password = t(`auth:password.problems.${password}`);
  if (!values.gender) errors.gender = required;
  if (values.referralCode.trim().length > 32) errors.referralCode = t('auth:register.errors.referralLength');
  if (!values.acceptTerms) errors.acceptTerms = t('auth:register.errors.termsRequired');
  if (locale === 'en' && englishConsent && !values.englishConsent)
    errors.englishConsent = t('auth:register.errors.consentRequired');
  return errors;
}

/** « 1er novembre 2026 » / "November 1, 2026": the terms' version date in the person's language. */
export function formatTermsVersion(version: string, locale: Locale): string {
  const date = new Date(`${version}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return version;
  const text = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Toronto',
  }).format(date);
  // French writes the first of the month as an ordinal: « 1er novembre 2026 ».
  return locale === 'fr' ? text.replace(/^1 /, '1er ') : text;
}

/** The basic shape of an email address, as the API checks it (6 to 254 characters). */
export function emailProblem(email: string): 'required' | 'invalidEmail' | 'emailLength' | null {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(trimmed)) return 'invalidEmail';
  if (trimmed.length < 6 || trimmed.length > 254) return 'emailLength';
  return null;
}
