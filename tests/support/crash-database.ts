import { createTestDatabase, type TestDatabase } from '@propre/api/test/database';
import { needsRealPostgres } from '@propre/api/test/real-postgres';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { ApiProcess } from './api-process.ts';

export interface CrashDatabase {
  /** The database's URL, for the API processes the test starts and kills. */
  readonly url: string;
  /** The test's own connection, which outlives every crash. */
  readonly db: pg.Client;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * What every crash test stands on: a database of its own on the real PostgreSQL (a crash test
 * needs real connections and real locks, which PGlite's one session cannot give), the test's
 * own connection to it, and, when the file ends, the API process it last started killed and the
 * database dropped. `currentApi` answers that process, whatever the test last assigned.
 */
export function useCrashDatabase(currentApi: () => ApiProcess | undefined, setup: { timeoutMs?: number } = {}): CrashDatabase {
  let database: TestDatabase | undefined;
  let client: pg.Client | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    needsRealPostgres(database.url, 'a crash test kills an API process of its own while its own connection holds locks');
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  }, setup.timeoutMs ?? 60_000);
  afterAll(async () => {
    currentApi()?.child.kill('SIGKILL');
    await client?.end();
    await database?.drop();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test or a hook`);
    return value;
  };
  return {
    get url() {
      return ready(database?.url, 'the crash database') as string;
    },
    get db() {
      return ready(client, 'the crash database connection');
    },
    async rows<T>(sql: string, params: unknown[] = []) {
      return (await ready(client, 'the crash database connection').query(sql, params)).rows as T[];
    },
  };
}
