import { openapi } from '@propre/openapi';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { query, type SqlScope } from '../../db/sql.ts';
import { authErrors } from '../../plugins/auth/auth.errors.ts';
import { sessionCookie } from '../../plugins/auth/cookies.ts';
import { createContractAjv, schemaRef } from '../../plugins/contract/validation.ts';
import { AppError, errorsOf } from '../../plugins/errors/app-error.ts';
import type { Locale, Localized } from '../../plugins/errors/locale.ts';
import type { HubClient, RealtimeHub } from '../../plugins/realtime/hub.ts';
import type { ChosenPresence, PresenceStore } from '../../plugins/realtime/presence.ts';
import type { IUser } from '../accounts/accounts.entities.ts';
import type { SessionStore } from '../accounts/index.ts';
import { errorCatalogue } from '../error-catalogue.ts';
import type { AdminMessagesService } from './admin-messages.ts';
import type { ConversationsService } from './conversations.ts';
import { type ClientFrame, frame, type ServerFrame } from './dto.ts';
import { messagingErrors } from './messaging.errors.ts';
import type { SocketTickets } from './socket-tickets.ts';
import { SocketsPerUser } from './sockets-per-user.ts';

const fail = errorsOf(messagingErrors);
const authFail = errorsOf(authErrors);
export const socketPath = '/ws/messages';
/** Close code for a socket whose authentication failed or came too late (4000–4999: the application's). */
export const unauthenticatedClose = 4401;
/** Close code of a person's oldest socket when one more than `maxSocketsPerUser` authenticates (asyncapi.yaml). */
export const socketLimitClose = 4429;
/** The heartbeat's period is cut in this many ticks, each pinging the sockets of one slot. */
const heartbeatSlots = 30;
/** Frames one socket may send per window; more are refused (typing indicators are the chattiest). */
export const frameLimit = { max: 60, windowMs: 10_000 };
const maxFrameBytes = 16 * 1024;
/** SocketClientMessageId's pattern (the contract's). */
const clientMessageIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export interface SocketDeps {
  allowedOrigins: readonly string[];
  /**
   * Partners' pages (an origin a live publishable key allows): the embed may open a socket from
   * them, authenticated by a ticket or token in its first frame, never by our cookie.
   */
  isPartnerOrigin?: (origin: string) => Promise<boolean>;
  authTimeoutMs: number;
  /** How often open sockets' sessions are checked; a socket whose session ended is closed. */
  sessionCheckMs: number;
  /** Every socket is pinged this often (spread over the period); a silent one is closed. */
  heartbeatMs: number;
  /** Authenticated sockets one person may hold on this instance; one more closes their oldest. */
  maxSocketsPerUser: number;
  sessions: SessionStore;
  tickets: SocketTickets;
  db: SqlScope;
  hub: RealtimeHub;
  presence: PresenceStore;
  conversations: ConversationsService;
  adminMessages: AdminMessagesService;
  /** Counts a SEND_MESSAGE against the sender's message limit (the HTTP send's); throws `rate_limited`. */
  limitSend(request: FastifyRequest, userId: string): Promise<void>;
}

type Frame<T extends ClientFrame['type']> = Extract<ClientFrame, { type: T }>;
type Validator = ReturnType<ReturnType<typeof createContractAjv>['compile']>;

/**
 * The /ws/messages endpoint (protocol: openapi/asyncapi.yaml). The upgrade is refused (403) for
 * a browser Origin that is neither ours nor a partner's; the socket then authenticates with its
 * first frame, or at once with the session cookie of one of our own origins (a partner's page
 * never: it must send a token or a ticket).
 */
