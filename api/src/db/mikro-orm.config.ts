import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { entities } from './entities.ts';
import { migrationsList } from './migrations/index.ts';

export interface OrmOptions {
  clientUrl: string;
  /** 1 on PGlite, which is a single database session. */
  poolMax: number;
}

export function createOrmConfig({ clientUrl, poolMax }: OrmOptions) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: poolMax },
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    discovery: { warnWhenNoEntities: false },
    debug: false,
  });
}
