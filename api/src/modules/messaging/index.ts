import websocket from '@fastify/websocket';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Mailer } from '../../adapters/mail/mail.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { messageSendRule, messagingRoutes } from './messaging.routes.ts';
import { createMessaging } from './messaging.ts';
import { registerMessagingSocket, type SocketDeps } from './socket.ts';

export interface MessagingAreaDeps {
  orm: MikroORM;
  boss: PgBoss;
  mailer: Mailer;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  publicUrl: string;
  /** Shared Redis for the realtime bus and presence across instances; memory when unset. */
  redisUrl: string | undefined;
  realtimePrefix: string;
  mailDelaySeconds: number;
  /** Messages one person may send per minute (MESSAGE_RATE_LIMIT). */
  messageRateLimit: number;
}

/** How the live socket is served: origins allowed, timeouts, and the sessions it authenticates with. */
export type SocketSettings = Pick<
  SocketDeps,
  'allowedOrigins' | 'isPartnerOrigin' | 'authTimeoutMs' | 'sessionCheckMs' | 'heartbeatMs' | 'maxSocketsPerUser' | 'sessions'
>;

/**
 * Messaging: conversations, administrators' messages, notifications, the realtime hub and its
 * socket. `startJobs` once every area is built (its workers reach bookings' events); `close` on
 * shutdown; `registerSocket` serves the socket (with the websocket plugin) once sessions are known.
 */
export async function messagingArea(deps: MessagingAreaDeps) {
  const { limiter, messageRateLimit, ...rest } = deps;
  const messaging = await createMessaging(rest);
  const sendRule = messageSendRule(messageRateLimit);
  // A socket has no answer to carry the limit's headers: the limiter's only use of the reply.
  const noHeaders = { headers: () => noHeaders } as unknown as FastifyReply;
  return {
    messaging,
    handlers: messagingRoutes({
      conversations: messaging.conversations,
      adminMessages: messaging.adminMessages,
      tickets: messaging.tickets,
      limiter,
      messageRateLimit,
    }),
    registerSocket: async (app: FastifyInstance, settings: SocketSettings) => {
      await app.register(websocket, {
        options: { maxPayload: 64 * 1024 },
        // Sockets are told the server is going away (1001), so clients reconnect elsewhere.
        preClose(done) {
          for (const client of this.websocketServer.clients) client.close(1001, 'server shutting down');
          this.websocketServer.close(() => done());
        },
      });
      await registerMessagingSocket(app, {
        ...settings,
        tickets: messaging.tickets,
        db: deps.orm.em,
        hub: messaging.hub,
        presence: messaging.presence,
        conversations: messaging.conversations,
        adminMessages: messaging.adminMessages,
        limitSend: (request, userId) => limiter.check(request, noHeaders, [{ ...sendRule, key: () => userId }]),
      });
    },
  };
}
