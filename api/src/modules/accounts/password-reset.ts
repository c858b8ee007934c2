import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { Mailer } from '../../adapters/mail/mail.ts';
import { renderMail } from '../../adapters/mail/templates.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { User } from './accounts.entities.ts';
import { accountErrors } from './accounts.errors.ts';
import { PasswordReset } from './password-reset.entity.ts';
import { hashPassword, isTooCommon } from './passwords.ts';
import type { SessionStore } from './sessions.ts';

const fail = errorsOf(accountErrors);
export const resetLinkLifetimeMs = 3_600_000;
export const passwordResetQueue = 'password-reset-request';

export interface PasswordResetService {
  /** Queues the request; the answer never depends on whether the account exists. */
  request(email: string): Promise<void>;
  /** The job: mails a link when an account uses the email, does nothing otherwise. */
  sendLink(email: string): Promise<void>;
  reset(token: string, password: string): Promise<void>;
}

export function createPasswordResetService(deps: {
  orm: MikroORM;
  boss: PgBoss;
  mailer: Mailer;
  sessions: SessionStore;
  publicUrl: string;
}): PasswordResetService {
  const { orm, boss, mailer, sessions, publicUrl } = deps;
  return {
    async request(email) {
      await boss.send(passwordResetQueue, { email: email.trim().toLowerCase() }, { retryLimit: 3, retryDelay: 30 });
    },

    async sendLink(email) {
      await orm.em.fork().transactional(async (em) => {
        const user = await em.findOne(User, { email, deletedAt: null });
        if (!user) return;
        const { token, tokenHash } = newToken();
        const now = new Date();
        em.create(PasswordReset, {
          id: newId('pwr'),
          user,
          tokenHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + resetLinkLifetimeMs),
          usedAt: null,
        });
        await em.flush();
        const resetUrl = `${publicUrl}/reset-password/${token}`;
        const mail = renderMail('password-reset', { name: user.fullName, resetUrl, expiresInMinutes: 60 }, user.language);
        await mailer.send({ to: user.email, ...mail }, { em });
      });
    },

    async reset(token, password) {
      await orm.em.fork().transactional(async (em) => {
        const link = await em.findOne(PasswordReset, { tokenHash: hashToken(token) }, { populate: ['user'] });
        const user = link?.user.getEntity();
        if (!link || !user || user.deletedAt) {
          throw fail('reset_token_invalid', {
            detail: { fr: 'Ce lien de réinitialisation n’est pas valide.', en: 'This reset link is not valid.' },
          });
        }
        if (link.usedAt) {
          throw fail('reset_token_used', {
            detail: { fr: 'Ce lien a déjà servi. Demandez-en un nouveau.', en: 'This link was already used. Ask for a new one.' },
          });
        }
        if (link.expiresAt.getTime() <= Date.now()) {
          throw fail('reset_token_expired', {
            detail: { fr: 'Ce lien a expiré. Demandez-en un nouveau.', en: 'This link has expired. Ask for a new one.' },
          });
        }
        if (isTooCommon(password, [user.username, user.email])) throw fail('password_too_common');
        const now = new Date();
        link.usedAt = now;
        user.passwordHash = await hashPassword(password);
        user.passwordChangedAt = now;
        user.updatedAt = now;
        await em.flush();
        await forgetResetLinks(em, user.id);
        await sessions.revokeAllBut(em, user.id, null);
      });
    },
  };
}

/**
 * Makes every unused reset link of a user invalid (issue 21, finding 4): after a reset, a
 * password change or an email change, a link mailed before it, perhaps to an address the user
 * no longer controls, must not set the password. Called in the change's transaction.
 */
export async function forgetResetLinks(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(PasswordReset, { user: userId, usedAt: null });
}

/** Starts the worker that turns queued requests into mails. */
export async function startPasswordResetWorker(boss: PgBoss, service: PasswordResetService): Promise<void> {
  await boss.createQueue(passwordResetQueue);
  await boss.work<{ email: string }>(passwordResetQueue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await service.sendLink(job.data.email);
  });
}
