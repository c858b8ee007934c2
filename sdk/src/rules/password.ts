import { commonPasswords } from './common-passwords.ts';
import { passwordMaxLength, passwordMinLength } from './password-length.ts';

/*
 * The password policy of the API (the contract's `Password`: 8 to 128 characters, any
 * characters, no composition rules — NIST SP 800-63B), with what the schema cannot say: the
 * most common passwords, one character repeated, and the account's own names are refused
 * (`password_too_common`). The API judges with `passwordProblem`; a form checks the same
 * before sending.
 */

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'tooCommon' | 'sameAsName';

/**
 * What keeps the API from accepting this password, or null. `personal` are the account's names
 * (username, email): the password may not be one of them, nor an email's part before the @.
 */
export function passwordProblem(password: string, personal: readonly string[] = []): PasswordProblem | null {
  if (!password) return 'required';
  if (password.length < passwordMinLength) return 'tooShort';
  if (password.length > passwordMaxLength) return 'tooLong';
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered) || /^(.)\1+$/.test(password)) return 'tooCommon';
  const names = personal.flatMap((value) => [value, value.includes('@') ? (value.split('@')[0] ?? '') : '']);
  if (names.some((value) => value.length > 0 && lowered === value.toLowerCase())) return 'sameAsName';
  return null;
}

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

/**
 * A guide for a strength meter, not a rule: length counts most, then the kinds of characters.
 * A password the API would refuse is always weak.
 */
export function passwordStrength(password: string, personal: readonly string[] = []): PasswordStrength {
  if (passwordProblem(password, personal)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  const distinct = new Set(password).size;
  let score = password.length >= 16 ? 3 : password.length >= 12 ? 2 : 1;
  if (kinds >= 3) score += 1;
  if (distinct < 5) score -= 1;
  return score >= 4 ? 'strong' : score === 3 ? 'good' : score === 2 ? 'fair' : 'weak';
}
