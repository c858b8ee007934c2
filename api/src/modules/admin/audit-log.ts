import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';

type AuditEntry = components['schemas']['AdminAuditEntry'];
export type AuditAction = AuditEntry['action'];

/** Writes one line in the caller's transaction: the action and its record commit or roll back together. */
export async function recordAudit(
  tx: EntityManager,
  entry: { action: AuditAction; subjectUserId: string; actorId: string | null; reason?: string | null; at: Date },
): Promise<void> {
  await query(
    tx,
    'insert into admin_audit (id, action, subject_user_id, actor_id, reason, created_at) values ($1, $2, $3, $4, $5, $6)',
    [newId('aud', entry.at.getTime()), entry.action, entry.subjectUserId, entry.actorId, entry.reason ?? null, entry.at],
  );
}

/** An account's log, newest first, with each actor's name. */
export async function auditLogOf(em: EntityManager, userId: string, limit = 50): Promise<AuditEntry[]> {
  const rows = await query<{
    id: string;
    action: AuditAction;
    actor_id: string | null;
    actor_name: string | null;
    reason: string | null;
    created_at: Date;
  }>(
    em,
    `select a.id, a.action, a.actor_id, u.full_name as actor_name, a.reason, a.created_at
       from admin_audit a left join app_user u on u.id = a.actor_id
      where a.subject_user_id = $1 order by a.id desc limit $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorId: row.actor_id,
    actorName: row.actor_name,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
