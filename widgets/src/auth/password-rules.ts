/**
 * The API's password rule (openapi Password.yaml, api accounts/passwords.ts), checked in the
 * browser so a person learns it beside the field before anything is sent: 8 to 128 characters,
 * no composition rules, and not one of the most common passwords nor the account's own names.
 * The API stays the judge (`password_too_common`); this list is the part of its list a person
 * can type once the length rule holds (8 characters or more), so the answer rarely surprises.
 */
const common = new Set(
  `123456789 12345678 1234567890 password1 password123 passw0rd qwerty123 qwertyuiop azertyuiop 11111111
  88888888 987654321 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx abcd1234 a1b2c3d4 iloveyou iloveyou1 princess
  sunshine football baseball basketball welcome1 welcome123 admin123 administrator changeme trustno1 superman
  michael jennifer jordan23 starwars computer internet hello123 hellohello butterfly chocolate 11223344
  12341234 1234512345 asdfghjkl 147258369 1111111 0987654321 motdepasse motdepasse1 motdepasse123 bonjour1
  jetaime1 chouchou marseille canadiens habs1234 nathalie sebastien isabelle francois coucou123 chocolat
  tabarnak 00000000 12344321 password! p@ssw0rd p@ssword passw0rd! welcome2024 welcome2025 welcome2026
  summer2024 summer2025 summer2026 winter2025 winter2026 propre123 nettoyage password qwerty123`.split(/\s+/),
);

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'tooCommon' | 'sameAsName';

/** What keeps the API from accepting this password, or null; `personal` are the username and email. */
export function passwordProblem(password: string, personal: readonly string[] = []): PasswordProblem | null {
  if (!password) return 'required';
  if (password.length < passwordMinLength) return 'tooShort';
  if (password.length > passwordMaxLength) return 'tooLong';
  const lowered = password.toLowerCase();
  if (common.has(lowered) || /^(.)\1+$/.test(password)) return 'tooCommon';
  const names = personal.flatMap((value) => [value, value.split('@')[0] ?? '']).filter((value) => value.length > 0);
  if (names.some((value) => lowered === value.toLowerCase())) return 'sameAsName';
  return null;
}

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

/**
 * A rough guide for the meter, not a rule: length counts most (NIST SP 800-63B), then the
 * kinds of characters. A password the API would refuse is always weak.
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
