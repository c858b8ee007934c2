import { type EntityManager, type EntityMetadata, type MikroORM, ReferenceKind } from '@mikro-orm/postgresql';
import { query, queryOne } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { type ISession, type IUser, Session, User } from './accounts.entities.ts';

export const rememberedSessionMs = 30 * 24 * 3_600_000;
export const sessionOnlyMs = 12 * 3_600_000;
// Touching last_used_at on every request would turn reads into writes; a coarse stamp suffices.
const touchEveryMs = 5 * 60_000;

export interface IssuedSession {
  session: ISession;
  token: string;
}

/**
 * The signed-in user as the session query read it, for every authenticated request: a detached
 * snapshot that no EntityManager manages. Load the user by id to change it.
 */
export type SessionUser = IUser;
/** The session a request came with, detached like its user. */
export type SessionRecord = Omit<ISession, 'user'> & { userId: string };

export interface SessionStore {
  issue(em: EntityManager, user: IUser, remember: boolean): IssuedSession;
  resolve(token: string): Promise<{ user: SessionUser; session: SessionRecord } | null>;
  revoke(sessionId: string): Promise<void>;
  /** Revokes every live session of the user except `keepId`. */
  revokeAllBut(em: EntityManager, userId: string, keepId: string | null): Promise<void>;
}

/**
 * Scalar properties of an entity read as plain columns: `alias.column as "prefix.property"`, and
 * which of them are dates (the pool hands timestamps back as text, the ORM's type parsers).
 */
function plainColumns(meta: EntityMetadata, alias: string, prefix: string) {
  const props = meta.props.filter((prop) => prop.kind === ReferenceKind.SCALAR && prop.fieldNames?.length === 1);
  const relations = meta.props.filter((prop) => prop.kind === ReferenceKind.MANY_TO_ONE && prop.fieldNames?.length === 1);
  return {
    sql: [
      ...props.map((prop) => `${alias}.${prop.fieldNames[0]} as "${prefix}.${prop.name}"`),
      ...relations.map((prop) => `${alias}.${prop.fieldNames[0]} as "${prefix}.${prop.name}Id"`),
    ],
    dates: new Set(
      props.filter((prop) => (prop.customType?.runtimeType ?? prop.runtimeType) === 'Date').map((prop) => prop.name),
    ),
  };
}

function readPlain(row: Record<string, unknown>, prefix: string, dates: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const start = prefix.length + 1;
  for (const key in row) {
    if (!key.startsWith(prefix) || key[prefix.length] !== '.') continue;
    const name = key.slice(start);
    const value = row[key];
    out[name] = dates.has(name) && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

export function createSessionStore(orm: MikroORM): SessionStore {
  const userColumns = plainColumns(orm.getMetadata().get(User), 'u', 'u');
  const sessionColumns = plainColumns(orm.getMetadata().get(Session), 's', 's');
  const sessionQuery = `select ${[...sessionColumns.sql, ...userColumns.sql].join(', ')}
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
      // Every signed-in request runs this: one statement, read into plain objects. Entities would cost more than the query: MikroORM gives each
      // instance accessors of its own, hence hidden classes of its own, which V8 keeps in the
      // old generation, so every request left garbage that only a full collection reclaims.
      const row = await queryOne(orm.em, sessionQuery, [hashToken(token), now]);
      if (!row) return null;
      const user = readPlain(row, 'u', userColumns.dates) as SessionUser;
      const session = readPlain(row, 's', sessionColumns.dates) as SessionRecord;
      // Suspension revokes sessions too; this also covers one issued while the suspension was committed.
      if (user.deletedAt || user.suspendedAt) return null;
      if (now.getTime() - session.lastUsedAt.getTime() > touchEveryMs) {
        await query(orm.em, 'update session set last_used_at = $2 where id = $1', [session.id, now]);
        session.lastUsedAt = now;
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
