import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { assertStorageKey, type FileStorage } from './storage.ts';

/**
 * Files on the local disk under `root`. With no root (tests, in-memory database) a temporary
 * folder is used and removed on close.
 */
export async function createDiskStorage(root: string | undefined): Promise<FileStorage> {
  const temporary = root === undefined;
  const base = root ?? (await mkdtemp(join(tmpdir(), 'propre-files-')));
  await mkdir(base, { recursive: true });
  return {
    async put(key, data) {
      assertStorageKey(key);
      const target = join(base, key);
      await mkdir(dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
    async get(key) {
      assertStorageKey(key);
      try {
        return await readFile(join(base, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await rm(join(base, key), { force: true });
    },
    async close() {
      if (temporary) await rm(base, { recursive: true, force: true });
    },
  };
}
