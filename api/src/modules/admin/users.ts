import { type EntityManager, LockMode, type MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query } from '../../db/sql.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { type IUser, User } from '../accounts/accounts.entities.ts';
import type { SessionStore } from '../accounts/index.ts';
import type { VerificationService } from '../verification/index.ts';
import { adminErrors } from './admin.errors.ts';
import { auditLogOf, recordAudit } from './audit-log.ts';
import { activityOf } from './user-activity.ts';

const fail = errorsOf(adminErrors);

type Schemas = components['schemas'];
export type AdminUserDto = Schemas['AdminUser'];
export type UserStatus = AdminUserDto['status'];

export const statusOf = (user: IUser): UserStatus => (user.deletedAt ? 'deleted' : user.suspendedAt ? 'suspended' : 'active');

export const toAdminUser = (user: IUser): AdminUserDto => ({
  id: user.id,
  username: user.username,
  email: user.email,
  name: user.fullName,
  role: user.role ?? null,
  status: statusOf(user),
  language: user.language,
  createdAt: user.createdAt.toISOString(),
  suspendedAt: user.suspendedAt ? user.suspendedAt.toISOString() : null,
  suspensionReason: user.suspensionReason ?? null,
});

export type UserSort = 'name' | '-name' | 'email' | '-email' | 'created' | '-created';

/** What each sort orders by: a lower-cased, accent-free name or email (ids for creation order). */
const sortKeys: Record<string, string> = {
  name: 'lower(unaccent(full_name))',
  email: 'lower(email::text)',
};

export interface UserQuery {
  q?: string;
  sort?: UserSort;
  role?: 'client' | 'cleaner' | 'admin' | 'pending';
  status?: UserStatus;
  cursor?: string;
  limit: number;
}

export interface AdminUsersService {
  list(query: UserQuery): Promise<{ items: AdminUserDto[]; nextCursor: string | null }>;
  get(userId: string): Promise<Schemas['AdminUserDetail']>;
  /** `adminId`: who suspends, the actor of what the suspension does to a cleaner's bookings. */
  suspend(userId: string, reason: string, adminId?: string | null): Promise<AdminUserDto>;
  reactivate(userId: string, adminId?: string | null): Promise<AdminUserDto>;
}

/**
 * What a cleaner's suspension does to their bookings (bookings area), in the suspension's
 * transaction: `queue` first, before the account row is locked (the order a booking's creation
 * takes them in: its slot queue, then the rows it reads and writes), then `suspended` once the
 * account is suspended, for their open bookings to follow the rule.
 */
export interface OnCleanerSuspended {
  queue(tx: EntityManager, cleanerId: string): Promise<void>;
  suspended(tx: EntityManager, cleanerId: string, adminId: string | null): Promise<unknown>;
}

const notFound = () =>
  fail('user_not_found', { detail: { fr: 'Aucun compte n’a cet identifiant.', en: 'No account has this id.' } });
