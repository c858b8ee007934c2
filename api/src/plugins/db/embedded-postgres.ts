import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';

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
  let lock: DataDirLock | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // The server takes it before loading the app (server.ts); anyone else opening a folder takes it here.
    lock = lockDataDir(dataDir);
  }
  const extensions = { btree_gist, citext, cube, earthdistance, pg_trgm, unaccent };
  let db: PGlite;
  try {
    db = dataDir ? await openWithin(dataDir, () => PGlite.create({ dataDir, extensions })) : await PGlite.create({ extensions });
  } catch (error) {
    lock?.release();
    if (!dataDir) throw error;
    throw unreadable(dataDir, error instanceof Error ? error.message : String(error));
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async close() {
      await server.stop();
      await db.close();
      lock?.release();
    },
  };
}

/** How long opening a data folder may take before it is taken for damaged (recovery included). */
const openTimeoutMs = 120_000;

function unreadable(dataDir: string, reason: string): Error {
  const error = new Error(
    [
      `The embedded database in ${dataDir} could not be opened (${reason}).`,
      'It may be damaged. Nothing was changed: move the folder aside to start with an empty database',
      `(mv ${dataDir} ${dataDir}.damaged), or put back a copy of it.`,
    ].join('\n'),
  );
  error.name = 'EmbeddedDatabaseUnreadable';
  return error;
}

/**
 * Opens the folder, or ends the process with the refusal above when that takes longer than
 * `openTimeoutMs`: a damaged folder kept PGlite busy at full CPU for minutes, in this thread,
 * where no timer of ours can run. A worker thread's timer still runs, and can end the process.
 */
async function openWithin<T>(dataDir: string, open: () => Promise<T>): Promise<T> {
  const message = `Propre API failed to start: ${unreadable(dataDir, `still opening after ${openTimeoutMs / 1000} s`).message}\n`;
  const watchdog = new Worker(
    // Written straight to file descriptor 2: a worker's process.stderr goes through the blocked thread.
    `const { workerData } = require('node:worker_threads');
     const { writeSync } = require('node:fs');
     setTimeout(() => { writeSync(2, workerData.message); process.kill(workerData.pid, 'SIGKILL'); }, workerData.ms);`,
    { eval: true, workerData: { message, pid: process.pid, ms: openTimeoutMs } },
  );
  watchdog.unref();
  try {
    return await open();
  } finally {
    await watchdog.terminate();
  }
}
