import { MikroORM } from '@mikro-orm/postgresql';
import pg, { type Pool } from 'pg';
import { createOrmConfig } from '../../db/mikro-orm.config.ts';
import { retireConnectionsAfterErrors } from './embedded-pool.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';

export interface DatabaseOptions {
  /** A real PostgreSQL; when undefined, PGlite is started. */
  databaseUrl: string | undefined;
  /** PGlite data folder; undefined keeps it in memory. */
  dataDir: string | undefined;
  poolMax: number;
}

export interface Database {
  orm: MikroORM;
  /** The `pg` pool behind the ORM, shared with the job queue so PGlite sees one client. */
  pool: Pool;
  embedded: boolean;
  close(): Promise<void>;
}

/** The session lock instances take to migrate (any fixed number; "propre mi" in ASCII). */
const migrationLock = 0x70726f70726d69n;

/**
 * Runs `migrate` holding a session lock on a connection of its own: instances started together
 * on a new release each migrate, and without it two of them ran the same migration at once and
 * all but one failed to start. The others wait, then find nothing left to apply.
 */
async function oneAtATime(url: string, migrate: () => Promise<unknown>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [migrationLock.toString()]);
    await migrate();
  } finally {
    // Ending the session releases its lock.
    await lock.end();
  }
}

/** Connects (starting PGlite if needed) and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  if (!options.databaseUrl) embedded = await startEmbeddedPostgres(options.dataDir);
  try {
    const clientUrl = options.databaseUrl ?? (embedded as EmbeddedPostgres).url;
    const orm = await MikroORM.init(
      createOrmConfig({ clientUrl, poolMax: embedded ? 1 : options.poolMax, embedded: embedded !== undefined }),
    );
    try {
      const pool = (await orm.em.getConnection().getNativeClient()) as Pool;
      if (embedded) retireConnectionsAfterErrors(pool);
      if (embedded) await orm.migrator.up();
      else await oneAtATime(clientUrl, () => orm.migrator.up());
      return {
        orm,
        pool,
        embedded: embedded !== undefined,
        async close() {
          await orm.close(true);
          await embedded?.close();
        },
      };
    } catch (error) {
      await orm.close(true);
      throw error;
    }
  } catch (error) {
    await embedded?.close();
    throw error;
  }
}
