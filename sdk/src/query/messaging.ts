// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, type Query, queryFor } from './operations.ts';

/** `GET /api/conversations`: My conversations. */
export function listConversations(client: PropreClient, query?: Query<'messaging.listConversations'>) {
  return queryFor(client, '/api/conversations', { query });
}

/** `GET /api/conversations/{bookingId}`: One conversation. */
export function getConversation(client: PropreClient, bookingId: PathParam<'messaging.getConversation', 'bookingId'>) {
  return queryFor(client, '/api/conversations/{bookingId}', { path: { bookingId } });
}

/** `GET /api/conversations/{bookingId}/messages`: Messages of a conversation. */
export function listMessages(
  client: PropreClient,
  bookingId: PathParam<'messaging.listMessages', 'bookingId'>,
  query?: Query<'messaging.listMessages'>,
) {
  return queryFor(client, '/api/conversations/{bookingId}/messages', { path: { bookingId }, query });
}

/** `POST /api/conversations/{bookingId}/messages`: Send a message. */
export function sendMessage(client: PropreClient, bookingId: PathParam<'messaging.sendMessage', 'bookingId'>) {
  return mutationFor(client, 'post', '/api/conversations/{bookingId}/messages', 'messaging.sendMessage', { path: { bookingId } });
}

/** `POST /api/conversations/{bookingId}/read`: Mark messages read. */
export function markRead(client: PropreClient, bookingId: PathParam<'messaging.markRead', 'bookingId'>) {
  return mutationFor(client, 'post', '/api/conversations/{bookingId}/read', 'messaging.markRead', { path: { bookingId } });
}

/** `GET /api/messages/unread`: Unread message count. */
export function getUnreadCount(client: PropreClient) {
  return queryFor(client, '/api/messages/unread');
}

/** `GET /api/messages/admin`: Messages from the administrators. */
export function listMyAdminMessages(client: PropreClient, query?: Query<'messaging.listMyAdminMessages'>) {
  return queryFor(client, '/api/messages/admin', { query });
}

/** `POST /api/messages/admin/{messageId}/read`: Mark a message from the administrators read. */
export function markAdminMessageRead(client: PropreClient, messageId: PathParam<'messaging.markAdminMessageRead', 'messageId'>) {
  return mutationFor(client, 'post', '/api/messages/admin/{messageId}/read', 'messaging.markAdminMessageRead', {
    path: { messageId },
  });
}

/** `POST /api/auth/socket-ticket`: A ticket for the messaging socket. */
export function createSocketTicket(client: PropreClient) {
  return mutationFor(client, 'post', '/api/auth/socket-ticket', 'messaging.createSocketTicket');
}

/** `GET /api/admin/messages`: Messages sent by the administrators. */
export function listAdminMessages(client: PropreClient, query?: Query<'messaging.listAdminMessages'>) {
  return queryFor(client, '/api/admin/messages', { query });
}

/** `POST /api/admin/messages`: Message a user. */
export function sendAdminMessage(client: PropreClient) {
  return mutationFor(client, 'post', '/api/admin/messages', 'messaging.sendAdminMessage');
}

/** `GET /api/admin/messages/stats`: Messaging statistics. */
export function getAdminMessageStats(client: PropreClient) {
  return queryFor(client, '/api/admin/messages/stats');
}

/** `GET /api/admin/messages/recipients`: Search users to message. */
export function searchRecipients(client: PropreClient, query: Query<'messaging.searchRecipients'>) {
  return queryFor(client, '/api/admin/messages/recipients', { query });
}
