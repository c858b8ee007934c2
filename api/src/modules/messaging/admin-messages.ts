import { query, type SqlScope, transaction } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { RealtimeHub } from '../../plugins/realtime/hub.ts';
import type { IUser } from '../accounts/accounts.entities.ts';
import { openStatuses } from './access.ts';
import type { Page } from './conversations.ts';
import { excerpt } from './conversations.ts';
import { type AdminMessageDto, frame, toAdminMessageDto } from './dto.ts';
import { messagingErrors } from './messaging.errors.ts';
import type { Notifications } from './notifications.ts';

const fail = errorsOf(messagingErrors);

export interface AdminMessagesService {
  send(admin: IUser, input: { userId: string; subject?: string; text: string }): Promise<AdminMessageDto>;
  /** History: every administrator message (one recipient's with `userId`), newest first. */
  history(query: { userId?: string; cursor?: string; limit: number }): Promise<Page<AdminMessageDto> & { unreadCount: number }>;
  /** A user's own messages from the administrators. */
  inbox(user: IUser, query: { cursor?: string; limit: number }): Promise<Page<AdminMessageDto> & { unreadCount: number }>;
  markRead(user: IUser, messageId: string): Promise<AdminMessageDto>;
  unreadCount(userId: string): Promise<number>;
  stats(): Promise<AdminStats>;
  searchRecipients(query: { q: string; role?: 'client' | 'cleaner'; limit: number }): Promise<RecipientDto[]>;
}

export interface AdminStats {
  adminMessages: { sent: number; read: number; unread: number; sentLast7Days: number; recipients: number };
  conversations: { total: number; open: number };
  messages: { total: number; last7Days: number; unread: number };
}

export interface RecipientDto {
  id: string;
  name: string;
  email: string;
  role: 'client' | 'cleaner' | 'admin' | null;
}

interface Row {
  id: string;
  senderId: string;
  recipientId: string;
  recipientName: string;
  recipientRole: 'client' | 'cleaner' | 'admin' | null;
  subject: string | null;
  text: string;
  sentAt: Date | string;
  readAt: Date | string | null;
}

const select = `select a.id, a.sender_id as "senderId", a.recipient_id as "recipientId", u.full_name as "recipientName",
                       u.role as "recipientRole", a.subject, a.text, a.sent_at as "sentAt", a.read_at as "readAt"
                  from admin_message a join app_user u on u.id = a.recipient_id`;

const toDto = (r: Row) => toAdminMessageDto(r, { id: r.recipientId, name: r.recipientName, role: r.recipientRole });

