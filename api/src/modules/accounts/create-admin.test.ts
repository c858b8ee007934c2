import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { nextIp } from '../../../test/factories.ts';

const script = fileURLToPath(new URL('../../../scripts/create-admin.ts', import.meta.url));
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

function run(args: string[], password: string) {
  return spawnSync(process.execPath, [script, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'silent',
      ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: ':memory:' }),
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

    if (!database.url) return;
    let t: TestApp | undefined;
    try {
      t = await createTestApp({ env: { DATABASE_URL: database.url } });
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
