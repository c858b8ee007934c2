import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { CalendarEvent } from '../../adapters/calendar/calendar-provider.ts';
import {
  type GoogleCalendarClient,
  GoogleRefusedError,
  type GoogleTokens,
  GoogleUnreachableError,
} from '../../adapters/calendar/google/google-calendar.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { availabilityErrors } from './availability.errors.ts';
import type { AvailabilityService } from './availability.service.ts';
import { replaceBusyPeriods } from './availability-store.ts';
import { importDays } from './calendar-sync.ts';
import * as store from './google-link-store.ts';

const fail = errorsOf(availabilityErrors);

export type GoogleCalendarStatus = components['schemas']['GoogleCalendarStatus'];
export type GoogleCalendarAuthorization = components['schemas']['GoogleCalendarAuthorization'];

/** What connecting Google needs: the client (Google or the local stand-in), the token key, the page Google returns to. */
export interface GoogleSetup {
  client: GoogleCalendarClient;
  box: SecretBox;
  redirectUri: string;
}

/** How long a started connection may wait for Google's redirect. */
export const startLifetimeMs = 10 * 60_000;

/** The delay before the n-th retry after Google did not answer: 1 min doubling, at most 6 h. */
export function retryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failures - 1), 6 * 3_600_000);
}

export interface GoogleSync {
  available: boolean;
  status(userId: string): Promise<GoogleCalendarStatus>;
  start(userId: string): Promise<GoogleCalendarAuthorization>;
  /** Exchanges the code, keeps the tokens sealed, and runs a first sync (its failure is recorded, not thrown). */
  complete(userId: string, input: { code: string; state: string }): Promise<GoogleCalendarStatus>;
  /** Reads busy times and pushes bookings; throws the problem when Google refused or did not answer. */
  sync(userId: string): Promise<GoogleCalendarStatus>;
  disconnect(userId: string): Promise<void>;
  /** Cleaners connected and due for a scheduled sync. */
  due(): Promise<string[]>;
  /** Whether the cleaner has a link (a booking change then queues a sync). */
  isConnected(em: EntityManager, userId: string): Promise<boolean>;
}

const purpose = {
  refresh: (userId: string) => `google-refresh:${userId}`,
  access: (userId: string) => `google-access:${userId}`,
  verifier: (userId: string) => `google-pkce:${userId}`,
};

