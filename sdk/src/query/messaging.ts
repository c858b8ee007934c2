// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import {
  messagingCreateSocketTicket,
  messagingMarkAdminMessageRead,
  messagingMarkRead,
  messagingSendAdminMessage,
  messagingSendMessage,
} from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/conversations`: My conversations. */
export function listConversations(
  client: PropreClient,
  query?: Query<'messaging.listConversations'>,
): QueryOptions<'/api/conversations'> {
  return queryFor(client, '/api/conversations', { query });
}

/** `GET /api/conversations/{bookingId}`: One conversation. */
export function getConversation(
  client: PropreClient,
  bookingId: PathParam<'messaging.getConversation', 'bookingId'>,
): QueryOptions<'/api/conversations/{bookingId}'> {
  return queryFor(client, '/api/conversations/{bookingId}', { path: { bookingId } });
}

/** `GET /api/conversations/{bookingId}/messages`: Messages of a conversation. */
export function listMessages(
  client: PropreClient,
  bookingId: PathParam<'messaging.listMessages', 'bookingId'>,
  query?: Query<'messaging.listMessages'>,
): QueryOptions<'/api/conversations/{bookingId}/messages'> {
  return queryFor(client, '/api/conversations/{bookingId}/messages', { path: { bookingId }, query });
}

/** `POST /api/conversations/{bookingId}/messages`: Send a message. */
export function sendMessage(client: PropreClient): MutationOptions<'post', '/api/conversations/{bookingId}/messages'> {
  return mutationFor(client, 'post', '/api/conversations/{bookingId}/messages', messagingSendMessage);
}

/** `POST /api/conversations/{bookingId}/read`: Mark messages read. */
export function markRead(client: PropreClient): MutationOptions<'post', '/api/conversations/{bookingId}/read'> {
  return mutationFor(client, 'post', '/api/conversations/{bookingId}/read', messagingMarkRead);
}

/** `GET /api/messages/unread`: Unread message count. */
export function getUnreadCount(client: PropreClient): QueryOptions<'/api/messages/unread'> {
  return queryFor(client, '/api/messages/unread');
}

/** `GET /api/messages/admin`: Messages from the administrators. */
export function listMyAdminMessages(
  client: PropreClient,
  query?: Query<'messaging.listMyAdminMessages'>,
): QueryOptions<'/api/messages/admin'> {
  return queryFor(client, '/api/messages/admin', { query });
}

/** `POST /api/messages/admin/{messageId}/read`: Mark a message from the administrators read. */
export function markAdminMessageRead(client: PropreClient): MutationOptions<'post', '/api/messages/admin/{messageId}/read'> {
  return mutationFor(client, 'post', '/api/messages/admin/{messageId}/read', messagingMarkAdminMessageRead);
}

/** `POST /api/auth/socket-ticket`: A ticket for the messaging socket. */
export function createSocketTicket(client: PropreClient): MutationOptions<'post', '/api/auth/socket-ticket'> {
  return mutationFor(client, 'post', '/api/auth/socket-ticket', messagingCreateSocketTicket);
}

/** `GET /api/admin/messages`: Messages sent by the administrators. */
export function listAdminMessages(
  client: PropreClient,
  query?: Query<'messaging.listAdminMessages'>,
): QueryOptions<'/api/admin/messages'> {
  return queryFor(client, '/api/admin/messages', { query });
}

/** `POST /api/admin/messages`: Message a user. */
export function sendAdminMessage(client: PropreClient): MutationOptions<'post', '/api/admin/messages'> {
  return mutationFor(client, 'post', '/api/admin/messages', messagingSendAdminMessage);
}

/** `GET /api/admin/messages/stats`: Messaging statistics. */
export function getAdminMessageStats(client: PropreClient): QueryOptions<'/api/admin/messages/stats'> {
  return queryFor(client, '/api/admin/messages/stats');
}

/** `GET /api/admin/messages/recipients`: Search users to message. */
export function searchRecipients(
  client: PropreClient,
  query: Query<'messaging.searchRecipients'>,
): QueryOptions<'/api/admin/messages/recipients'> {
  return queryFor(client, '/api/admin/messages/recipients', { query });
}
