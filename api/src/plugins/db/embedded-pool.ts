import type { Pool } from 'pg';

/**
 * The pool in front of PGlite (see docs/adr/0003-embedded-pool.md). PGlite is one database
 * session behind a socket server: the pool's one connection can be replaced, the session cannot.
 *
 * - A connection the pool opens starts with `discard all` (pg-pool awaits `onConnect` before
 *   handing it out): the statements prepared through the connection it replaces are still in
 *   the session, and this connection's driver, knowing of none, would fail to prepare each of
 *   them again ("prepared statement … already exists") on every request until a restart.
 * - A connection on which PostgreSQL answered an error is closed when released, as pg-pool
 *   already does for its own `pool.query`: the socket server closes some connections a moment
 *   after the error it answered (a parameter it could not read), and the next request, someone
 *   else's, would be sent on a connection about to close.
 */
export const embeddedPoolOptions = { onConnect: startCleanSession };

const sawError = new WeakSet<object>();

interface ConnectedClient {
  query(text: string): Promise<unknown>;
  connection?: { prependListener(event: 'errorMessage', listener: () => void): unknown };
}

async function startCleanSession(client: ConnectedClient): Promise<void> {
  // Ahead of pg's own listener, which settles the query (and so its caller releases the client).
  client.connection?.prependListener('errorMessage', () => sawError.add(client));
  await client.query('discard all');
}

/** Closes, on release, each connection that answered an error while it was out (see above). */
export function retireConnectionsAfterErrors(pool: Pool): void {
  pool.on('release', (_error, client) => {
    if (!sawError.has(client)) return;
    // pg-pool removes (and ends) a released client that is ending; `_ending` is what it reads.
    (client as unknown as { _ending: boolean })._ending = true;
  });
}
