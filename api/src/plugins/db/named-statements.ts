import { randomUUID } from 'node:crypto';
import { type EntityMetadata, type Platform, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NamedStatement, StatementsTogether } from './deferred-statements.ts';

/** What MikroORM runs an entity manager's statements on: its Kysely client, or the open Kysely transaction. */
export interface KyselyRunner {
  executeQuery(query: {
    /**
     * Kysely hands this to pg's `client.query()` as is: pg takes a named query's config, and the
     * deferred-statements patch a set of them read together.
     */
    sql: string | NamedStatement | StatementsTogether;
    parameters: readonly unknown[];
    query: { kind: 'RawNode'; sqlFragments: readonly string[]; parameters: readonly unknown[] };
    queryId: { queryId: string };
  }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `text` (with `$1`-style parameters) on the entity manager's connection: in its
 * transaction when it has one (on PGlite, one connection, any other would wait for ever),
 * else on a pooled connection. With a name, each connection parses and plans the statement
 * once and then only binds it; without one, PostgreSQL plans it on every call.
 *
 * Once prepared on a connection, a named statement also travels with the `deferred()` ones
 * waiting there (as an SQL `execute`, see deferred-statements.ts), and `deferred: true` makes
 * it one of them: for a write inside a transaction whose answer nobody reads, it then goes
 * with the next statement (the first time on a connection, it still goes alone).
 */
export async function executeOn<T extends unknown[]>(
  em: EntityManager,
  text: string,
  values: readonly unknown[],
  statement?: { name: string; deferred?: boolean },
): Promise<T> {
  const sql = statement ? { name: statement.name, text, deferred: statement.deferred === true } : text;
  return (await run(em, sql, values, text)).rows as T;
}

/** Hands pg's query config to the connection MikroORM runs `em`'s statements on (see `executeOn`). */
function run(em: EntityManager, sql: string | NamedStatement | StatementsTogether, parameters: readonly unknown[], text: string) {
  const runner = em.getTransactionContext<KyselyRunner>() ?? (em.getConnection().getClient() as unknown as KyselyRunner);
  return runner.executeQuery({
    sql,
    parameters,
    query: { kind: 'RawNode', sqlFragments: [text], parameters: [] },
    queryId: { queryId: randomUUID() },
  });
}

/** A named statement and what its caller makes of its rows, to be read with others (`readTogether`). */
export interface NamedRead<T> {
  name: string;
  text: string;
  values: readonly unknown[];
  read(rows: Array<Record<string, unknown>>): T;
}

/**
 * Runs independent reads on the entity manager's connection (its transaction's, if any) and
 * gives each read's answer, in order. Once the connection has prepared them all, they go in one
 * message, with any deferred statements waiting there ahead of them: one round trip instead of
 * one each (the first time on a connection, each goes alone to be prepared).
 */
export async function readTogether<T extends unknown[]>(
  em: EntityManager,
  reads: { [K in keyof T]: NamedRead<T[K]> },
): Promise<T> {
  const together: StatementsTogether = { together: reads.map(({ name, text, values }) => ({ name, text, values })) };
  const result = await run(em, together, [], '');
  const rows = result.rows as Array<Array<Record<string, unknown>>>;
  return reads.map((statement, index) => statement.read(rows[index] ?? [])) as T;
}

/**
 * An entity's columns, for a named statement that reads whole rows. A prepared `select *` fails
 * once a migration adds a column while the process runs ("cached plan must not change result
 * type"); a list fixed when the process started keeps working.
 */
export function columnsOf(meta: EntityMetadata): string {
  return meta.props
    .filter((prop) => prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE)
    .filter((prop) => prop.persist !== false && !prop.formula)
    .flatMap((prop) => prop.fieldNames ?? [])
    .join(', ');
}

/** Writes one new row of an entity (see `rowInserter`). */
export type RowInserter<T> = (em: EntityManager, entity: T) => Promise<void>;

/**
 * A deferred named insert of an entity's new rows, for a row written once and not changed in
 * its transaction: the entity is built with `em.create(..., { persist: false })` and this
 * writes it as it is, every column from its value (json through the column type, as the ORM
 * does), with the transaction's next statement. The ORM's flush of such a row cost more than
 * the statement: a snapshot, a change set and an insert built and formatted per row. An error
 * (a constraint) is raised by the next statement. Scalar properties only; each must be set.
 */
export function rowInserter<T extends object>(meta: EntityMetadata<T>, platform: Platform): RowInserter<T> {
  if (meta.props.some((prop) => prop.kind !== ReferenceKind.SCALAR && prop.persist !== false)) {
    throw new Error(`rowInserter: ${meta.className} has relations; it writes scalar properties only`);
  }
  const props = meta.props.filter((prop) => prop.persist !== false && !prop.formula && prop.fieldNames?.length === 1);
  const text = `insert into ${meta.tableName} (${props.map((prop) => prop.fieldNames[0]).join(', ')})
                values (${props.map((_, i) => `$${i + 1}`).join(', ')})`;
  const name = `insert-${meta.tableName}`;
  return async (em, entity) => {
    const values = props.map((prop) => {
      const value = (entity as Record<string, unknown>)[prop.name];
      if (value === undefined) throw new Error(`rowInserter: ${meta.className}.${prop.name} is not set`);
      return prop.customType && value !== null ? prop.customType.convertToDatabaseValue(value, platform) : value;
    });
    await executeOn(em, text, values, { name, deferred: true });
  };
}
