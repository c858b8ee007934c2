import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { nextIp } from '../../../test/factories.ts';

const script = fileURLToPath(new URL('../../../scripts/create-admin.ts', import.meta.url));
let database: TestDatabase;
/**
 * Without a real PostgreSQL, the embedded database in a data folder of the test's own: each run
 * of the command is a process of its own, and an in-memory PGlite would end with it (the second
 * run could then never see the first one's admin). The app below opens the same folder.
 */
let dataDir: string | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) dataDir = mkdtempSync(join(tmpdir(), 'propre-create-admin-'));
});
afterAll(async () => {
  await database.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Where the command and the app find the database: the real PostgreSQL, or the data folder. */
const storage = (): Record<string, string> => (database.url ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir as string });

function run(args: string[], password: string) {
  return spawnSync(process.execPath, [script, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'silent',
      ...storage(),
    },
    encoding: 'utf8',
  });
}

describe('create-admin command', () => {
  it('creates an admin who can sign in, and refuses weak passwords and duplicates', async () => {
    expect(run(['boss', 'boss@example.ca', 'La Patronne'], 'motdepasse123').status).toBe(2);
    const created = run(['boss', 'boss@example.ca', 'La Patronne'], 'Un-long-mot-de-passe-admin');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/Admin boss created \(usr_[0-9a-z]{26}\)/);
    const duplicate = run(['boss', 'boss@example.ca', 'La Patronne'], 'Un-long-mot-de-passe-admin');
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain('already used');

    let t: TestApp | undefined;
    try {
      t = await createTestApp({ env: storage() });
      const login = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'boss@example.ca', password: 'Un-long-mot-de-passe-admin' },
        remoteAddress: nextIp(),
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.role).toBe('admin');
    } finally {
      await t?.app.close();
    }
  });
});
