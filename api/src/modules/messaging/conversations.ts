import { containsPhoneNumber } from '@propre/sdk/rules';
import { query, type SqlScope } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { RealtimeHub } from '../../plugins/realtime/hub.ts';
import type { PresenceStore } from '../../plugins/realtime/presence.ts';
import type { IUser } from '../accounts/accounts.entities.ts';
import { closed, conversationAccess, openStatuses } from './access.ts';
import { type ConversationDto, frame, type MessageDto, type Presence, toMessageDto } from './dto.ts';
import { createMessageInserter, sessionEnded } from './message-inserts.ts';
import { messagingErrors } from './messaging.errors.ts';
import type { Notifications } from './notifications.ts';

const fail = errorsOf(messagingErrors);

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface ConversationsService {
  list(user: Pick<IUser, 'id'>, query: { cursor?: string; limit: number }): Promise<Page<ConversationDto>>;
  get(user: IUser, bookingId: string): Promise<ConversationDto>;
  messages(user: IUser, bookingId: string, query: { cursor?: string; limit: number }): Promise<Page<MessageDto>>;
  /**
   * `sessionId`: the session a socket authenticated with (SEND_MESSAGE); the message is written
   * only while it is live, else `socket_auth_failed`. Over HTTP the gate has just read it.
   */
  send(user: IUser, bookingId: string, text: string, sessionId?: string): Promise<MessageDto>;
  markRead(user: IUser, bookingId: string, upTo?: string): Promise<{ marked: number; readAt: string; unreadCount: number }>;
  /** Unread conversation messages plus unread messages from the administrators. */
  unreadCount(userId: string): Promise<number>;
  /** The people of the user's open conversations (presence goes to them). */
  contactsOf(userId: string): Promise<string[]>;
  /** The other person of an open conversation of the user (for typing); throws otherwise. */
  counterpartFor(user: IUser, bookingId: string): Promise<string>;
  /** Tells both people their conversation list changed (it opened or closed). */
  announce(bookingId: string): Promise<void>;
}

interface ConversationRow {
  booking_id: string;
  client_id: string;
  cleaner_id: string;
  last_activity_at: Date | string;
  status: string;
  starts_at: Date | string;
  service_type: string;
  property_city: string;
  other_id: string;
  other_name: string;
  unread: string;
  m_id: string | null;
  m_sender_id: string | null;
  m_recipient_id: string | null;
  m_text: string | null;
  m_sent_at: Date | string | null;
  m_read_at: Date | string | null;
}

const invalidCursor = () =>
  commonFail('validation_failed', {
    // Not a schema rule (the cursor has the right shape): it must be one this API issued.
    errors: [{ pointer: '/query/cursor', code: 'cursor_invalid', message: { fr: 'Curseur invalide', en: 'Invalid cursor' } }],
  });

function encodeCursor(row: { last_activity_at: Date | string; booking_id: string }): string {
  return Buffer.from(JSON.stringify([new Date(row.last_activity_at).toISOString(), row.booking_id])).toString('base64url');
}

function decodeCursor(cursor: string): [Date, string] {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(at);
    // JavaScript's dates reach ±275,760 years, PostgreSQL's timestamps fewer: a date outside the
    // years a conversation can have been active in is no cursor of ours, and must not reach the database.
    const year = date.getUTCFullYear();
    if (Number.isNaN(year) || year < 2000 || year > 9999) throw invalidCursor();
    if (typeof id !== 'string' || !/^bkg_[0-9a-z]{26}$/.test(id)) throw invalidCursor();
    return [date, id];
  } catch {
    throw invalidCursor();
  }
}

const conversationSelect = `
  select c.booking_id, c.client_id, c.cleaner_id, c.last_activity_at, b.status, b.starts_at, b.service_type, b.property_city,
         o.id as other_id, o.full_name as other_name,
         (select count(*) from message x where x.booking_id = c.booking_id and x.recipient_id = $1 and x.read_at is null) as unread,
         m.id as m_id, m.sender_id as m_sender_id, m.recipient_id as m_recipient_id, m.text as m_text,
         m.sent_at as m_sent_at, m.read_at as m_read_at
    from conversation c
    join booking b on b.id = c.booking_id
    join app_user o on o.id = case when c.client_id = $1 then c.cleaner_id else c.client_id end
    left join message m on m.id = c.last_message_id`;

