import type { Pool, PoolClient } from 'pg';

const marker = '/* deferred */';

/**
 * Marks a statement whose answer nobody reads (a lock, a write that cannot fail on its own) to
 * travel with the connection's next statement instead of alone: the two go in one message and
 * PostgreSQL runs them in order, each with its own snapshot, so a lock taken this way is held
 * before the next statement reads. Only for statements inside a transaction that the caller
 * follows with another statement before doing anything else (no call to another service in
 * between: a lock would not be held yet). An error of a deferred statement is raised by the
 * statement it travelled with, which aborts the transaction all the same.
 *
 * Works with the ORM's raw `execute()`, whose values are written into the text.
 */
export function deferred(sql: string): string {
  return `${marker} ${sql}`;
}

type Send = (config: unknown, values?: unknown, callback?: unknown) => unknown;

const isSimple = (config: unknown, values: unknown, callback: unknown): config is string =>
  typeof config === 'string' &&
  (values === undefined || (Array.isArray(values) && values.length === 0)) &&
  callback === undefined;

/**
 * Each statement is a write on the socket and a wake-up on both sides, which on this kind of
 * machine cost more than most statements themselves (about 0.1 ms of the API's CPU each):
 * `begin`, and the statements marked with `deferred()`, wait on the connection and go with the
 * next one, as one simple-protocol message when that one has no parameters.
 *
 * A connection released with marked statements still waiting (a caller that broke the rule
 * above) drops them and reports it, so they can never run in someone else's transaction.
 */
export function deferStatements(pool: Pool, onDropped: (statements: string[]) => void): void {
  const waiting = new WeakMap<PoolClient, string[]>();
  const patch = (client: PoolClient) => {
    if (waiting.has(client)) return;
    const pending: string[] = [];
    waiting.set(client, pending);
    const send = client.query.bind(client) as Send;
    const query: Send = (config, values, callback) => {
      if (isSimple(config, values, callback) && (config === 'begin' || config.startsWith(marker))) {
        pending.push(config);
        return Promise.resolve({ command: null, rowCount: null, rows: [], fields: [] });
      }
      if (pending.length === 0) return send(config, values, callback);
      const batch = pending.splice(0).join(';\n');
      if (isSimple(config, values, callback)) {
        // One message, several answers: the caller's is the last.
        return (send(`${batch};\n${config}`) as Promise<unknown>).then((results) =>
          Array.isArray(results) ? results.at(-1) : results,
        );
      }
      // Parameters (or a prepared statement) need the extended protocol, which takes one statement.
      const sent = (send(batch) as Promise<unknown>).then(() => send(config, values, callback));
      if (typeof callback === 'function') {
        sent.catch((error: unknown) => (callback as (error: unknown) => void)(error));
        return undefined;
      }
      return sent;
    };
    client.query = query as PoolClient['query'];
  };
  pool.on('acquire', patch);
  pool.on('release', (_error, client) => {
    const pending = waiting.get(client);
    if (!pending || pending.length === 0) return;
    const dropped = pending.splice(0).filter((statement) => statement !== 'begin');
    if (dropped.length > 0) onDropped(dropped);
  });
}
