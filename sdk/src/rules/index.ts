/**
 * The API's own rules for what a person types, for a form to check before it sends: the same
 * functions the API judges with, so a form's answer and the API's never disagree.
 */
export { isEmailAddress, normalEmail } from './email.ts';
export { type PasswordProblem, type PasswordStrength, passwordProblem, passwordStrength } from './password.ts';
export { passwordMaxLength, passwordMinLength } from './password-length.ts';
export { containsPhoneNumber } from './phone.ts';
