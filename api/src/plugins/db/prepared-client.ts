import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The prepared-statement name of a statement text: the same text always gets the same name, so
 * every connection prepares it under one name, and two texts never share one.
 */
export function statementName(text: string): string {
  return `s_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
}

/**
 * pg's client, with each statement that has parameters sent as a named (prepared) statement:
 * each connection parses and plans a text once, then only binds and runs it. The values stay
 * parameters, sent apart from the text as pg sends them; only the statement gets a name (pg's
 * own `{ name, text, values }` query). Planning was most of PostgreSQL's work for the hot
 * statements (a booking's reads, pg-boss's send, the message insert, the session read).
 *
 * Texts without parameters (transaction control, schema changes, several statements at once)
 * stay unnamed, and past `limit` distinct texts new ones stay unnamed too, so a statement
 * whose text varied without bound could never fill a connection with prepared statements.
 * A prepared text must name its columns (no `select *`): a column added while the process runs
 * would change its result type, which PostgreSQL refuses for a prepared statement.
 */
export function preparingClient(limit = 500): typeof pg.Client {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = statementName(text);
      names.set(text, name);
    }
    return name;
  };
  type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;
  return class PreparingClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const send = (pg.Client.prototype.query as Query).bind(this);
      // In pipeline mode, the statements given in one turn (db/sql.ts hands a batch over in one
      // loop) leave in one socket write rather than one each: pg corks and uncorks around each
      // statement, and an outer cork held until the loop's end joins them. On loopback a write
      // is where the API's time per statement went (it wakes the PostgreSQL backend).
      let corked = false;
      const corkForTurn = () => {
        const stream = (this as unknown as { connection?: { stream?: Partial<Record<'cork' | 'uncork', () => void>> } })
          .connection?.stream;
        if (corked || !this.pipeline || !stream?.cork || !stream.uncork) return;
        corked = true;
        stream.cork();
        queueMicrotask(() => {
          corked = false;
          stream.uncork?.();
        });
      };
      const query: Query = (config, values, callback) => {
        corkForTurn();
        if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
          const name = nameOf(config);
          if (name) return send({ name, text: config, values });
        }
        return send(config, values, callback);
      };
      this.query = query as pg.Client['query'];
    }
  };
}
