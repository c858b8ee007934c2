import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque secrets handed to a person or a program (sessions, reset links, socket tickets,
 * calendar feeds, unsubscribe links, API keys): only their SHA-256 is stored, so a leaked
 * table opens nothing.
 */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
