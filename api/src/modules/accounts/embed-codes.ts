import { createHash, timingSafeEqual } from 'node:crypto';
import { query, type SqlScope } from '../../db/sql.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export const codeLifetimeMs = 60_000;

export interface CodeBinding {
  userId: string;
  keyId: string;
  redirectOrigin: string;
  codeChallenge: string;
}

/** What an exchange brings to redeem a code: each must match what the code was bound to. */
export interface Redemption {
  code: string;
  codeVerifier: string;
  keyId: string;
  origin: string;
}

/**
 * The sign-in window's one-time codes. Kept in the database (a code issued by one instance is
 * redeemed on another), only their hashes. A redemption deletes the code whatever its outcome,
 * so a code is tried once: a wrong verifier burns it too.
 */
export interface EmbedCodes {
  issue(binding: CodeBinding): Promise<{ code: string; expiresAt: Date }>;
  /** The code's user when every binding matches, else null (unknown, used, expired, another key, origin or verifier). */
  redeem(redemption: Redemption): Promise<string | null>;
}

/** RFC 7636 S256: BASE64URL(SHA-256(verifier)). */
export function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createEmbedCodes(db: SqlScope): EmbedCodes {
  return {
    async issue({ userId, keyId, redirectOrigin, codeChallenge }) {
      const { token, tokenHash } = newToken();
      const expiresAt = new Date(Date.now() + codeLifetimeMs);
      // Expired codes of anyone go with each new one, so the table stays small.
      await query(
        db,
        `with purge as (delete from embed_authorization where expires_at < now() - interval '1 minute')
         insert into embed_authorization (code_hash, user_id, key_id, redirect_origin, code_challenge, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [tokenHash, userId, keyId, redirectOrigin, codeChallenge, expiresAt],
      );
      return { code: token, expiresAt };
    },
    async redeem({ code, codeVerifier, keyId, origin }) {
      const rows = await query(
        db,
        'delete from embed_authorization where code_hash = $1 returning user_id, key_id, redirect_origin, code_challenge, expires_at',
        [hashToken(code)],
      );
      const row = rows[0] as
        | { user_id: string; key_id: string; redirect_origin: string; code_challenge: string; expires_at: Date | string }
        | undefined;
      if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;
      if (row.key_id !== keyId || row.redirect_origin !== origin) return null;
      return sameText(challengeOf(codeVerifier), row.code_challenge) ? row.user_id : null;
    },
  };
}
