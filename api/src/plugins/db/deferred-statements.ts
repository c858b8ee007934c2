import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
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

/** Runs `work` (an ORM flush inside a transaction) with its writes deferred, as `deferred()` marks them. */
export type WritesDeferred = <T>(work: () => Promise<T>) => Promise<T>;

const isWrite = /^\s*(insert|update|delete)\s/i;

/** pg's config of a named statement; `deferred` marks one whose answer nobody reads, as `deferred()` does. */
export interface NamedStatement {
  name: string;
  text: string;
  deferred?: boolean;
}

/**
 * Several named statements whose answers the caller reads, in the order given (see
 * `readTogether` in named-statements.ts): once the connection has prepared them all they go as
 * one message, with the waiting deferred statements ahead of them; the answer's `rows` are
 * each statement's rows.
 */
export interface StatementsTogether {
  together: ReadonlyArray<NamedStatement & { values: readonly unknown[] }>;
}

const isTogether = (config: unknown): config is StatementsTogether =>
  typeof config === 'object' && config !== null && Array.isArray((config as { together?: unknown }).together);

const isNamed = (config: unknown): config is NamedStatement =>
  typeof config === 'object' &&
  config !== null &&
  typeof (config as { name?: unknown }).name === 'string' &&
  typeof (config as { text?: unknown }).text === 'string';

/**
 * A string as an SQL literal, as pg's `escapeLiteral` writes it (quotes doubled; with a
 * backslash, an E'' literal with backslashes doubled), by native replaces: pg's loop appends a
 * character at a time, and a booking's answer and events are kilobytes of JSON.
 */
export function literalOf(text: string): string {
  if (!text.includes('\\')) return `'${text.replaceAll("'", "''")}'`;
  return ` E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * Parameters as the literals of an SQL `execute`: text that PostgreSQL converts to each
 * parameter's type, as it converts pg's text-format parameters. Null when one is of a kind
 * this does not write (arrays, binary): such a statement keeps the extended protocol.
 */
function literalsOf(values: unknown): string[] | null {
  if (values === undefined) return [];
  if (!Array.isArray(values)) return null;
  const literals: string[] = [];
  for (const value of values) {
    if (value === null || value === undefined) literals.push('null');
    else if (value instanceof Date) literals.push(literalOf(value.toISOString()));
    // A NUL ends the simple protocol's query text early (the server, PGlite's included, then
    // answers "invalid message format" and may close the connection): such a value keeps the
    // extended protocol, where PostgreSQL refuses it as an ordinary error.
    else if (typeof value === 'string') {
      if (value.includes('\0')) return null;
      literals.push(literalOf(value));
    } else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
      literals.push(literalOf(String(value)));
    else if (typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value))
      literals.push(literalOf(JSON.stringify(value)));
    else return null;
  }
  return literals;
}

/** pg's record of the statements a connection has prepared, by name, with their text. */
const preparedOn = (client: PoolClient) =>
  (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;

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
 * A named statement (pg's `{ name, text }` config, see named-statements.ts) that the connection
 * has already prepared joins that message too, as an SQL `execute name(literals)`, instead of
 * following it in a round trip of its own; marked `deferred`, it waits with the others.
 *
 * A connection released with marked statements still waiting (a caller that broke the rule
 * above) drops them and reports it, so they can never run in someone else's transaction.
 *
 * Answers `writesDeferred`, for the ORM's own writes: its inserts, updates and deletes (which
 * this schema's entities never read back) are deferred while the work runs. Only for a flush
 * inside a transaction whose caller does not need to catch one of its errors itself: a
 * constraint it breaks is raised by the statement that follows.
 */
export function deferStatements(pool: Pool, onDropped: (statements: string[]) => void): WritesDeferred {
  const waiting = new WeakMap<PoolClient, string[]>();
  // Set while a flush whose statements nobody reads runs: the ORM writes them, so they cannot be marked.
  const writesDeferred = new AsyncLocalStorage<true>();
  const deferrable = (text: string) =>
    text === 'begin' || text.startsWith(marker) || (writesDeferred.getStore() === true && isWrite.test(text));
  const patch = (client: PoolClient) => {
    if (waiting.has(client)) return;
    const pending: string[] = [];
    waiting.set(client, pending);
    const send = client.query.bind(client) as Send;
    const prepared = preparedOn(client);
    /**
     * A named statement this connection has prepared, as an SQL `execute`, which can travel in
     * a simple-protocol message with others; null when it has not been prepared yet here.
     */
    const executeOf = (config: NamedStatement, values: unknown): string | null => {
      if (prepared[config.name] !== config.text) return null;
      const literals = literalsOf(values);
      if (!literals) return null;
      return literals.length > 0 ? `execute "${config.name}"(${literals.join(', ')})` : `execute "${config.name}"`;
    };
    const together = async ({ together: statements }: StatementsTogether) => {
      const executes = statements.map((statement) => executeOf(statement, statement.values));
      if (executes.every((execute): execute is string => execute !== null) && executes.length > 0) {
        const text = [...pending.splice(0), ...executes].join(';\n');
        const answers = (await send(text)) as pg.QueryResult | pg.QueryResult[];
        const results = Array.isArray(answers) ? answers : [answers];
        return { rows: results.slice(-statements.length).map((result) => result.rows) };
      }
      // Some are new on this connection: one at a time, each prepared as it goes.
      const rows: unknown[][] = [];
      for (const { values: statementValues, ...statement } of statements) {
        rows.push(((await query(statement, statementValues)) as pg.QueryResult).rows);
      }
      return { rows };
    };
    const query: Send = (config, values, callback) => {
      if (isTogether(config)) return together(config);
      if (isSimple(config, values, callback) && deferrable(config)) {
        pending.push(config);
        return Promise.resolve({ command: null, rowCount: null, rows: [], fields: [] });
      }
      // The first time on a connection it goes alone (as pg's Parse, so that pg knows it is prepared).
      const execute = isNamed(config) && callback === undefined ? executeOf(config, values) : null;
      if (execute && isNamed(config) && config.deferred) {
        pending.push(execute);
        return Promise.resolve({ command: null, rowCount: null, rows: [], fields: [] });
      }
      if (pending.length === 0) return send(config, values, callback);
      const batch = pending.splice(0).join(';\n');
      // A plain statement, or a named one prepared here (by its `execute`), joins the message.
      const joining = execute ?? (isSimple(config, values, callback) ? config : null);
      if (joining !== null) {
        // One message, several answers: the caller's is the last.
        return (send(`${batch};\n${joining}`) as Promise<unknown>).then((results) =>
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
  return (work) => writesDeferred.run(true, work);
}