const likePattern = (q: string) => `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users for admins: search, detail, suspension. Suspension lives on the account row (accounts area). */
export function createAdminUsersService(deps: {
  orm: MikroORM;
  sessions: SessionStore;
  verification: VerificationService;
  onCleanerSuspended?: OnCleanerSuspended;
}): AdminUsersService {
  const { orm, sessions, verification, onCleanerSuspended } = deps;
  return {
    async list({ q, role, status, sort = '-created', cursor, limit }) {
      const where: string[] = [];
      const params: unknown[] = [];
      // Each value a parameter; its placeholder names its place in the list.
      const param = (value: unknown) => `$${params.push(value)}`;
      if (q) {
        const pattern = param(likePattern(q));
        where.push(
          `(unaccent(full_name) ilike unaccent(${pattern}) or username::text ilike ${pattern} or email::text ilike ${pattern})`,
        );
      }
      if (role === 'pending') where.push('role is null');
      else if (role) where.push(`role = ${param(role)}`);
      if (status === 'active') where.push('deleted_at is null and suspended_at is null');
      if (status === 'suspended') where.push('deleted_at is null and suspended_at is not null');
      if (status === 'deleted') where.push('deleted_at is not null');
      // Keyset paging: the rows after the cursor's row in the chosen order, ties by id (ids grow with time).
      const descending = sort.startsWith('-');
      const key = sortKeys[sort.replace('-', '')];
      const after = descending ? '<' : '>';
      const way = descending ? 'desc' : 'asc';
      if (cursor) {
        const at = param(cursor);
        where.push(key ? `(${key}, id) ${after} (select ${key}, id from app_user where id = ${at})` : `id ${after} ${at}`);
      }
      const em = orm.em.fork();
      const rows = await query<{ id: string }>(
        em,
        `select id from app_user ${where.length ? `where ${where.join(' and ')}` : ''}
          order by ${key ? `${key} ${way}, ` : ''}id ${way} limit ${param(limit + 1)}`,
        params,
      );
      const ids = rows.slice(0, limit).map((r) => r.id);
      const found = ids.length ? await em.find(User, { id: { $in: ids } }) : [];
      const byId = new Map(found.map((user) => [user.id, user]));
      const users = ids.flatMap((id) => byId.get(id) ?? []);
      return { items: users.map(toAdminUser), nextCursor: rows.length > limit ? (ids.at(-1) ?? null) : null };
    },

    async get(userId) {
      const em = orm.em.fork();
      const user = await em.findOne(User, { id: userId });
      if (!user) throw notFound();
      const [activity] = await query<{ last: Date | null; active: number; as_client: number; as_cleaner: number }>(
        em,
        `select (select max(last_used_at) from session where user_id = $1) as last,
                (select count(*)::int from session where user_id = $2 and revoked_at is null and expires_at > now()) as active,
                (select count(*)::int from booking where client_id = $3) as as_client,
                (select count(*)::int from booking where cleaner_id = $4) as as_cleaner`,
        [userId, userId, userId, userId],
      );
      const last = activity?.last ? new Date(activity.last) : null;
      return {
        user: toAdminUser(user),
        lastActiveAt: last ? last.toISOString() : null,
        activeSessions: activity?.active ?? 0,
        bookingsAsClient: activity?.as_client ?? 0,
        bookingsAsCleaner: activity?.as_cleaner ?? 0,
        verificationStatus: user.role === 'cleaner' ? await verification.statusOf(user.id) : null,
        activity: await activityOf(em, user.id),
        auditLog: await auditLogOf(em, user.id),
      };
    },

    async suspend(userId, reason, adminId = null) {
      return orm.em.fork().transactional(async (em) => {
        const [account] = await query<{ role: string | null }>(em, 'select role from app_user where id = $1', [userId]);
        if (account?.role === 'cleaner') await onCleanerSuspended?.queue(em, userId);
        const user = await em.findOne(User, { id: userId, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!user) throw notFound();
        if (user.role === 'admin') {
          throw fail('admin_not_suspendable', {
            detail: {
              fr: 'Les comptes administrateurs se retirent en ligne de commande, pas par suspension.',
              en: 'Administrator accounts are removed from the command line, not suspended.',
            },
          });
        }
        if (user.suspendedAt) throw fail('user_already_suspended');
        const now = new Date();
        user.suspendedAt = now;
        user.suspensionReason = reason.trim();
        user.updatedAt = now;
        await em.flush();
        await sessions.revokeAllBut(em, user.id, null);
        await recordAudit(em, {
          action: 'user.suspended',
          subjectUserId: user.id,
          actorId: adminId,
          reason: user.suspensionReason,
          at: now,
        });
        // Out of search and off the public profile by the same update (search_cleaner's triggers).
        if (user.role === 'cleaner') await onCleanerSuspended?.suspended(em, user.id, adminId);
        return toAdminUser(user);
      });
    },

    async reactivate(userId, adminId = null) {
      return orm.em.fork().transactional(async (em) => {
        const user = await em.findOne(User, { id: userId, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!user) throw notFound();
        if (!user.suspendedAt) throw fail('user_not_suspended');
        const now = new Date();
        user.suspendedAt = null;
        user.suspensionReason = null;
        user.updatedAt = now;
        await em.flush();
        await recordAudit(em, { action: 'user.reactivated', subjectUserId: user.id, actorId: adminId, at: now });
        return toAdminUser(user);
      });
    },
  };
}
