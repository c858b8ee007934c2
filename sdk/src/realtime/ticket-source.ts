import type { PropreClient } from '../client.ts';

/**
 * A ticket source for `createRealtimeClient({ ticket })`: one single-use ticket
 * (`messaging.createSocketTicket`, valid 60 s) per open, bought with whatever authenticates the
 * client (the embed's bearer token). For a page on another origin than the API: its socket is
 * accepted from a partner's allowed origin only with a ticket or token, never our cookie.
 */
export function socketTicketSource(client: PropreClient): () => Promise<string | null> {
  return async () => (await client.POST('/api/auth/socket-ticket')).data?.ticket ?? null;
}