export function createAdminMessages(deps: {
  db: SqlScope;
  hub: RealtimeHub;
  notifications: Notifications;
}): AdminMessagesService {
  const { db, hub, notifications } = deps;

  async function page(where: string[], params: unknown[], cursor: string | undefined, limit: number) {
    if (cursor) {
      params.push(cursor);
      where.push(`a.id < $${params.length}`);
    }
    params.push(limit + 1);
    const rows = await query<Row>(
      db,
      `${select} ${where.length ? `where ${where.join(' and ')}` : ''} order by a.id desc limit $${params.length}`,
      params,
    );
    const items = rows.slice(0, limit).map(toDto);
    return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
  }

  const count = async (sql: string, params: unknown[] = []) => Number((await query(db, sql, params))[0]?.count ?? 0);
  const unreadCount = (userId: string) =>
    count('select count(*) from admin_message where recipient_id = $1 and read_at is null', [userId]);
  const totalUnread = (userId: string) =>
    count(
      `select (select count(*) from message where recipient_id = $1 and read_at is null)
            + (select count(*) from admin_message where recipient_id = $1 and read_at is null) as count`,
      [userId],
    );

  async function publishCounts(userId: string) {
    const [admin, total] = await Promise.all([unreadCount(userId), totalUnread(userId)]);
    await hub.publish({ users: [userId] }, frame({ type: 'ADMIN_UNREAD_COUNT_UPDATE', count: admin }));
    await hub.publish({ users: [userId] }, frame({ type: 'UNREAD_COUNT_UPDATE', count: total }));
  }

  return {
    async send(admin, { userId, subject, text }) {
      const body = text.trim();
      if (body.length === 0) {
        // The spec's "invalid message": the text is required.
        throw commonFail('validation_failed', {
          errors: [
            { pointer: '/body/text', code: 'minLength', message: { fr: 'Ce champ est requis', en: 'This field is required' } },
          ],
        });
      }
      const users = await query(
        db,
        'select id, full_name, role, email_frequency from app_user where id = $1 and deleted_at is null and role is distinct from $2',
        [userId, 'admin'],
      );
      const recipient = users[0] as
        | { id: string; full_name: string; role: RecipientDto['role']; email_frequency: string }
        | undefined;
      if (!recipient) {
        throw fail('message_recipient_not_found', {
          detail: { fr: 'Aucun utilisateur n’a cet identifiant.', en: 'No user has this id.' },
        });
      }
      const id = newId('amsg');
      const sentAt = new Date();
      const cleanSubject = subject?.trim() || null;
      await transaction(db, async (tx) => {
        await query(
          tx,
          'insert into admin_message (id, sender_id, recipient_id, subject, text, sent_at, read_at) values ($1, $2, $3, $4, $5, $6, null)',
          [id, admin.id, userId, cleanSubject, body, sentAt],
        );
        await notifications.record(tx, userId, 'admin_message', {
          kind: 'admin_message',
          messageId: id,
          subject: cleanSubject,
          excerpt: excerpt(body),
        });
      });
      const dto = toAdminMessageDto(
        { id, senderId: admin.id, subject: cleanSubject, text: body, sentAt, readAt: null },
        { id: recipient.id, name: recipient.full_name, role: recipient.role },
      );
      await hub.publish({ users: [userId], roles: ['admin'] }, frame({ type: 'ADMIN_MESSAGE_SENT', uuidId: id, message: dto }));
      await publishCounts(userId);
      await notifications.schedule(userId, recipient.email_frequency);
      return dto;
    },

    async history({ userId, cursor, limit }) {
      const result = await page(userId ? ['a.recipient_id = $1'] : [], userId ? [userId] : [], cursor, limit);
      const unread = await count(
        `select count(*) from admin_message where read_at is null ${userId ? 'and recipient_id = $1' : ''}`,
        userId ? [userId] : [],
      );
      return { ...result, unreadCount: unread };
    },

    async inbox(user, { cursor, limit }) {
      const result = await page(['a.recipient_id = $1'], [user.id], cursor, limit);
      return { ...result, unreadCount: await unreadCount(user.id) };
    },

    async markRead(user, messageId) {
      const readAt = new Date();
      const updated = await query(
        db,
        'update admin_message set read_at = $3 where id = $1 and recipient_id = $2 and read_at is null returning id',
        [messageId, user.id, readAt],
      );
      const rows = await query(db, `${select} where a.id = $1 and a.recipient_id = $2`, [messageId, user.id]);
      const row = rows[0] as Row | undefined;
      if (!row) {
        throw fail('admin_message_not_found', {
          detail: {
            fr: 'Aucun message de l’équipe ne vous a été envoyé avec cet identifiant.',
            en: 'No message from the team to you has this id.',
          },
        });
      }
      if (updated.length > 0) {
        await hub.publish(
          { users: [user.id], roles: ['admin'] },
          frame({ type: 'ADMIN_MESSAGE_READ', messageId, readAt: readAt.toISOString(), readBy: user.id }),
        );
        await publishCounts(user.id);
      }
      return toDto(row);
    },

    unreadCount,

    async stats() {
      const rows = await query(
        db,
        `select
           (select count(*) from admin_message) as sent,
           (select count(*) from admin_message where read_at is not null) as read,
           (select count(*) from admin_message where sent_at > now() - interval '7 days') as sent7,
           (select count(distinct recipient_id) from admin_message) as recipients,
           (select count(*) from conversation) as conversations,
           (select count(*) from conversation c join booking b on b.id = c.booking_id where b.status = any($1)) as open,
           (select count(*) from message) as messages,
           (select count(*) from message where sent_at > now() - interval '7 days') as messages7,
           (select count(*) from message where read_at is null) as unread`,
        [openStatuses],
      );
      const r = rows[0] as Record<string, string>;
      const n = (key: string) => Number(r[key] ?? 0);
      return {
        adminMessages: {
          sent: n('sent'),
          read: n('read'),
          unread: n('sent') - n('read'),
          sentLast7Days: n('sent7'),
          recipients: n('recipients'),
        },
        conversations: { total: n('conversations'), open: n('open') },
        messages: { total: n('messages'), last7Days: n('messages7'), unread: n('unread') },
      };
    },

    async searchRecipients({ q, role, limit }) {
      // Escapes LIKE's wildcards so a search for "50%" means the characters.
      const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return query<RecipientDto>(
        db,
        `select id, full_name as name, email, role from app_user
          where deleted_at is null and role is distinct from 'admin' ${role ? 'and role = $3' : ''}
            and (full_name ilike $1 or username ilike $1 or email ilike $1)
          order by full_name, id limit $2`,
        role ? [pattern, limit, role] : [pattern, limit],
      );
    },
  };
}
