import { type EntityName, ReferenceKind, TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely, type QueryResult, type RawBuilder } from 'kysely';

/**
 * The one way to raw SQL (docs/adr/0004-one-way-to-sql.md). Every statement runs through the
 * entity manager's Kysely client (MikroORM's `getKysely()`): inside the entity manager's
 * transaction when it has one — found through MikroORM's async context too, so a call made
 * inside `em.transactional(...)` joins it — else on a pooled connection. On the embedded
 * database (one session) any other connection would wait for ever behind an open transaction.
 *
 * Values are always `$1`-style parameters sent apart from the text; dynamic statements are
 * built with Kysely's `sql` template (see `sqlOf`), whose interpolations are parameters too.
 */

/** Where a statement runs: an entity manager (its transaction, if any) or the ORM's global one. */
export type SqlScope = EntityManager;

/** The Kysely client of `scope`, bound to its transaction when it has one. */
export function kyselyOf(scope: SqlScope): Kysely<unknown> {
  return scope.getKysely() as unknown as Kysely<unknown>;
}

/** Runs one statement (`$1`-style parameters) and gives its rows. */
export async function query<T = Record<string, unknown>>(
  scope: SqlScope,
  text: string,
  values: readonly unknown[] = [],
): Promise<T[]> {
  const result = await send<T>(scope, CompiledQuery.raw(text, [...values]));
  return result.rows;
}

/**
 * Pipelining (docs/adr/0004-one-way-to-sql.md, "pipelined statements"). Kysely runs a
 * transaction's statements one at a time, each waiting for the answer of the one before. When the
 * pool's clients are in `pg`'s pipeline mode (`driverOptions.pipeline`, real PostgreSQL only),
 * the statements a transaction is given in one turn of the event loop (`Promise.all` of
 * independent ones, or statements issued without awaiting) are handed to its connection together:
 * `pg` writes each at once (its own Parse/Bind/Execute/Sync, values as parameters) and PostgreSQL
 * runs them in order, so a batch costs one wait instead of one per statement. Each statement
 * keeps its own answer and its own error; once one fails, PostgreSQL refuses the rest of the
 * transaction (25P02), so the failure that counts is the first in order (see `together`). On PGlite
 * (one session, no pipeline mode) every statement goes through Kysely one after another, as before.
 */
interface Waiting {
  compiled: CompiledQuery;
  resolve(result: QueryResult<unknown>): void;
  reject(error: unknown): void;
}

/**
 * Where a transaction keeps the statements of the current event-loop turn not yet handed to its
 * connection: on the transaction's own Kysely client, so the queue lives and ends with the
 * transaction and no module holds state for every app in the process.
 */
const pendingTurn = Symbol('propre.sql.pendingTurn');
type Gathering = Kysely<unknown> & { [pendingTurn]?: Waiting[] };

function pipelines(scope: SqlScope): boolean {
  return (scope.config.get('driverOptions') as { pipeline?: unknown } | undefined)?.pipeline === true;
}

function send<T>(scope: SqlScope, compiled: CompiledQuery): Promise<QueryResult<T>> {
  const kysely: Gathering = kyselyOf(scope);
  if (!kysely.isTransaction || !pipelines(scope)) return kysely.executeQuery<T>(compiled);
  let turn = kysely[pendingTurn];
  if (!turn) {
    const waiting: Waiting[] = [];
    kysely[pendingTurn] = waiting;
    // Statements issued in this turn are gathered first (a microtask runs before any answer can).
    queueMicrotask(() => {
      delete kysely[pendingTurn];
      sendTogether(kysely, waiting);
    });
    turn = waiting;
  }
  const waiting = turn;
  return new Promise<QueryResult<T>>((resolve, reject) => {
    waiting.push({ compiled, resolve: resolve as Waiting['resolve'], reject });
  });
}

/**
 * One statement goes through Kysely as any other; several are given to the transaction's one
 * connection without waiting in between (Kysely's connection provider still orders them after
 * whatever the transaction is already running, the ORM's flush included).
 */
