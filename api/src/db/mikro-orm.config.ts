import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { embeddedPoolOptions } from '../plugins/db/embedded-pool.ts';
import { preparingClient } from '../plugins/db/prepared-client.ts';
import { entities } from './entities.ts';
import { migrationsList } from './migrations/index.ts';

export interface OrmOptions {
  clientUrl: string;
  /** 1 on PGlite, which is a single database session. */
  poolMax: number;
  /** PGlite behind its socket server: the pool's connections start clean (see embedded-pool.ts). */
  embedded?: boolean;
  /**
   * `pg`'s pipeline mode: statements a transaction is given together are written without waiting
   * for each answer (see `db/sql.ts`). Off on PGlite (one session behind a socket server).
   */
  pipeline?: boolean;
}

export function createOrmConfig({ clientUrl, poolMax, embedded = false, pipeline = !embedded }: OrmOptions) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    // Connections opened in a burst stay open (min = max): pg-pool hands out the most recently
    // used first, so at a steady load the others would close after 10 s idle, then be opened
    // again (a backend started, statements prepared anew) in the next burst, when time is short.
    pool: { min: poolMax, max: poolMax },
    // Statements with parameters are prepared once per connection (see prepared-client.ts).
    driverOptions: { Client: preparingClient(), pipeline, ...(embedded ? embeddedPoolOptions : {}) },
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    discovery: { warnWhenNoEntities: false },
    debug: false,
    // Off: with it, every entity instance gets accessors of its own for each property (to keep
    // the inverse side of two-way relations in sync, which this schema does not have), hence
    // hidden classes of its own that V8 keeps in the old generation: garbage that only a full
    // collection reclaims, tens of kilobytes per booking created.
    propagationOnPrototype: false,
  });
}
