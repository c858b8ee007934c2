import { query, type SqlScope } from '../../db/sql.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export const ticketLifetimeMs = 60_000;

/**
 * Single-use tickets that authenticate one socket, for clients that cannot send their session
 * token (a browser signed in by cookie). Kept in the database, so a ticket issued by one
 * instance opens a socket on another; only their hashes are stored.
 */
export interface SocketTickets {
  issue(userId: string, sessionId: string): Promise<{ ticket: string; expiresAt: string }>;
  /** The ticket's owner, once: the ticket is gone afterwards. Null when unknown, used or expired. */
  consume(ticket: string): Promise<{ userId: string; sessionId: string } | null>;
}

export function createSocketTickets(db: SqlScope): SocketTickets {
  return {
    async issue(userId, sessionId) {
      const { token, tokenHash } = newToken();
      const expiresAt = new Date(Date.now() + ticketLifetimeMs);
      // Expired tickets of anyone go with each new one, so the table stays small.
      await query(
        db,
        `with purge as (delete from socket_ticket where expires_at < now() - interval '1 minute')
         insert into socket_ticket (token_hash, user_id, session_id, expires_at) values ($1, $2, $3, $4)`,
        [tokenHash, userId, sessionId, expiresAt],
      );
      return { ticket: token, expiresAt: expiresAt.toISOString() };
    },
    async consume(ticket) {
      const rows = await query(db, 'delete from socket_ticket where token_hash = $1 returning user_id, session_id, expires_at', [
        hashToken(ticket),
      ]);
      // Timestamps come back as text (the ORM's type parsers).
      const row = rows[0] as { user_id: string; session_id: string; expires_at: Date | string } | undefined;
      if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;
      return { userId: row.user_id, sessionId: row.session_id };
    },
  };
}
