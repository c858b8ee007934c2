import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** A PGlite database served over the PostgreSQL wire protocol on a loopback port. */
export interface EmbeddedPostgres {
  /** Connection string for the ordinary `pg` driver. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts PGlite (in memory when `dataDir` is undefined) and serves it on 127.0.0.1 so every
 * client — ORM, job queue, ad-hoc SQL — speaks plain PostgreSQL, exactly as in production.
 * PGlite is a single session, so callers must use a pool of one connection; the server takes a
 * second one only so that the pool's replacement of a closed connection is not refused while
 * the server has yet to see the old one close (see embedded-pool.ts).
 */
export async function startEmbeddedPostgres(dataDir: string | undefined): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { btree_gist, citext, cube, earthdistance, pg_trgm, unaccent },
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
