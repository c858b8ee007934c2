/**
 * Frames of the `/ws/messages` socket: JSON objects `{ type, timestamp, ...}`, timestamps in
 * ISO 8601. Written by hand from the product spec until the AsyncAPI document
 * (openapi/asyncapi.yaml) exists; then this file is generated from it, so keep every frame here.
 */

/** Identifiers are strings (`bkg_…`, `msg_…`, `usr_…`). */
export interface MessagePayload {
  id: string;
  bookingId: string;
  senderId: string;
  text: string;
  sentAt: string;
  readAt: string | null;
}

export interface AdminMessagePayload {
  id: string;
  recipientId: string;
  subject: string | null;
  text: string;
  sentAt: string;
  readAt: string | null;
}

export interface ConversationSummary {
  bookingId: string;
  unreadCount: number;
  lastMessage: MessagePayload | null;
}

interface Frame<Type extends string> {
  type: Type;
  timestamp: string;
}

// Sent by the client.

/** First frame after the socket opens: authenticates it (the token never goes in the URL). */
export interface AuthFrame extends Frame<'AUTH'> {
  token: string;
}
export type PingFrame = Frame<'PING'>;
export interface UserTypingFrame extends Frame<'USER_TYPING'> {
  recipientId: string;
  bookingId: string;
  isTyping: boolean;
}
export interface ReadReceiptRequestFrame extends Frame<'READ_RECEIPT'> {
  bookingId: string;
  messageId: string;
}
export type RequestUnreadCountFrame = Frame<'REQUEST_UNREAD_COUNT'>;
export type RequestConversationsFrame = Frame<'REQUEST_CONVERSATIONS'>;
export type RequestAdminMessagesFrame = Frame<'REQUEST_ADMIN_MESSAGES'>;

export type ClientFrame =
  | AuthFrame
  | PingFrame
  | UserTypingFrame
  | ReadReceiptRequestFrame
  | RequestUnreadCountFrame
  | RequestConversationsFrame
  | RequestAdminMessagesFrame;

// Sent by the server.

export interface NewMessageFrame extends Frame<'NEW_MESSAGE'> {
  message: MessagePayload;
}
export interface ReadReceiptFrame extends Frame<'READ_RECEIPT'> {
  bookingId: string;
  messageId: string;
  readAt: string;
  readBy: string;
}
export interface UnreadCountUpdateFrame extends Frame<'UNREAD_COUNT_UPDATE'> {
  count: number;
}
export interface ConversationsUpdateFrame extends Frame<'CONVERSATIONS_UPDATE'> {
  conversations: ConversationSummary[];
}
export interface AdminMessageSentFrame extends Frame<'ADMIN_MESSAGE_SENT'> {
  message: AdminMessagePayload;
}
export interface AdminMessageReadFrame extends Frame<'ADMIN_MESSAGE_READ'> {
  messageId: string;
  readAt: string;
}
export interface AdminUnreadCountUpdateFrame extends Frame<'ADMIN_UNREAD_COUNT_UPDATE'> {
  count: number;
}
export type PongFrame = Frame<'PONG'>;
/** The server refused a frame or the authentication; `code` is from docs/errors.md. */
export interface ErrorFrame extends Frame<'ERROR'> {
  code: string;
  message?: string;
}

export type ServerFrame =
  | NewMessageFrame
  | ReadReceiptFrame
  | UnreadCountUpdateFrame
  | ConversationsUpdateFrame
  | AdminMessageSentFrame
  | AdminMessageReadFrame
  | AdminUnreadCountUpdateFrame
  | PongFrame
  | ErrorFrame;

export type ServerFrameType = ServerFrame['type'];
export type ClientFrameType = ClientFrame['type'];

/** The server frame of a given type. */
export type ServerFrameOf<Type extends ServerFrameType> = Extract<ServerFrame, { type: Type }>;

/** What `send` takes: a client frame but AUTH (sent on open), without its timestamp, which the client adds. */
export type OutgoingFrame =
  Exclude<ClientFrame, AuthFrame> extends infer F ? (F extends ClientFrame ? Omit<F, 'timestamp'> : never) : never;
