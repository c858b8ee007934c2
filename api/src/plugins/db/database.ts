import { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
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
      await orm.migrator.up();
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
