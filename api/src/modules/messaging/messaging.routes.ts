import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { RateLimiter, RateRule } from '../../plugins/rate-limit/rate-limiter.ts';
import type { AdminMessagesService } from './admin-messages.ts';
import type { ConversationsService } from './conversations.ts';
import type { SocketTickets } from './socket-tickets.ts';

const minute = 60_000;
const byUser = (request: FastifyRequest) => request.auth?.user.id;

export interface MessagingRouteDeps {
  conversations: ConversationsService;
  adminMessages: AdminMessagesService;
  tickets: SocketTickets;
  limiter: RateLimiter;
  /** Messages one person may send per minute (MESSAGE_RATE_LIMIT). */
  messageRateLimit: number;
}

/** Messages per person per minute, over HTTP and the socket alike (one counter). */
export const messageSendRule = (messageRateLimit: number): RateRule => ({
  name: 'message-send',
  max: messageRateLimit,
  windowMs: minute,
  key: byUser,
});

export function messagingRoutes({ conversations, adminMessages, tickets, limiter, messageRateLimit }: MessagingRouteDeps) {
  const sendRules: readonly RateRule[] = [messageSendRule(messageRateLimit)];
  const adminSendRules: readonly RateRule[] = [{ name: 'admin-message-send', max: 120, windowMs: minute, key: byUser }];
  const ticketRules: readonly RateRule[] = [{ name: 'socket-ticket', max: 30, windowMs: minute, key: byUser }];
  return defineHandlers({
    'messaging.listConversations': async (request) => {
      const { cursor, limit } = request.query;
      return conversations.list(requireUser(request), { ...(cursor ? { cursor } : {}), limit: limit ?? 20 });
    },
    'messaging.getConversation': async (request) => {
      return conversations.get(requireUser(request), request.params.bookingId);
    },
    'messaging.listMessages': async (request) => {
      const { cursor, limit } = request.query;
      return conversations.messages(requireUser(request), request.params.bookingId, {
        ...(cursor ? { cursor } : {}),
        limit: limit ?? 50,
      });
    },
    'messaging.sendMessage': async (request, reply) => {
      await limiter.check(request, reply, sendRules);
      const message = await conversations.send(requireUser(request), request.params.bookingId, request.body.text);
      reply.code(201);
      return message;
    },
    'messaging.markRead': async (request) => {
      const { bookingId } = request.params;
      const result = await conversations.markRead(requireUser(request), bookingId, request.body?.messageId);
      return { bookingId, ...result };
    },
    'messaging.getUnreadCount': async (request) => {
      const user = request.auth?.user;
      // Anonymous visitors have no messages (spec §6); administrators have no inbox.
      if (!user || user.role === 'admin') return { count: 0 };
      return { count: await conversations.unreadCount(user.id) };
    },
    'messaging.createSocketTicket': async (request, reply) => {
      await limiter.check(request, reply, ticketRules);
      const auth = request.auth;
      if (!auth) throw new Error('createSocketTicket needs a session');
      reply.code(201);
      return tickets.issue(auth.user.id, auth.session.id);
    },
    'messaging.listMyAdminMessages': async (request) => {
      const { cursor, limit } = request.query;
      return adminMessages.inbox(requireUser(request), { ...(cursor ? { cursor } : {}), limit: limit ?? 20 });
    },
    'messaging.markAdminMessageRead': async (request) => {
      return adminMessages.markRead(requireUser(request), request.params.messageId);
    },
    'messaging.listAdminMessages': async (request) => {
      const { userId, cursor, limit } = request.query;
      return adminMessages.history({ ...(userId ? { userId } : {}), ...(cursor ? { cursor } : {}), limit: limit ?? 20 });
    },
    'messaging.sendAdminMessage': async (request, reply) => {
      await limiter.check(request, reply, adminSendRules);
      const message = await adminMessages.send(requireUser(request), request.body);
      reply.code(201);
      return message;
    },
    'messaging.getAdminMessageStats': async () => {
      return adminMessages.stats();
    },
    'messaging.searchRecipients': async (request) => {
      const { q, role, limit } = request.query;
      return { items: await adminMessages.searchRecipients({ q, ...(role ? { role } : {}), limit: limit ?? 20 }) };
    },
  });
}