export function createConversations(deps: {
  db: SqlScope;
  hub: RealtimeHub;
  presence: PresenceStore;
  notifications: Notifications;
  log: { error(object: object, message: string): void };
}): ConversationsService {
  const { db, hub, presence, notifications, log } = deps;

  async function toDtos(rows: ConversationRow[]): Promise<ConversationDto[]> {
    const presences = await presence.of([...new Set(rows.map((r) => r.other_id))]);
    return rows.map((r) => ({
      bookingId: r.booking_id,
      bookingStatus: r.status as ConversationDto['bookingStatus'],
      booking: {
        startsAt: new Date(r.starts_at).toISOString(),
        serviceType: r.service_type as ConversationDto['booking']['serviceType'],
        city: r.property_city,
      },
      open: (openStatuses as readonly string[]).includes(r.status),
      counterpart: {
        id: r.other_id,
        name: r.other_name,
        role: r.other_id === r.client_id ? 'client' : 'cleaner',
        presence: (presences.get(r.other_id) ?? 'offline') as Presence,
      },
      unreadCount: Number(r.unread),
      lastMessage: r.m_id
        ? toMessageDto({
            id: r.m_id,
            bookingId: r.booking_id,
            senderId: r.m_sender_id as string,
            recipientId: r.m_recipient_id as string,
            text: r.m_text as string,
            sentAt: r.m_sent_at as string,
            readAt: r.m_read_at,
          })
        : null,
      lastActivityAt: new Date(r.last_activity_at).toISOString(),
    }));
  }

  async function unreadCount(userId: string): Promise<number> {
    const rows = await query(
      db,
      `select (select count(*) from message where recipient_id = $1 and read_at is null)
            + (select count(*) from admin_message where recipient_id = $1 and read_at is null) as count`,
      [userId],
    );
    return Number(rows[0]?.count ?? 0);
  }

  const writeMessage = createMessageInserter(db);

  /**
   * The hot path: one statement writes the message with the access check, the conversation's
   * last activity, the mail notification and the recipient's unread count (message-inserts.ts),
   * together with the other messages of the moment. When nothing was written, the slow path
   * says why.
   */
  async function insertMessage(
    id: string,
    bookingId: string,
    user: IUser,
    text: string,
    sentAt: Date,
    sessionId: string | null,
    retried = false,
  ): Promise<{ recipientId: string; frequency: string; unread: number }> {
    const data = JSON.stringify({ kind: 'message', messageId: id, bookingId, senderName: user.fullName, excerpt: excerpt(text) });
    const notificationId = newId('ntf');
    const written = await writeMessage({ id, bookingId, senderId: user.id, text, sentAt, notificationId, data, sessionId });
    if (written === sessionEnded) {
      throw fail('socket_auth_failed', { detail: { fr: 'Votre session a pris fin.', en: 'Your session has ended.' } });
    }
    if (written) return written;
    // Not a participant (404), never confirmed (403), ended (403), or confirmed before its
    // conversation row existed: then the access check writes it and the insert runs again.
    const access = await conversationAccess(db, user.id, bookingId);
    if (!access.open) throw closed(access.status);
    if (!retried) return insertMessage(id, bookingId, user, text, sentAt, sessionId, true);
    throw new Error('message insert refused for an open conversation');
  }

  const publishCount = async (userId: string, count?: number) =>
    hub.publish({ users: [userId] }, frame({ type: 'UNREAD_COUNT_UPDATE', count: count ?? (await unreadCount(userId)) }));

  const service: ConversationsService = {
    async list(user, { cursor, limit }) {
      const params: unknown[] = [user.id, limit + 1];
      let after = '';
      if (cursor) {
        const [at, id] = decodeCursor(cursor);
        params.push(at, id);
        after = 'and (c.last_activity_at, c.booking_id) < ($3, $4)';
      }
      const rows = await query<ConversationRow>(
        db,
        `${conversationSelect}
          where (c.client_id = $1 or c.cleaner_id = $1) ${after}
          order by c.last_activity_at desc, c.booking_id desc limit $2`,
        params,
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { items: await toDtos(page), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    async get(user, bookingId) {
      await conversationAccess(db, user.id, bookingId);
      const rows = await query<ConversationRow>(db, `${conversationSelect} where c.booking_id = $2`, [user.id, bookingId]);
      const [dto] = await toDtos(rows);
      return dto as ConversationDto;
    },

    async messages(user, bookingId, { cursor, limit }) {
      await conversationAccess(db, user.id, bookingId);
      const rows = await query<Parameters<typeof toMessageDto>[0]>(
        db,
        `select id, booking_id as "bookingId", sender_id as "senderId", recipient_id as "recipientId", text,
                sent_at as "sentAt", read_at as "readAt"
           from message where booking_id = $1 ${cursor ? 'and id < $3' : ''} order by id desc limit $2`,
        cursor ? [bookingId, limit + 1, cursor] : [bookingId, limit + 1],
      );
      const page = rows.slice(0, limit).map(toMessageDto);
      return { items: page, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
    },

    async send(user, bookingId, rawText, sessionId) {
      const text = rawText.trim();
      if (text.length === 0) {
        throw commonFail('validation_failed', {
          errors: [
            { pointer: '/body/text', code: 'minLength', message: { fr: 'Ce champ est requis', en: 'This field is required' } },
          ],
        });
      }
      if (containsPhoneNumber(text)) {
        // Who may not write here hears that first; the others, that the text is refused.
        const access = await conversationAccess(db, user.id, bookingId);
        if (!access.open) throw closed(access.status);
        throw fail('message_contains_phone_number', {
          detail: {
            fr: 'Votre message contient un numéro de téléphone. Pour votre sécurité, gardez vos échanges sur Propre.',
            en: 'Your message contains a phone number. For your safety, keep your conversations on Propre.',
          },
        });
      }
      const id = newId('msg');
      const sentAt = new Date();
      const inserted = await insertMessage(id, bookingId, user, text, sentAt, sessionId ?? null);
      const message = { id, bookingId, senderId: user.id, recipientId: inserted.recipientId, text, sentAt, readAt: null };
      const dto = toMessageDto(message);
      await hub.publish(
        { users: [user.id, message.recipientId] },
        frame({ type: 'NEW_MESSAGE', bookingUuid: bookingId, uuidId: message.id, message: dto }),
      );
      // The response need not wait for the rest: the count and the mail follow.
      void Promise.all([
        publishCount(message.recipientId, inserted.unread),
        notifications.schedule(message.recipientId, inserted.frequency),
      ]).catch((error: unknown) => log.error({ err: error }, 'message side effects failed'));
      return dto;
    },

    async markRead(user, bookingId, upTo) {
      await conversationAccess(db, user.id, bookingId);
      if (upTo) {
        const rows = await query(db, 'select 1 from message where id = $1 and booking_id = $2', [upTo, bookingId]);
        if (rows.length === 0) {
          throw fail('message_not_found', {
            detail: { fr: 'Ce message n’est pas dans cette conversation.', en: 'This message is not in this conversation.' },
          });
        }
      }
      const readAt = new Date();
      const rows = await query(
        db,
        `update message set read_at = $3
          where booking_id = $1 and recipient_id = $2 and read_at is null ${upTo ? 'and id <= $4' : ''}
          returning id, sender_id`,
        upTo ? [bookingId, user.id, readAt, upTo] : [bookingId, user.id, readAt],
      );
      const unread = await unreadCount(user.id);
      if (rows.length > 0) {
        const lastId = (rows as Array<{ id: string; sender_id: string }>)
          .map((r) => r.id)
          .sort()
          .at(-1) as string;
        const senders = [...new Set((rows as Array<{ sender_id: string }>).map((r) => r.sender_id))];
        await hub.publish(
          { users: [...senders, user.id] },
          frame({
            type: 'READ_RECEIPT',
            bookingUuid: bookingId,
            messageId: lastId,
            readAt: readAt.toISOString(),
            readBy: user.id,
          }),
        );
        await publishCount(user.id, unread);
      }
      return { marked: rows.length, readAt: readAt.toISOString(), unreadCount: unread };
    },

    unreadCount,

    async contactsOf(userId) {
      const rows = await query(
        db,
        `select case when c.client_id = $1 then c.cleaner_id else c.client_id end as other
           from conversation c join booking b on b.id = c.booking_id
          where (c.client_id = $1 or c.cleaner_id = $1) and b.status = any($2)`,
        [userId, openStatuses],
      );
      return [...new Set((rows as Array<{ other: string }>).map((r) => r.other))];
    },

    async counterpartFor(user, bookingId) {
      const access = await conversationAccess(db, user.id, bookingId);
      if (!access.open) throw closed(access.status);
      return access.counterpartId;
    },

    async announce(bookingId) {
      const rows = await query(db, 'select client_id, cleaner_id from conversation where booking_id = $1', [bookingId]);
      const row = rows[0] as { client_id: string; cleaner_id: string } | undefined;
      if (!row) return;
      for (const userId of [row.client_id, row.cleaner_id]) {
        const { items } = await service.list({ id: userId }, { limit: 50 });
        await hub.publish({ users: [userId] }, frame({ type: 'CONVERSATIONS_UPDATE', conversations: items }));
      }
    },
  };
  return service;
}

/** The start of a text, for a mail. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
