import type { MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { Mailer } from '../../adapters/mail/mail.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { PasskeySite } from '../../plugins/config/config.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createAccountsService, type ReferralListener } from './accounts.service.ts';
import { createEmbedCodes } from './embed-codes.ts';
import { embedSignInRoutes, type PublishableKeys } from './embed-sign-in.routes.ts';
import { passkeysRoutes } from './passkeys.routes.ts';
import { createPasswordResetService, startPasswordResetWorker } from './password-reset.ts';
import { personalDataErasers } from './personal-data.ts';
import { createSessionStore } from './sessions.ts';
import { usersRoutes } from './users.routes.ts';

export type { SessionStore } from './sessions.ts';
export { toUserDto } from './user-dto.ts';

export interface AccountsAreaDeps {
  orm: MikroORM;
  boss: PgBoss;
  mailer: Mailer;
  storage: FileStorage;
  limiter: RateLimiter;
  /** Sign-up and role choice create the referral reward. */
  referrals: ReferralListener;
  publicUrl: string;
  /** The brands' host names a passkey may be bound to (WebAuthn relying parties). */
  passkeySites: PasskeySite[];
  /** A live publishable key and its origins (the partners area), for the embed's sign-in window. */
  publishableKey: PublishableKeys;
}

/** Accounts: sessions, sign-up and sign-in, passwords and passkeys, the signed-in user's own account. */
export async function accountsArea({
  orm,
  boss,
  mailer,
  storage,
  limiter,
  referrals,
  publicUrl,
  passkeySites,
  publishableKey,
}: AccountsAreaDeps) {
  const sessions = createSessionStore(orm);
  const passwordReset = createPasswordResetService({ orm, boss, mailer, sessions, publicUrl });
  await startPasswordResetWorker(boss, passwordReset);
  const accounts = createAccountsService({ orm, sessions, erasers: personalDataErasers, referrals });
  return {
    sessions,
    accounts,
    passwordReset,
    handlers: {
      ...accountsRoutes({ accounts, passwordReset, sessions, limiter }),
      ...usersRoutes({ orm, accounts, storage, limiter }),
      ...passkeysRoutes({ orm, sessions, limiter, sites: passkeySites, publicUrl }),
      ...embedSignInRoutes({ orm, sessions, limiter, publishableKey, codes: createEmbedCodes(orm.em) }),
    },
  };
}
