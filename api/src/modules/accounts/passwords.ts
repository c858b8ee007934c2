import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { passwordProblem } from '@propre/sdk/rules';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Spends the time of one verification, so "no such account" answers as slowly as "wrong
 * password" and response timing does not reveal which accounts exist.
 */
export async function burnVerification(dummyHash: string, password: string): Promise<void> {
  await verifyPassword(dummyHash, password);
}

/**
 * True when the password is among the most common ones or merely repeats the account's names
 * (`personal`: username, email): the SDK's rule, which the widgets check before sending. Its
 * length is the schema's business.
 */
export function isTooCommon(password: string, personal: readonly string[] = []): boolean {
  const problem = passwordProblem(password, personal);
  return problem === 'tooCommon' || problem === 'sameAsName';
}

/** Never matches any password: the hash stored for anonymised accounts. */
export function unusablePasswordHash(): string {
  return `!disabled:${randomBytes(16).toString('hex')}`;
}