export async function registerMessagingSocket(app: FastifyInstance, deps: SocketDeps): Promise<void> {
  const configured = new Set(deps.allowedOrigins.map((o) => o.replace(/\/$/, '')));
  const allowed = (origin: string, request: FastifyRequest) =>
    configured.has(origin) || isOwnLoopbackOrigin(origin, request, listeningPort(app));
  const validate = createContractAjv(openapi, { coerce: false }).compile(schemaRef('/components/schemas/SocketClientFrame'));
  const perUser = new SocketsPerUser<Connection>(deps.maxSocketsPerUser);

  // Every socket is pinged once per heartbeat, but not all at once: each thirtieth of the period
  // pings the sockets of one slot. A ping is a write, a system call; 2,000 of them in one
  // go held the event loop for a tenth of a second every 30 s, and every message waited.
  const slotOf = new WeakMap<WebSocket, number>();
  let nextSlot = 0;
  let tick = 0;
  const heartbeat = setInterval(() => {
    const due = tick++ % heartbeatSlots;
    for (const client of app.websocketServer.clients) {
      let slot = slotOf.get(client);
      if (slot === undefined) {
        slot = nextSlot++ % heartbeatSlots;
        slotOf.set(client, slot);
      }
      if (slot !== due) continue;
      const alive = client as WebSocket & { propreAlive?: boolean };
      if (alive.propreAlive === false) {
        alive.terminate();
        continue;
      }
      alive.propreAlive = false;
      alive.ping();
    }
  }, deps.heartbeatMs / heartbeatSlots);
  heartbeat.unref();
  // Signing out (or a password reset) ends sessions; their sockets close with them.
  const sessionCheck = setInterval(() => {
    void closeEndedSessions(deps).catch((error: unknown) => app.log.error({ err: error }, 'socket session check failed'));
  }, deps.sessionCheckMs);
  sessionCheck.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
  });

  app.get(
    socketPath,
    {
      websocket: true,
      preValidation: async (request) => {
        const origin = request.headers.origin;
        // Browsers always send Origin; a client without one is no browser and cannot carry a
        // victim's cookie, so it may connect and must then authenticate with a token or ticket.
        if (origin !== undefined && !allowed(origin, request) && !(await deps.isPartnerOrigin?.(origin))) {
          throw fail('socket_origin_forbidden', {
            detail: {
              fr: 'Cette origine ne peut pas ouvrir la messagerie en direct.',
              en: 'This origin may not open live messaging.',
            },
          });
        }
      },
    },
    (socket, request) => new Connection(socket, request, deps, validate, allowed, perUser).start(),
  );
}

const connections = new WeakMap<SocketDeps, Set<Connection>>();

async function closeEndedSessions(deps: SocketDeps): Promise<void> {
  const open = [...(connections.get(deps) ?? [])].filter((c) => c.sessionId);
  if (open.length === 0) return;
  const rows = await query(
    deps.db,
    'select id from session where id = any($1) and (revoked_at is not null or expires_at <= now())',
    [[...new Set(open.map((c) => c.sessionId))]],
  );
  const ended = new Set((rows as Array<{ id: string }>).map((r) => r.id));
  for (const connection of open) if (ended.has(connection.sessionId as string)) connection.endSession();
}

class Connection {
  /** The session the socket authenticated with, once it did. */
  sessionId: string | undefined;
  #client: HubClient | undefined;
  #user: IUser | undefined;
  #locale: Locale = 'fr';
  #queue: Promise<void> = Promise.resolve();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;
  #window = { start: 0, count: 0 };
  readonly #counterparts = new Map<string, { id: string; until: number }>();
  readonly #socket: WebSocket;
  readonly #request: FastifyRequest;
  readonly #deps: SocketDeps;
  readonly #validate: Validator;
  readonly #allowed: (origin: string, request: FastifyRequest) => boolean;
  readonly #perUser: SocketsPerUser<Connection>;

  constructor(
    socket: WebSocket,
    request: FastifyRequest,
    deps: SocketDeps,
    validate: Validator,
    allowed: (origin: string, request: FastifyRequest) => boolean,
    perUser: SocketsPerUser<Connection>,
  ) {
    this.#socket = socket;
    this.#request = request;
    this.#deps = deps;
    this.#validate = validate;
    this.#allowed = allowed;
    this.#perUser = perUser;
  }

  endSession(): void {
    this.#error('socket_auth_failed', null, { fr: 'Votre session a pris fin.', en: 'Your session has ended.' });
    this.#socket.close(unauthenticatedClose, 'session ended');
  }

