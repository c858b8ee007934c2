/** 0 empty or too short, 1 weak, 2 fair, 3 good, 4 strong. */
export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

// Patterns found at the top of every leaked-password list; the API's own list is larger.
const obvious = /(pass(word)?|mot ?de ?passe|motdepasse|123456|qwerty|azerty|abc123|111111|letmein|bonjour|soleil|propre)/i;

/**
 * A quick, honest estimate while typing — length counts most (spec-free, NIST-style: no
 * composition rules). The API has the last word: it refuses common passwords and ones equal to
 * the username or email (`password_too_common`).
 */
export function passwordStrength(password: string, personal: readonly string[] = []): StrengthLevel {
  if (password.length < 8) return 0;
  const lower = password.toLowerCase();
  if (personal.some((value) => value && lower.includes(value.toLowerCase().split('@')[0] ?? '∅'))) return 1;
  if (obvious.test(password) && password.length < 16) return 1;
  if (/^(.)\1+$/.test(password)) return 1;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^\p{L}\d]/u].filter((pattern) => pattern.test(password)).length;
  let score = 1;
  if (password.length >= 12) score += 1;
  if (password.length >= 16) score += 1;
  if (classes >= 3) score += 1;
  return Math.min(score, 4) as StrengthLevel;
}
