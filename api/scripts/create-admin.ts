// Creates an administrator on the configured database: the only way an admin account comes
// to exist (no endpoint creates one). Usage, with the same environment as the server:
//   ADMIN_PASSWORD=… node scripts/create-admin.ts <username> <email> "<full name>"
// The password comes from the environment so it stays out of shell history and `ps`.

import { createAccountsService } from '../src/modules/accounts/accounts.service.ts';
import { isTooCommon } from '../src/modules/accounts/passwords.ts';
import { createSessionStore } from '../src/modules/accounts/sessions.ts';
import { ConfigError, loadConfig } from '../src/plugins/config/config.ts';
import { openDatabase } from '../src/plugins/db/database.ts';

const [username, email, fullName] = process.argv.slice(2);
const password = process.env.ADMIN_PASSWORD ?? '';
if (!username || !email || !fullName) {
  process.stderr.write('Usage: ADMIN_PASSWORD=… node scripts/create-admin.ts <username> <email> "<full name>"\n');
  process.exit(2);
}
if (password.length < 12 || isTooCommon(password, [username, email])) {
  process.stderr.write('ADMIN_PASSWORD must be at least 12 characters and not a common password.\n');
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
try {
  const accounts = createAccountsService({ orm: db.orm, sessions: createSessionStore(db.orm) });
  const em = db.orm.em.fork();
  const admin = await accounts.createUser(em, {
    username,
    email,
    password,
    fullName,
    role: 'admin',
    gender: 'prefer_not_to_say',
  });
  await em.flush();
  process.stdout.write(`Admin ${admin.username} created (${admin.id}).\n`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `Could not create the admin: ${/unique|duplicate/i.test(message) ? 'username or email already used' : message}\n`,
  );
  process.exitCode = 1;
} finally {
  await db.close();
}
