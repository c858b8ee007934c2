import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database that exists for one test file only. */
export interface TestDatabase {
  /** Connection string of a fresh PostgreSQL database, or undefined to use in-memory PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A migrated database that test databases are cloned from, for one test run. */
export interface TemplateDatabase {
  name: string;
  drop(): Promise<void>;
}

/**
 * Names the run's template database (set by api/test/global-setup.ts, read in the test workers,
 * which inherit the environment): test databases are then copies of it, already migrated.
 */
export const templateVariable = 'PROPRE_TEST_TEMPLATE_DATABASE';
const templateName = /^propre_template_[0-9a-f]{12}$/;

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

function urlOf(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database this harness created; its open sessions are ended first. */
async function dropDatabase(name: string): Promise<void> {
  const client = await connectAdmin();
  if (!client) return;
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * Creates `propre_test_<random>` on the real PostgreSQL (TEST_DATABASE_URL or the local
 * server); with none reachable, falls back to in-memory PGlite and says so once. Within a test
 * run that made a template (see createTemplateDatabase), the new database is a copy of it:
 * every migration already applied, which PostgreSQL copies in a tenth of the time migrating takes.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const admin = await connectAdmin();
  if (!admin) {
    if (!warned) {
      warned = true;
      process.stderr.write(`[tests] No PostgreSQL at ${redact(adminUrl)}: running on in-memory PGlite.\n`);
    }
    return { url: undefined, drop: async () => undefined };
  }
  const name = `propre_test_${randomBytes(6).toString('hex')}`;
  // Not migrated: an empty database, for a test of the migrations themselves.
  const template = options.migrated === false ? undefined : process.env[templateVariable];
  if (template !== undefined && !templateName.test(template)) {
    await admin.end();
    throw new Error(`${templateVariable} is not a template this harness made: ${template}`);
  }
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: urlOf(name),
    // Only ever drops the database this harness created above.
    drop: () => dropDatabase(name),
  };
}

/**
 * Creates and migrates the run's template database with the app's own migration path, or
 * returns undefined without a reachable PostgreSQL (PGlite then migrates per file). Nothing may
 * stay connected to it: PostgreSQL copies only a database no one is using.
 */
export async function createTemplateDatabase(): Promise<TemplateDatabase | undefined> {
  const admin = await connectAdmin();
  if (!admin) return undefined;
  const name = `propre_template_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  try {
    // Loaded only here: the workers, which only copy the template, never need the ORM for it.
    const { openDatabase } = await import('../src/plugins/db/database.ts');
    const database = await openDatabase({ databaseUrl: urlOf(name), dataDir: undefined, poolMax: 1 });
    await database.close();
  } catch (error) {
    await dropDatabase(name);
    throw error;
  }
  return { name, drop: () => dropDatabase(name) };
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
