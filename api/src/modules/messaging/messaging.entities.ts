import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * The conversation of one booking, between its client and its cleaner. Its row exists once the
 * booking was confirmed; whether it still takes messages is read from the booking's status.
 */
export const Conversation = defineEntity({
  name: 'Conversation',
  tableName: 'conversation',
  properties: {
    bookingId: p.string().primary(),
    clientId: p.string(),
    cleanerId: p.string(),
    openedAt: p.datetime(),
    lastMessageId: p.string().nullable(),
    lastActivityAt: p.datetime(),
  },
});
export type IConversation = InferEntity<typeof Conversation>;

export const Message = defineEntity({
  name: 'Message',
  tableName: 'message',
  properties: {
    id: p.string().primary(),
    bookingId: p.string(),
    senderId: p.string(),
    recipientId: p.string(),
    text: p.text(),
    sentAt: p.datetime(),
    readAt: p.datetime().nullable(),
  },
});
export type IMessage = InferEntity<typeof Message>;

/** From an administrator to one user. */
export const AdminMessage = defineEntity({
  name: 'AdminMessage',
  tableName: 'admin_message',
  properties: {
    id: p.string().primary(),
    senderId: p.string(),
    recipientId: p.string(),
    subject: p.string().nullable(),
    text: p.text(),
    sentAt: p.datetime(),
    readAt: p.datetime().nullable(),
  },
});
export type IAdminMessage = InferEntity<typeof AdminMessage>;

/** A single-use ticket for one socket; only the SHA-256 of the ticket is stored. */
export const SocketTicket = defineEntity({
  name: 'SocketTicket',
  tableName: 'socket_ticket',
  properties: {
    tokenHash: p.string().primary(),
    userId: p.string(),
    sessionId: p.string(),
    expiresAt: p.datetime(),
  },
});

export const notificationKinds = ['message', 'admin_message', 'booking'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Something to tell a user by email, kept until it was mailed (at once or in a digest). */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  properties: {
    id: p.string().primary(),
    userId: p.string(),
    kind: p.enum(notificationKinds),
    data: p.json<Record<string, unknown>>(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});
export type INotification = InferEntity<typeof Notification>;
