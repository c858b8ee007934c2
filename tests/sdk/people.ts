// Test support for tests/sdk (not a test file): people signed up through the typed client, and a
// slot a booking can start in at once.
import { signupBody } from '@propre/api/test/factories';
import { createPropreClient, type PropreClient } from '@propre/sdk';
import type { RunningApi } from './http.ts';

/** The first half-hour start at least 5 minutes ahead, in Quebec time: bookable, and punchable at once. */
export function soonSlot(): { date: string; startTime: string } {
  const halfHour = 30 * 60_000;
  const start = new Date(Math.ceil((Date.now() + 5 * 60_000) / halfHour) * halfHour);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(start);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, startTime: `${part('hour')}:${part('minute')}` };
}

export async function signedUpClient(
  api: RunningApi,
  role: 'client' | 'cleaner',
  name: string,
): Promise<{ propre: PropreClient; id: string; token: () => string | null }> {
  let token: string | null = null;
  const propre = createPropreClient({ baseUrl: api.baseUrl, auth: { getToken: () => token }, fetch: api.checkedFetch });
  const { data } = await propre.POST('/api/auth/signup', { body: signupBody({ role, name }) });
  if (!data) throw new Error('sign-up answers the session');
  token = data.token;
  return { propre, id: data.user.id, token: () => token };
}
