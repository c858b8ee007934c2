import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * One server per embedded data folder (issue 21, finding 2). PGlite has no lock of its own: a
 * second `./script/start` on the same checkout opened the same folder, both accepted writes,
 * acknowledged sign-ups were lost and the next start hung. The folder's lock file
 * (`<dataDir>.lock`) names the process holding it; a lock whose process is gone (a crash, a
 * SIGKILL) is taken over.
 */
export class DataDirInUse extends Error {}

export interface DataDirLock {
  release(): void;
}

interface Holder {
  pid: number;
  hostname: string;
  startedAt: string;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const path = `${dataDir}.lock`;
  const me: Holder = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  // A first start has no data folder yet, nor perhaps its parent (`.data/`): the lock sits beside it.
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written aside then linked into place: the lock appears whole, or not at all if one exists.
    const draft = `${path}.${process.pid}`;
    writeFileSync(draft, `${JSON.stringify(me)}\n`);
    try {
      linkSync(draft, path);
      return { release: () => releaseIfMine(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
    const holder = readHolder(path);
    if (holder?.pid === process.pid) return { release: () => undefined };
    if (holder && isAlive(holder)) {
      throw new DataDirInUse(
        [
          `Another Propre server (process ${holder.pid}, started ${holder.startedAt}) is using the data folder`,
          `  ${dataDir}`,
          `Two servers on one embedded database lose data. Stop the other one first (kill ${holder.pid}),`,
          'or give this one another folder with DATA_DIR, or a PostgreSQL with DATABASE_URL.',
        ].join('\n'),
      );
    }
    // Left by a process that is gone (or unreadable): take it over, unless it changed meanwhile.
    if (JSON.stringify(readHolder(path)) === JSON.stringify(holder)) unlinkSync(path);
  }
  throw new DataDirInUse(`Could not lock the data folder ${dataDir} (${path} keeps changing).`);
}

function readHolder(path: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  // A lock written on another machine (a shared folder) cannot be checked: taken as held.
  if (holder.hostname !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfMine(path: string): void {
  if (readHolder(path)?.pid === process.pid) unlinkSync(path);
}
