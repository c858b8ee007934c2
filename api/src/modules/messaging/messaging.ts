import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Mailer } from '../../adapters/mail/mail.ts';
import type { SqlScope } from '../../db/sql.ts';
import { type EventBus, memoryBus, redisBus } from '../../plugins/realtime/bus.ts';
import { createHub, type RealtimeHub } from '../../plugins/realtime/hub.ts';
import { memoryPresence, type PresenceStore, redisPresence } from '../../plugins/realtime/presence.ts';
import type { BookingChanges } from '../bookings/index.ts';
import { type AdminMessagesService, createAdminMessages } from './admin-messages.ts';
import { messagingBookingEvents, startBookingEventWorker } from './booking-events.ts';
import { type ConversationsService, createConversations } from './conversations.ts';
import { createNotifications, type Notifications, startNotificationJobs } from './notifications.ts';
import { createSocketTickets, type SocketTickets } from './socket-tickets.ts';

/** The messaging area, as app.ts wires it: its services, the realtime transport and the jobs. */
export interface Messaging {
  hub: RealtimeHub;
  bus: EventBus;
  presence: PresenceStore;
  conversations: ConversationsService;
  adminMessages: AdminMessagesService;
  tickets: SocketTickets;
  notifications: Notifications;
  /** For the bookings area: opens conversations and notifies on every transition. */
  bookingEvents: BookingChanges;
  /** Starts the workers (mail, digests, booking events). */
  startJobs(): Promise<void>;
  close(): Promise<void>;
}

export async function createMessaging(deps: {
  orm: MikroORM;
  boss: PgBoss;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  redisUrl: string | undefined;
  realtimePrefix: string;
  mailDelaySeconds: number;
}): Promise<Messaging> {
  const { orm, boss, mailer, log } = deps;
  // Messaging's statements run on the ORM's entity manager: in the caller's transaction when
  // there is one (MikroORM's async context), else on a pooled connection (db/sql.ts).
  const db: SqlScope = orm.em;
  const bus = deps.redisUrl ? await redisBus(deps.redisUrl, deps.realtimePrefix, log) : memoryBus();
  const presence = deps.redisUrl ? redisPresence(deps.redisUrl, deps.realtimePrefix) : memoryPresence();
  const hub = createHub(bus);
  const notifications = createNotifications({
    orm,
    boss,
    mailer,
    publicUrl: deps.publicUrl,
    delaySeconds: deps.mailDelaySeconds,
  });
  const conversations = createConversations({ db, hub, presence, notifications, log });
  const adminMessages = createAdminMessages({ db, hub, notifications });
  return {
    hub,
    bus,
    presence,
    conversations,
    adminMessages,
    tickets: createSocketTickets(db),
    notifications,
    bookingEvents: messagingBookingEvents(boss, notifications),
    async startJobs() {
      await startNotificationJobs(boss, notifications, log);
      await startBookingEventWorker(boss, { db, conversations, notifications, hub });
    },
    async close() {
      hub.closeAll(1001, 'server shutting down');
      await notifications.flush();
      await presence.close();
      await bus.close();
    },
  };
}