  start(): void {
    const registry = connections.get(this.#deps) ?? new Set<Connection>();
    connections.set(this.#deps, registry);
    registry.add(this);
    this.#socket.on('close', () => registry.delete(this));
    const socket = this.#socket as WebSocket & { propreAlive?: boolean };
    socket.propreAlive = true;
    socket.on('pong', () => {
      socket.propreAlive = true;
    });
    socket.on('message', (data, isBinary) => {
      this.#queue = this.#queue.then(() => this.#onMessage(data, isBinary)).catch((error: unknown) => this.#internal(error));
    });
    socket.on('close', () => {
      this.#closed = true;
      clearTimeout(this.#timer);
      if (this.#user) this.#perUser.remove(this.#user.id, this);
      this.#queue = this.#queue.then(() => this.#leave()).catch((error: unknown) => this.#internal(error));
    });
    this.#timer = setTimeout(() => {
      if (this.#client || this.#closed) return;
      this.#error('socket_auth_timeout', null, {
        fr: 'Délai dépassé : la connexion ne s’est pas authentifiée à temps.',
        en: 'Connection timeout: the connection did not authenticate in time.',
      });
      socket.close(unauthenticatedClose, 'authentication timeout');
    }, this.#deps.authTimeoutMs);
    // A browser's session cookie from an allowed page authenticates at once.
    const cookie = this.#request.cookies?.[sessionCookie];
    const origin = this.#request.headers.origin;
    if (cookie && origin && this.#allowed(origin, this.#request)) {
      this.#queue = this.#queue
        .then(async () => {
          const found = await this.#deps.sessions.resolve(cookie);
          if (found) await this.#authenticated(found.user, found.session.id);
        })
        .catch((error: unknown) => this.#internal(error));
    }
  }

  #send(payload: ServerFrame): void {
    if (this.#socket.readyState === 1) this.#socket.send(JSON.stringify(payload));
  }

  #error(code: string, requestType: string | null, detail?: string | Localized, clientMessageId?: string): void {
    const text =
      typeof detail === 'string' ? detail : (detail?.[this.#locale] ?? errorCatalogue[code]?.title[this.#locale] ?? code);
    // The status lets a client tell a refusal retrying cannot change from a passing failure.
    const status = errorCatalogue[code]?.status;
    this.#send(
      frame({
        type: 'ERROR',
        code,
        message: text,
        requestType,
        ...(status ? { status } : {}),
        ...(clientMessageId ? { clientMessageId } : {}),
      }),
    );
  }

  #internal(error: unknown): void {
    this.#request.log.error({ err: error }, 'messaging socket failure');
    this.#error('internal_error', null);
  }

  async #onMessage(data: RawData, isBinary: boolean): Promise<void> {
    if (this.#closed) return;
    const now = Date.now();
    if (now - this.#window.start >= frameLimit.windowMs) this.#window = { start: now, count: 0 };
    this.#window.count += 1;
    if (this.#window.count > frameLimit.max) {
      const seconds = Math.ceil((this.#window.start + frameLimit.windowMs - now) / 1000);
      this.#error('rate_limited', null, {
        fr: `Trop de messages sur la connexion. Réessayez dans ${seconds} secondes.`,
        en: `Too many frames on the connection. Try again in ${seconds} seconds.`,
      });
      return;
    }
    let parsed: unknown;
    const size = Array.isArray(data) ? data.reduce((s, b) => s + b.length, 0) : (data as Buffer).byteLength;
    try {
      if (isBinary || size > maxFrameBytes) throw new Error('not a text frame');
      parsed = JSON.parse(data.toString());
    } catch {
      this.#error('socket_frame_invalid', null, {
        fr: 'Message illisible : chaque message est un objet JSON en texte.',
        en: 'Failed to parse message: every frame is a JSON object sent as text.',
      });
      return;
    }
    const type = typeof (parsed as { type?: unknown })?.type === 'string' ? (parsed as { type: string }).type : null;
    if (!this.#validate(parsed)) {
      // A refused SEND_MESSAGE (a text too long) is still matched to its message when it can be.
      const clientMessageId = (parsed as { clientMessageId?: unknown })?.clientMessageId;
      this.#error(
        'socket_frame_invalid',
        type,
        {
          fr: `Message invalide${type ? ` (${type})` : ''} : type inconnu ou champ manquant ou incorrect.`,
          en: `Invalid frame${type ? ` (${type})` : ''}: unknown type, or a missing or wrong field.`,
        },
        typeof clientMessageId === 'string' && clientMessageIdPattern.test(clientMessageId) ? clientMessageId : undefined,
      );
      return;
    }
    const incoming = parsed as ClientFrame;
    try {
      if (incoming.type === 'AUTH') return await this.#auth(incoming);
      if (!this.#user) {
        this.#error('socket_not_authenticated', incoming.type, {
          fr: 'Authentifiez d’abord la connexion (message AUTH).',
          en: 'Authenticate the connection first (AUTH frame).',
        });
        return;
      }
      await this.#dispatch(this.#user, incoming);
    } catch (error) {
      if (error instanceof AppError) this.#error(error.code, incoming.type, error.detail);
      else throw error;
    }
  }

  async #auth(incoming: Frame<'AUTH'>): Promise<void> {
    if (this.#user) {
      this.#error('socket_frame_invalid', 'AUTH', {
        fr: 'La connexion est déjà authentifiée.',
        en: 'The connection is already authenticated.',
      });
      return;
    }
    let found: { user: IUser; sessionId: string } | null = null;
    if (incoming.token) {
      const resolved = await this.#deps.sessions.resolve(incoming.token);
      found = resolved ? { user: resolved.user, sessionId: resolved.session.id } : null;
    } else if (incoming.ticket) found = await this.#fromTicket(incoming.ticket);
    if (!found) {
      this.#error('socket_auth_failed', 'AUTH', {
        fr: 'Authentification refusée : jeton ou ticket invalide, expiré ou déjà utilisé.',
        en: 'Authentication refused: the token or ticket is invalid, expired or already used.',
      });
      this.#socket.close(unauthenticatedClose, 'authentication failed');
      return;
    }
    await this.#authenticated(found.user, found.sessionId);
  }

  async #fromTicket(ticket: string): Promise<{ user: IUser; sessionId: string } | null> {
    const owner = await this.#deps.tickets.consume(ticket);
    if (!owner) return null;
    // The session behind the ticket must still be live.
    const rows = await query(
      this.#deps.db,
      `select u.id, u.full_name as "fullName", u.role, u.language, u.email_frequency as "emailFrequency"
         from session s join app_user u on u.id = s.user_id
        where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now() and u.deleted_at is null`,
      [owner.sessionId, owner.userId],
    );
    const user = rows[0] as IUser | undefined;
    return user ? { user, sessionId: owner.sessionId } : null;
  }

  async #authenticated(user: IUser, sessionId: string): Promise<void> {
    if (this.#closed || this.#user) return;
    this.sessionId = sessionId;
    clearTimeout(this.#timer);
    this.#user = user;
    this.#locale = user.language === 'en' ? 'en' : 'fr';
    // Counted at once, before any await: sockets authenticating together cannot all slip under the cap.
    for (const oldest of this.#perUser.add(user.id, this)) oldest.#socket.close(socketLimitClose, 'socket limit');
    const client: HubClient = { userId: user.id, role: user.role ?? null, socket: this.#socket };
    this.#client = client;
    this.#deps.hub.add(client);
    const { conversations, adminMessages, presence } = this.#deps;
    const becameOnline = await presence.connected(user.id);
    const admin = user.role === 'admin';
    const [unread, adminUnread, contacts] = await Promise.all([
      conversations.unreadCount(user.id),
      admin ? 0 : adminMessages.unreadCount(user.id),
      conversations.contactsOf(user.id),
    ]);
    const presences = await presence.of(contacts);
    // The opening frames go out together, in this order, with nothing in between.
    this.#send(frame({ type: 'AUTHENTICATED', userId: user.id, role: user.role ?? null }));
    this.#send(frame({ type: 'UNREAD_COUNT_UPDATE', count: unread }));
    if (!admin) this.#send(frame({ type: 'ADMIN_UNREAD_COUNT_UPDATE', count: adminUnread }));
    for (const [userId, status] of presences) this.#send(frame({ type: 'PRESENCE_UPDATE', userId, status }));
    if (becameOnline) await this.#announcePresence(user.id, contacts);
  }

  async #announcePresence(userId: string, contacts?: string[]): Promise<void> {
    const to = contacts ?? (await this.#deps.conversations.contactsOf(userId));
    if (to.length === 0) return;
    const status = (await this.#deps.presence.of([userId])).get(userId) ?? 'offline';
    await this.#deps.hub.publish({ users: to }, frame({ type: 'PRESENCE_UPDATE', userId, status }));
  }

  async #leave(): Promise<void> {
    const client = this.#client;
    if (!client) return;
    this.#client = undefined;
    this.#deps.hub.remove(client);
    if (await this.#deps.presence.disconnected(client.userId)) await this.#announcePresence(client.userId);
  }

  async #counterpart(user: IUser, bookingId: string): Promise<string> {
    const cached = this.#counterparts.get(bookingId);
    if (cached && cached.until > Date.now()) return cached.id;
    const id = await this.#deps.conversations.counterpartFor(user, bookingId);
    this.#counterparts.set(bookingId, { id, until: Date.now() + 60_000 });
    return id;
  }

  async #dispatch(user: IUser, incoming: Exclude<ClientFrame, Frame<'AUTH'>>): Promise<void> {
    const { conversations, adminMessages, hub, presence } = this.#deps;
    switch (incoming.type) {
      case 'PING':
        this.#send(frame({ type: 'PONG' }));
        return;
      case 'USER_TYPING': {
        const other = await this.#counterpart(user, incoming.bookingId);
        // Naming someone else as the recipient is treated like a conversation one is not in.
        if (incoming.recipientId !== undefined && incoming.recipientId !== other) {
          throw fail('conversation_not_found', {
            detail: { fr: 'Cette personne n’est pas dans cette conversation.', en: 'This person is not in this conversation.' },
          });
        }
        await hub.publish(
          { users: [other] },
          frame({ type: 'USER_TYPING', bookingUuid: incoming.bookingId, senderId: user.id, isTyping: incoming.isTyping }),
        );
        return;
      }
      case 'READ_RECEIPT':
        if (incoming.messageId.startsWith('amsg_')) {
          if (user.role === 'admin') throw fail('admin_message_not_found');
          await adminMessages.markRead(user, incoming.messageId);
          return;
        }
        if (!incoming.bookingId) {
          throw fail('socket_frame_invalid', {
            detail: {
              fr: 'READ_RECEIPT d’un message de conversation : bookingId est requis.',
              en: 'READ_RECEIPT of a conversation message: bookingId is required.',
            },
          });
        }
        await conversations.markRead(user, incoming.bookingId, incoming.messageId);
        return;
      case 'REQUEST_UNREAD_COUNT':
        this.#send(frame({ type: 'UNREAD_COUNT_UPDATE', count: await conversations.unreadCount(user.id) }));
        if (user.role !== 'admin') {
          this.#send(frame({ type: 'ADMIN_UNREAD_COUNT_UPDATE', count: await adminMessages.unreadCount(user.id) }));
        }
        return;
      case 'REQUEST_CONVERSATIONS': {
        const items =
          user.role === 'client' || user.role === 'cleaner' ? (await conversations.list(user, { limit: 50 })).items : [];
        this.#send(frame({ type: 'CONVERSATIONS_UPDATE', conversations: items }));
        return;
      }
      case 'REQUEST_ADMIN_MESSAGES': {
        const page =
          user.role === 'admin' ? await adminMessages.history({ limit: 50 }) : await adminMessages.inbox(user, { limit: 50 });
        this.#send(frame({ type: 'ADMIN_MESSAGES_UPDATE', messages: page.items, count: page.unreadCount }));
        return;
      }
      case 'SET_PRESENCE':
        await presence.choose(user.id, incoming.status as ChosenPresence);
        await this.#announcePresence(user.id);
        return;
      case 'SEND_MESSAGE':
        return this.#sendMessage(user, incoming);
    }
  }

  /**
   * The socket's own send: the same service and limit as the HTTP send, without reading the
   * session again per message — the statement that writes the message checks it is still live
   * (sign-out, password reset, suspension, expiry), so nothing is written once it ended and the
   * socket is closed as the periodic check would close it.
   */
  async #sendMessage(user: IUser, incoming: Frame<'SEND_MESSAGE'>): Promise<void> {
    const { clientMessageId } = incoming;
    try {
      // Who may send: the HTTP operation's x-roles (client, cleaner).
      if (user.role !== 'client' && user.role !== 'cleaner') {
        throw authFail('forbidden', {
          detail: { fr: 'Votre rôle ne permet pas cette opération.', en: 'Your role does not allow this operation.' },
        });
      }
      await this.#deps.limitSend(this.#request, user.id);
      const message = await this.#deps.conversations.send(user, incoming.bookingId, incoming.text, this.sessionId);
      this.#send(frame({ type: 'MESSAGE_SENT', clientMessageId, message }));
    } catch (error) {
      if (!(error instanceof AppError)) {
        // Still answered with its clientMessageId, so the sender's message shows it failed
        // instead of waiting for an answer that will not come.
        this.#request.log.error({ err: error }, 'messaging socket send failure');
        this.#error('internal_error', 'SEND_MESSAGE', undefined, clientMessageId);
        return;
      }
      this.#error(error.code, 'SEND_MESSAGE', error.detail, clientMessageId);
      if (error.code === 'socket_auth_failed') this.#socket.close(unauthenticatedClose, 'session ended');
    }
  }
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The port this server listens on (the configured one may be 0: any free port). */
function listeningPort(app: FastifyInstance): number | undefined {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

/**
 * A page this very server served on the machine it runs on (issue 21, finding 10): the app
 * opened as http://127.0.0.1:3000 rather than the configured http://localhost:3000 had no
 * live chat. Allowed when the Origin is the request's own Host (the page and the socket come
 * from one server), that host is a loopback name, and its port is the one this server listens
 * on. Any other origin still needs to be configured (PUBLIC_URL, CORS_ORIGINS).
 */
function isOwnLoopbackOrigin(origin: string, request: FastifyRequest, port: number | undefined): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin !== origin) return false;
  if (request.headers.host?.toLowerCase() !== url.host) return false;
  if (!loopbackHosts.has(url.hostname)) return false;
  const urlPort = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  return port !== undefined && urlPort === port;
}
