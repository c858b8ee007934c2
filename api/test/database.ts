import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database that exists for one test file only. */
export interface TestDatabase {
  /** Connection string of a fresh PostgreSQL database, or undefined to use in-memory PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let warned = false;

async function connectAdmin(): Promise<pg.Client | undefined> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => undefined);
    return undefined;
  }
}

/**
 * Creates `propre_test_<random>` on the real PostgreSQL (TEST_DATABASE_URL or the local
 * server); with none reachable, falls back to in-memory PGlite and says so once.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = await connectAdmin();
  if (!admin) {
    if (!warned) {
      warned = true;
      process.stderr.write(`[tests] No PostgreSQL at ${redact(adminUrl)}: running on in-memory PGlite.\n`);
    }
    return { url: undefined, drop: async () => undefined };
  }
  const name = `propre_test_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = await connectAdmin();
      if (!client) return;
      try {
        // Only ever drops the database this harness created above.
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'TEST_DATABASE_URL';
  }
}
