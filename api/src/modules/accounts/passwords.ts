import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { commonPasswords } from './common-passwords.ts';

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

/** True when the password is among the most common ones or merely repeats the account's names. */
export function isTooCommon(password: string, personal: readonly string[] = []): boolean {
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) return true;
  if (/^(.)\1+$/.test(password)) return true;
  return personal.some((value) => value.length > 0 && lowered === value.toLowerCase());
}

/** Never matches any password: the hash stored for anonymised accounts. */
export function unusablePasswordHash(): string {
  return `!disabled:${randomBytes(16).toString('hex')}`;
}
