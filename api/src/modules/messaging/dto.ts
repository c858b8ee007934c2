import type { components } from '@propre/openapi/types';

export type MessageDto = components['schemas']['Message'];
export type ConversationDto = components['schemas']['Conversation'];
export type AdminMessageDto = components['schemas']['AdminMessage'];
export type ServerFrame = components['schemas']['SocketServerFrame'];
export type ClientFrame = components['schemas']['SocketClientFrame'];
export type Presence = components['schemas']['Presence'];

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A message row (ORM entity or raw SQL row, snake or camel case) as the API answers it. */
export function toMessageDto(row: {
  id: string;
  bookingId: string;
  senderId: string;
  recipientId: string;
  text: string;
  sentAt: Date | string;
  readAt: Date | string | null;
}): MessageDto {
  return {
    id: row.id,
    bookingId: row.bookingId,
    senderId: row.senderId,
    recipientId: row.recipientId,
    text: row.text,
    sentAt: iso(row.sentAt) as string,
    readAt: iso(row.readAt),
  };
}

export function toAdminMessageDto(
  row: {
    id: string;
    senderId: string;
    subject: string | null;
    text: string;
    sentAt: Date | string;
    readAt: Date | string | null;
  },
  recipient: { id: string; name: string; role: 'client' | 'cleaner' | 'admin' | null },
): AdminMessageDto {
  return {
    id: row.id,
    senderId: row.senderId,
    recipient,
    subject: row.subject,
    text: row.text,
    sentAt: iso(row.sentAt) as string,
    readAt: iso(row.readAt),
  };
}

/** A server frame without its timestamp (distributed over the union, so each type keeps its fields). */
export type FrameBody = ServerFrame extends infer F ? (F extends ServerFrame ? Omit<F, 'timestamp'> : never) : never;

/** Builds a server frame with its timestamp. */
export function frame(body: FrameBody): ServerFrame {
  return { ...body, timestamp: new Date().toISOString() } as ServerFrame;
}
