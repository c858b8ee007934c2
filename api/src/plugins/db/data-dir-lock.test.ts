import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from './data-dir-lock.ts';

const roots: string[] = [];
const freshRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'propre-lock-'));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('locks a data folder whose parent does not exist yet (a first start)', () => {
    const dataDir = join(freshRoot(), '.data', 'pglite');
    const lock = lockDataDir(dataDir);
    const holder = JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')) as { pid: number };
    expect(holder.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a folder another live process holds, naming it', () => {
    const dataDir = join(freshRoot(), 'data');
    // A real other process, alive for the length of the test.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(
        `${dataDir}.lock`,
        `${JSON.stringify({ pid: other.pid, hostname: hostname(), startedAt: '2026-11-25T00:00:00.000Z' })}\n`,
      );
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUse);
      expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = join(freshRoot(), 'data');
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(
      `${dataDir}.lock`,
      `${JSON.stringify({ pid: gone.pid, hostname: hostname(), startedAt: '2026-11-25T00:00:00.000Z' })}\n`,
    );
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});
