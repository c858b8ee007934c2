import type { PgBoss, SendOptions } from 'pg-boss';
import type { Statement } from '../../db/sql.ts';

/**
 * pg-boss's own insert of one job — the statement `send` runs, asked of `send` itself with a
 * `db` that keeps the statement instead of running it — for a caller that writes the job in one
 * of its own statements (a data-modifying CTE), inside its transaction, so the job exists
 * exactly when that statement's rows were committed and costs no round trip of its own.
 * pg-boss's text and parameter are kept as they are, the parameter renumbered from
 * `firstParameter`; a text of another shape than a plain insert with one parameter (a pg-boss
 * upgrade that changed it) is refused here rather than composed wrongly. The job's id is not
 * known until the statement runs, and is not answered.
 */
export async function jobInsertOf(
  boss: PgBoss,
  queue: string,
  data: object,
  options: Omit<SendOptions, 'db'>,
  firstParameter: number,
): Promise<Statement> {
  let sent: { text: string; values: unknown[] } | undefined;
  await boss.send(queue, data, {
    ...options,
    db: {
      async executeSql(text: string, values: unknown[] = []) {
        sent = { text, values };
        // What `send` reads of an insert's answer: one row, the job's id (unused by our callers).
        return { rows: [{ id: null }] };
      },
    },
  });
  if (!sent || !/^\s*insert\s/i.test(sent.text) || sent.values.length !== 1 || /\$(?!1\b)\d/.test(sent.text)) {
    throw new Error(`pg-boss's insert of a ${queue} job is not a plain insert with one parameter; send it instead`);
  }
  return { text: sent.text.replace(/\$1\b/g, `$${firstParameter}`), values: sent.values };
}
