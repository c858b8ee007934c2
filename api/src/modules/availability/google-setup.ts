import { createHash } from 'node:crypto';
import { createGoogleCalendarClient } from '../../adapters/calendar/google/google-calendar.ts';
import { googleEndpointsAt, googleHosts } from '../../adapters/calendar/google/google-endpoints.ts';
import { type LocalGoogle, startLocalGoogle } from '../../adapters/calendar/google/local-google-server.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { GoogleConfig } from '../../plugins/config/config.ts';
import type { GoogleSetup } from './google-sync.ts';

/**
 * Google Calendar as configured: Google's client with the configured OAuth client, or the local
 * stand-in (started here, on a loopback port, with a key of its own: its tokens open nothing
 * real), or null when neither (the routes then answer `google_calendar_unavailable`).
 */
export async function createGoogleSetup(
  config: GoogleConfig,
): Promise<{ setup: GoogleSetup | null; standIn: LocalGoogle | null }> {
  if (config.clientId && config.clientSecret && config.tokenKey) {
    const client = createGoogleCalendarClient({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectUri: config.redirectUrl,
      endpoints: config.baseUrl ? googleEndpointsAt(config.baseUrl) : googleHosts,
    });
    return { setup: { client, box: createSecretBox(config.tokenKey), redirectUri: config.redirectUrl }, standIn: null };
  }
  if (!config.localStandIn) return { setup: null, standIn: null };
  const standIn = await startLocalGoogle();
  const client = createGoogleCalendarClient({
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    redirectUri: config.redirectUrl,
    endpoints: googleEndpointsAt(standIn.url),
  });
  const key = config.tokenKey ?? createHash('sha256').update('propre-local-google-stand-in').digest();
  return { setup: { client, box: createSecretBox(key), redirectUri: config.redirectUrl }, standIn };
}