export function createGoogleSync(deps: {
  orm: MikroORM;
  availability: AvailabilityService;
  google: GoogleSetup | null;
  now?: () => Date;
}): GoogleSync {
  const { orm, availability, google } = deps;
  const now = deps.now ?? (() => new Date());
  const setup = (): GoogleSetup => {
    if (google) return google;
    throw fail('google_calendar_unavailable', {
      detail: {
        fr: 'Ce serveur n’est pas configuré pour Google Agenda ; utilisez l’adresse du calendrier (ICS).',
        en: 'This server is not set up for Google Calendar; use the calendar address (ICS) instead.',
      },
    });
  };

  async function status(userId: string): Promise<GoogleCalendarStatus> {
    const em = orm.em.fork();
    const link = await store.findLink(em, userId);
    const { busy, pushed } = await store.counts(em, userId);
    return {
      available: google !== null,
      connected: link !== null,
      accountEmail: link?.account_email ?? null,
      connectedAt: link?.connected_at.toISOString() ?? null,
      lastSyncAt: link?.last_sync_at?.toISOString() ?? null,
      lastSyncError:
        link?.last_error_code && link.last_error_at
          ? { code: link.last_error_code, at: link.last_error_at.toISOString(), retryAt: link.retry_at?.toISOString() ?? null }
          : null,
      busyPeriods: busy,
      pushedEvents: pushed,
    };
  }

  /** A problem the caller sees, from Google's answer. */
  function problemOf(error: unknown): unknown {
    if (error instanceof GoogleRefusedError) {
      return fail('google_calendar_refused', {
        detail: {
          fr: 'Google a refusé l’accès de Propre à votre agenda ; connectez-le de nouveau.',
          en: 'Google refused Propre’s access to your calendar; connect it again.',
        },
        cause: error,
      });
    }
    if (error instanceof GoogleUnreachableError) {
      return fail('google_calendar_unreachable', {
        detail: {
          fr: 'Google Agenda ne répond pas ; réessayez plus tard.',
          en: 'Google Calendar is not answering; try again later.',
        },
        cause: error,
      });
    }
    return error;
  }

  async function runSync(userId: string, { client, box }: GoogleSetup): Promise<void> {
    const em = orm.em.fork();
    const link = await store.findLink(em, userId);
    if (!link) {
      throw fail('google_calendar_not_connected', {
        detail: { fr: 'Connectez d’abord votre agenda Google.', en: 'Connect your Google calendar first.' },
      });
    }
    const tokens: GoogleTokens = {
      refreshToken: box.open(link.refresh_token_enc, purpose.refresh(userId)),
      accessToken: link.access_token_enc ? box.open(link.access_token_enc, purpose.access(userId)) : null,
      accessExpiresAt: link.access_expires_at,
    };
    let refreshed: GoogleTokens | null = null;
    const calendar = client.account(tokens, (fresh) => {
      refreshed = fresh;
    });
    const at = now();
    const window = { from: at, to: new Date(at.getTime() + importDays * 86_400_000) };
    try {
      const reading = await calendar.readBusyTimes({ calendarId: 'primary' }, window);
      const bookings = await store.bookingsToPush(em, userId, window.from, window.to);
      const events: CalendarEvent[] = bookings.map((b) => ({
        uid: `${b.id}@propre.ca`,
        summary: `Ménage Propre — ${b.property_city}`,
        description: 'Réservation confirmée sur Propre.',
        start: { instant: new Date(b.starts_at) },
        end: { instant: new Date(b.ends_at) },
        transparent: false,
      }));
      const outcome = await calendar.pushAgainst(await store.pushedEvents(em, userId), { name: 'Propre', events });
      await availability.changeForCleaner(userId, async (tx) => {
        // Still connected? A disconnect during the sync wins: nothing of it is kept.
        if (!(await store.findLink(tx, userId))) return;
        await replaceBusyPeriods(tx, userId, 'google', reading.periods, at);
        await store.replacePushed(tx, userId, outcome.pushed);
        await saveRefreshed(tx, userId, refreshed, box);
        await store.recordSuccess(tx, userId, now());
      });
    } catch (error) {
      if (error instanceof GoogleRefusedError || error instanceof GoogleUnreachableError) {
        const code = error instanceof GoogleRefusedError ? 'google_calendar_refused' : 'google_calendar_unreachable';
        const failedAt = now();
        await orm.em.fork().transactional(async (tx) => {
          await saveRefreshed(tx, userId, refreshed, box);
          await store.recordFailure(tx, userId, code, failedAt, (failures) =>
            code === 'google_calendar_refused' ? null : new Date(failedAt.getTime() + retryDelayMs(failures)),
          );
        });
      }
      throw problemOf(error);
    }
  }

  async function saveRefreshed(tx: EntityManager, userId: string, fresh: GoogleTokens | null, box: SecretBox) {
    if (!fresh?.accessToken) return;
    await store.saveAccess(tx, userId, box.seal(fresh.accessToken, purpose.access(userId)), fresh.accessExpiresAt);
  }

  return {
    available: google !== null,
    status,

    async start(userId) {
      const { client, box, redirectUri } = setup();
      const { token: state } = newToken();
      const { verifier, challenge } = await client.newPkce();
      const expiresAt = new Date(now().getTime() + startLifetimeMs);
      await store.saveStart(orm.em.fork(), userId, hashToken(state), box.seal(verifier, purpose.verifier(userId)), expiresAt);
      return {
        authorizationUrl: client.authorizationUrl({ state, challenge }),
        state,
        redirectUri,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async complete(userId, { code, state }) {
      const current = setup();
      const { client, box } = current;
      const verifierEnc = await store.takeStart(orm.em.fork(), userId, hashToken(state), now());
      if (!verifierEnc) {
        throw fail('google_calendar_state_mismatch', {
          detail: {
            fr: 'Cette réponse de Google ne correspond pas à votre dernière demande de connexion (ou elle a expiré); recommencez.',
            en: 'This answer from Google does not match your latest connection request (or it expired); start again.',
          },
        });
      }
      let tokens: GoogleTokens;
      let email: string | null;
      try {
        tokens = await client.exchange(code, box.open(verifierEnc, purpose.verifier(userId)));
        email = await client.account(tokens, () => undefined).primaryId();
      } catch (error) {
        throw problemOf(error);
      }
      await orm.em.fork().transactional((tx) =>
        store.saveLink(tx, {
          user_id: userId,
          account_email: email,
          refresh_token_enc: box.seal(tokens.refreshToken, purpose.refresh(userId)),
          access_token_enc: tokens.accessToken ? box.seal(tokens.accessToken, purpose.access(userId)) : null,
          access_expires_at: tokens.accessExpiresAt,
          connected_at: now(),
        }),
      );
      // The first sync's failure is in the status (lastSyncError); the connection itself holds.
      await runSync(userId, current).catch(() => undefined);
      return status(userId);
    },

    async sync(userId) {
      await runSync(userId, setup());
      return status(userId);
    },

    async disconnect(userId) {
      const removed = await availability.changeForCleaner(userId, async (tx) => {
        await replaceBusyPeriods(tx, userId, 'google', [], now());
        return store.deleteLink(tx, userId);
      });
      if (!removed || !google) return;
      // The tokens are gone already; revoking tells Google to forget the grant too. Google may
      // refuse a token it revoked already (the cleaner did it from their Google account).
      const refreshToken = google.box.open(removed.refresh_token_enc, purpose.refresh(userId));
      await google.client.revoke(refreshToken).catch(() => undefined);
    },

    due: () => store.dueForSync(orm.em.fork(), now()),
    isConnected: async (em, userId) => (await store.findLink(em, userId)) !== null,
  };
}
