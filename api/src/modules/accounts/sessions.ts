import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { newId } from '../../lib/ids.ts';
import { type ISession, type IUser, Session, User } from './accounts.entities.ts';
import { hashToken, newToken } from './passwords.ts';

export const rememberedSessionMs = 30 * 24 * 3_600_000;
export const sessionOnlyMs = 12 * 3_600_000;
// Touching last_used_at on every request would turn reads into writes; a coarse stamp suffices.
const touchEveryMs = 5 * 60_000;

export interface IssuedSession {
  session: ISession;
  token: string;
}

export interface SessionStore {
  issue(em: EntityManager, user: IUser, remember: boolean): IssuedSession;
  resolve(token: string): Promise<{ user: IUser; session: ISession } | null>;
  revoke(sessionId: string): Promise<void>;
  /** Revokes every live session of the user except `keepId`. */
  revokeAllBut(em: EntityManager, userId: string, keepId: string | null): Promise<void>;
}

export function createSessionStore(orm: MikroORM, pool: Pool): SessionStore {
  const userColumns = orm
    .getMetadata()
    .get(User)
    .props.flatMap((prop) => prop.fieldNames ?? [])
    .map((column) => `u.${column} as u__${column}`);
  const sessionQuery = `select s.*, ${userColumns.join(', ')}
      from session s join app_user u on u.id = s.user_id
     where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 limit 1`;
  return {
    issue(em, user, remember) {
      const { token, tokenHash } = newToken();
      const now = new Date();
      const session = em.create(Session, {
        id: newId('ses'),
        user,
        tokenHash,
        csrfToken: newToken().token,
        remember,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + (remember ? rememberedSessionMs : sessionOnlyMs)),
        revokedAt: null,
      });
      return { session, token };
    },

    async resolve(token) {
      if (token.length < 20 || token.length > 200) return null;
      const now = new Date();
      // Every signed-in request runs this: one named statement (each connection plans it once)
      // mapped onto the entities costs a fraction of the ORM's populated find.
      const { rows } = await pool.query({ name: 'session-resolve', text: sessionQuery, values: [hashToken(token), now] });
      const row = rows[0] as Record<string, unknown> | undefined;
      if (!row) return null;
      const em = orm.em.fork();
      const userRow: Record<string, unknown> = {};
      const sessionRow: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(row)) {
        if (column.startsWith('u__')) userRow[column.slice(3)] = value;
        else sessionRow[column] = value;
      }
      const user = em.map(User, userRow);
      const session = em.map(Session, sessionRow);
      // Suspension revokes sessions too; this also covers one issued while the suspension was committed.
      if (user.deletedAt || user.suspendedAt) return null;
      if (now.getTime() - session.lastUsedAt.getTime() > touchEveryMs) {
        await em.nativeUpdate(Session, { id: session.id }, { lastUsedAt: now });
      }
      return { user, session };
    },

    async revoke(sessionId) {
      await orm.em.fork().nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
    },

    async revokeAllBut(em, userId, keepId) {
      await em.nativeUpdate(
        Session,
        { user: userId, revokedAt: null, ...(keepId ? { id: { $ne: keepId } } : {}) },
        { revokedAt: new Date() },
      );
    },
  };
}

export { User };
