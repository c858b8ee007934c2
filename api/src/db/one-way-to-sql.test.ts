import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0004: `db/sql.ts` is the one way to raw SQL. In api/src and api/test, outside `src/db/` and
 * `src/plugins/db/` (which build that way and the pool under it), no file runs a statement itself: no `.execute(...)` with an
 * argument (the entity manager's and the connection's `execute(text, values)`, or a Kysely
 * `sql` template's `.execute(db)`: `queryOf` runs those), no `getConnection()`, and nothing on
 * the pool (`pool.query`, `pool.connect`). Read with TypeScript's parser, so a call split over
 * lines counts and text in strings or comments does not.
 */

type Kind = 'execute' | 'getConnection' | 'pool.query' | 'pool.connect';

interface Bypass {
  file: string;
  line: number;
  kind: Kind;
  text: string;
}

function bypassesIn(file: string, text: string): Bypass[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Bypass[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const onPool =
        /(^|\.)pool$/i.test(node.expression.expression.getText(source)) && (method === 'query' || method === 'connect');
      const kind: Kind | null = onPool
        ? (`pool.${method}` as Kind)
        : (method === 'execute' && node.arguments.length > 0) || method === 'getConnection'
          ? method
          : null;
      if (kind) {
        const { line } = source.getLineAndCharacterOfPosition(node.expression.name.getStart(source));
        found.push({ file, line: line + 1, kind, text: (source.text.split('\n')[line] ?? '').trim() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const owner = (file: string) => file.startsWith('src/db/') || file.startsWith('src/plugins/db/');

/** The bypasses in `src/` and `test/` under `root` (the api package), by path from `root`. */
function bypassesOfTree(root: URL): Bypass[] {
  return ['src/', 'test/']
    .flatMap((folder) => readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' }).map((path) => folder + path))
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts') && !owner(path))
    .sort()
    .flatMap((path) => bypassesIn(path, readFileSync(new URL(path, root), 'utf8')));
}

type Counts = Record<string, Partial<Record<Kind, number>>>;

function countsOf(bypasses: readonly Bypass[]): Counts {
  const counts: Counts = {};
  for (const { file, kind } of bypasses) {
    const ofFile = counts[file] ?? {};
    ofFile[kind] = (ofFile[kind] ?? 0) + 1;
    counts[file] = ofFile;
  }
  return counts;
}

/**
 * The calls still around `db/sql.ts`, counted by file and kind: all in files other helpers are
 * rewriting at the same time (issue 22 follow-up), to move to `db/sql.ts` with their area and
 * then be taken off this list, and pg-boss's driver (ADR 0004, "Left as they were"). Counted
 * rather than by line so an edit elsewhere in the file keeps the list; exact, so one more call
 * in these files fails, and so does one moved without its entry.
 */
const allowed: Counts = {
  // Bookings: fixtures' statements through `getConnection().execute(..., ?)`, and the concurrency
  // test's second session (`pool.connect`) holding a lock while a request runs.
  'src/modules/bookings/bookings.concurrency.test.ts': { execute: 5, getConnection: 4, 'pool.connect': 1 },
  'src/modules/bookings/bookings.idempotency.test.ts': { execute: 1, getConnection: 1 },
  'src/modules/bookings/bookings.lifecycle.test.ts': { execute: 4, getConnection: 4 },
  'src/modules/bookings/bookings.series.test.ts': { execute: 1, getConnection: 1 },
  'src/modules/bookings/bookings.work.test.ts': { execute: 2, getConnection: 2 },
  'src/modules/bookings/expiry.fixtures.ts': { execute: 1, getConnection: 1 },
  // Messaging: a test fixture's `getConnection().execute(..., ?)`.
  'src/modules/messaging/booking-update.test.ts': { execute: 1, getConnection: 1 },
  // Search (issue 22 item 3): Kysely `sql` templates run with `.execute(...)`, two tests' fixtures.
  'src/modules/search/search-ranking.test.ts': { execute: 1, getConnection: 1 },
  'src/modules/search/search-top-n.test.ts': { execute: 1, getConnection: 1 },
  'src/modules/search/search.routes.ts': { execute: 1 },
  // A bookings test helper: the ledger's rows through `getConnection().execute(...)`.
  'test/bookings-edges.ts': { execute: 1, getConnection: 1 },
  // pg-boss's driver: its own statements on the pool, named as the preparing client names them.
  'src/plugins/jobs/job-queue.ts': { 'pool.query': 2 },
};

describe('one way to raw SQL (ADR 0004)', () => {
  it('finds no statement run outside db/sql.ts in api/src and api/test but the allowed ones, and each allowed one', () => {
    const bypasses = bypassesOfTree(new URL('../../', import.meta.url));
    const elsewhere = bypasses.filter(({ file }) => !(file in allowed)).map((b) => `${b.file}:${b.line}: ${b.text}`);
    expect(elsewhere, 'run these through db/sql.ts (query, queryOne, execute, queryOf, transaction)').toEqual([]);
    expect(countsOf(bypasses), 'an allowed file gained or lost a call: move it to db/sql.ts, or correct its count').toEqual(
      allowed,
    );
  });

  it('walks src/ and test/: a call in an area or a test helper fails, one in db/ or plugins/db/ does not', () => {
    const root = mkdtempSync(join(tmpdir(), 'propre-sql-'));
    try {
      for (const [path, text] of Object.entries({
        'src/modules/probe/probe.ts': "await em.execute('select 1');\n",
        'src/db/probe.ts': "await em.execute('select 1');\n",
        'src/plugins/db/probe.ts': 'await pool.query(text);\n',
        'test/probe.ts': "await pool.query('select 1');\n",
      })) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      expect(bypassesOfTree(pathToFileURL(`${root}/`))).toEqual([
        { file: 'src/modules/probe/probe.ts', line: 1, kind: 'execute', text: "await em.execute('select 1');" },
        { file: 'test/probe.ts', line: 1, kind: 'pool.query', text: "await pool.query('select 1');" },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('flags each way around db/sql.ts, split over lines or not', () => {
    const probe = [
      "await em.execute('select 1 where ? = 1', [1]);",
      "await tx.execute<Array<{ n: number }>>('select 1');",
      'const rows = await orm.em',
      '  .fork()',
      '  .getConnection()',
      "  .execute('select 1', [], 'all', em.getTransactionContext());",
      'await sql`select 1`.execute(em.getKysely());',
      "await pool.query('select 1');",
      'const client = await t.app.propre.db.pool.connect();',
    ].join('\n');
    const found = bypassesIn('modules/probe/probe.ts', probe).map(({ line, kind }) => [line, kind]);
    expect(found.sort(([a], [b]) => Number(a) - Number(b))).toEqual([
      [1, 'execute'],
      [2, 'execute'],
      [5, 'getConnection'],
      [6, 'execute'],
      [7, 'execute'],
      [8, 'pool.query'],
      [9, 'pool.connect'],
    ]);
  });

  it('lets db/sql.ts calls, Kysely builders and words in strings or comments through', () => {
    const probe = [
      "await query(em, 'select 1 where $1 = 1', [1]);",
      "await execute(tx, 'update booking set status = $1', ['done']);",
      'await queryOf(em, sql`select 1`);',
      "await kyselyOf(em).selectFrom('booking').selectAll().execute();",
      "// never em.execute('select 1') or getConnection() here",
      "const text = 'pool.query(1) and tx.execute(2)';",
    ].join('\n');
    expect(bypassesIn('modules/probe/probe.ts', probe)).toEqual([]);
  });
});
