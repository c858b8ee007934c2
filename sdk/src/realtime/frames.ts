/**
 * Frames of the `/ws/messages` socket: JSON objects `{ type, timestamp, ... }`, timestamps in
 * ISO 8601. Every type here comes from the contract's generated types (the `Socket…Frame`
 * schemas, which `openapi/asyncapi.yaml` references), so the SDK cannot drift from the server.
 */
import type { components } from '@propre/openapi/types';

type Schemas = components['schemas'];

/** A message of a conversation, as NEW_MESSAGE carries it. */
export type MessagePayload = Schemas['Message'];
/** A conversation as CONVERSATIONS_UPDATE lists it. */
export type ConversationSummary = Schemas['Conversation'];

// Sent by the client.
/** First frame after the socket opens: authenticates it (the token never goes in the URL). */
export type AuthFrame = Schemas['SocketAuthFrame'];
export type PingFrame = Schemas['SocketPingFrame'];
export type UserTypingFrame = Schemas['SocketUserTypingFrame'];
export type ReadReceiptRequestFrame = Schemas['SocketReadReceiptRequestFrame'];
export type RequestUnreadCountFrame = Schemas['SocketRequestUnreadCountFrame'];
export type RequestConversationsFrame = Schemas['SocketRequestConversationsFrame'];
export type RequestAdminMessagesFrame = Schemas['SocketRequestAdminMessagesFrame'];
export type SetPresenceFrame = Schemas['SocketSetPresenceFrame'];
/** Sends a message on the socket (same rules as the HTTP send); answered by MESSAGE_SENT or ERROR with its clientMessageId. */
export type SendMessageFrame = Schemas['SocketSendMessageFrame'];
export type ClientFrame = Schemas['SocketClientFrame'];

// Sent by the server.
export type AuthenticatedFrame = Schemas['SocketAuthenticatedFrame'];
export type NewMessageFrame = Schemas['SocketNewMessageFrame'];
/** The answer to this socket's SEND_MESSAGE, once the message is stored. */
export type MessageSentFrame = Schemas['SocketMessageSentFrame'];
export type ReadReceiptFrame = Schemas['SocketReadReceiptFrame'];
export type UnreadCountUpdateFrame = Schemas['SocketUnreadCountUpdateFrame'];
export type ConversationsUpdateFrame = Schemas['SocketConversationsUpdateFrame'];
export type AdminMessageSentFrame = Schemas['SocketAdminMessageSentFrame'];
export type AdminMessageReadFrame = Schemas['SocketAdminMessageReadFrame'];
export type AdminUnreadCountUpdateFrame = Schemas['SocketAdminUnreadCountUpdateFrame'];
export type AdminMessagesUpdateFrame = Schemas['SocketAdminMessagesUpdateFrame'];
export type UserTypingUpdateFrame = Schemas['SocketUserTypingUpdateFrame'];
export type PresenceUpdateFrame = Schemas['SocketPresenceUpdateFrame'];
export type PongFrame = Schemas['SocketPongFrame'];
/** One of the user's bookings changed status (or was postponed): fetch it again. */
export type BookingUpdateFrame = Schemas['SocketBookingUpdateFrame'];
/** The server refused a frame or the authentication; `code` is from docs/errors.md. */
export type ErrorFrame = Schemas['SocketErrorFrame'];
export type ServerFrame = Schemas['SocketServerFrame'];

export type ServerFrameType = ServerFrame['type'];
export type ClientFrameType = ClientFrame['type'];

/** The server frame of a given type. */
export type ServerFrameOf<Type extends ServerFrameType> = Extract<ServerFrame, { type: Type }>;

/** What `send` takes: a client frame but AUTH (sent on open), without its timestamp, which the client adds. */
export type OutgoingFrame =
  Exclude<ClientFrame, { type: 'AUTH' }> extends infer F ? (F extends ClientFrame ? Omit<F, 'timestamp'> : never) : never;