function sendTogether(kysely: Kysely<unknown>, waiting: Waiting[]): void {
  if (waiting.length === 1) {
    const [one] = waiting as [Waiting];
    kysely.executeQuery(one.compiled).then(one.resolve, one.reject);
    return;
  }
  kysely
    .getExecutor()
    .provideConnection((connection) =>
      Promise.allSettled(waiting.map((w) => connection.executeQuery(w.compiled).then(w.resolve, w.reject))),
    )
    .catch((error: unknown) => {
      for (const w of waiting) w.reject(error);
    });
}

/** SQLSTATE 25P02: a statement sent after an earlier one of its transaction failed. */
const isAfterFailure = (error: unknown) => (error as { code?: unknown } | null)?.code === '25P02';

/**
 * Awaits independent calls started together (so their statements are pipelined): their answers in
 * order, or the error that caused the failure — the first that is not PostgreSQL's refusal of the
 * statements that followed it (25P02), whatever order the rejections arrived in.
 */
export async function together<T extends readonly unknown[]>(calls: readonly [...{ [K in keyof T]: Promise<T[K]> }]): Promise<T> {
  const settled = await Promise.allSettled(calls);
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (failures.length > 0) throw failures.find((error) => !isAfterFailure(error)) ?? failures[0];
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** Runs one statement and gives its first row, or null. */
export async function queryOne<T = Record<string, unknown>>(
  scope: SqlScope,
  text: string,
  values: readonly unknown[] = [],
): Promise<T | null> {
  return (await query<T>(scope, text, values))[0] ?? null;
}

/** Runs one statement that changes rows and gives how many it changed. */
export async function execute(scope: SqlScope, text: string, values: readonly unknown[] = []): Promise<number> {
  const result = await send(scope, CompiledQuery.raw(text, [...values]));
  return Number(result.numAffectedRows ?? 0);
}

/** Runs a statement built with Kysely's `sql` template (its interpolations are parameters). */
export async function queryOf<T = Record<string, unknown>>(scope: SqlScope, statement: RawBuilder<T>): Promise<T[]> {
  return (await statement.execute(kyselyOf(scope))).rows;
}

/**
 * Runs `work` in a transaction: the scope's own when it has one (joined, not nested), else a
 * new one, committed when `work` resolves and rolled back when it throws.
 */
export async function transaction<T>(scope: SqlScope, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return (scope as EntityManager).transactional(work, { propagation: TransactionPropagation.REQUIRED });
}

/** A statement's text and its parameters, to be run alone or composed into a larger one. */
export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * A multi-row insert of new entities that the ORM does not manage (built with
 * `em.create(..., { persist: false })`): every persisted scalar column from its value, converted
 * as the ORM converts it (json through the column type), as parameters numbered from
 * `firstParameter`. For a caller that writes rows once and composes the insert with others
 * (a data-modifying CTE); each property must be set.
 */
export function insertOf<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  rows: readonly T[],
  firstParameter = 1,
): Statement {
  const meta = em.getMetadata().get(entity);
  const platform = em.getPlatform();
  if (meta.props.some((prop) => prop.kind !== ReferenceKind.SCALAR && prop.persist !== false)) {
    throw new Error(`insertOf: ${meta.className} has relations; it writes scalar properties only`);
  }
  const props = meta.props.filter((prop) => prop.persist !== false && !prop.formula && prop.fieldNames?.length === 1);
  const values: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = props.map((prop) => {
      const value = (row as Record<string, unknown>)[prop.name];
      if (value === undefined) throw new Error(`insertOf: ${meta.className}.${prop.name} is not set`);
      values.push(prop.customType && value !== null ? prop.customType.convertToDatabaseValue(value, platform) : value);
      return `$${firstParameter + values.length - 1}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  return {
    text: `insert into ${meta.tableName} (${props.map((prop) => prop.fieldNames[0]).join(', ')}) values ${tuples.join(', ')}`,
    values,
  };
}

/**
 * The placeholders of a multi-row `values` list: `rows` tuples of one parameter per entry of
 * `casts` (each written after its parameter, '' for none), numbered from `first`. For
 * `tuplesOf(2, ['', '::date'])`: `($1, $2::date), ($3, $4::date)`.
 */
export function tuplesOf(rows: number, casts: readonly string[], first = 1): string {
  return Array.from(
    { length: rows },
    (_, row) => `(${casts.map((cast, column) => `$${first + row * casts.length + column}${cast}`).join(', ')})`,
  ).join(', ');
}
