import { createHmac, timingSafeEqual } from 'node:crypto';
import { LockMode, type MikroORM } from '@mikro-orm/postgresql';
import type { Mailer } from '../../adapters/mail/mail.ts';
import { renderMail } from '../../adapters/mail/templates.ts';
import { query } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { Locale } from '../../plugins/errors/locale.ts';
import { checkEmail } from './contact-details.ts';
import { NewsletterSubscriber } from './growth.entities.ts';
import { growthErrors } from './growth.errors.ts';

const fail = errorsOf(growthErrors);
export const confirmLinkDays = 7;
const unsubscribeContext = 'propre.newsletter-unsubscribe.v1.';
const unsubscribeShape = /^(nls_[0-9a-z]{26})\.([A-Za-z0-9_-]{43})$/;

export interface NewsletterService {
  /**
   * Double opt-in: mails a confirmation link unless the address is already confirmed. Once the
   * input is valid, `mayMail` spends the inbox's allowance: when it answers false, nothing
   * changes, so the link already sent stays the valid one (an invalid request spends nothing).
   */
  subscribe(input: { email: string; acceptTerms: boolean; language: Locale; mayMail?: () => Promise<boolean> }): Promise<void>;
  confirm(token: string): Promise<'confirmed'>;
  unsubscribe(token: string): Promise<'unsubscribed'>;
  /** The link that unsubscribes this subscriber, for every mail the list sends. */
  unsubscribeUrl(subscriberId: string): Promise<string>;
}

const invalidToken = () =>
  fail('newsletter_token_invalid', {
    detail: {
      fr: 'Ce lien n’est pas valide ou a expiré. Abonnez-vous de nouveau pour en recevoir un autre.',
      en: 'This link is not valid or has expired. Subscribe again to get a new one.',
    },
  });

/**
 * The newsletter list. Unsubscribe links are an HMAC of the subscriber id under a server key,
 * so any later mail can carry one without storing a secret per subscriber, and they never expire.
 */
export function createNewsletterService(deps: {
  orm: MikroORM;
  mailer: Mailer;
  publicUrl: string;
  signingKey: () => Promise<Buffer>;
}): NewsletterService {
  const { orm, mailer, publicUrl, signingKey } = deps;
  const mac = (key: Buffer, id: string) =>
    createHmac('sha256', key)
      .update(unsubscribeContext + id)
      .digest();
  const unsubscribeUrlWith = (key: Buffer, id: string) =>
    `${publicUrl}/newsletter/unsubscribe?token=${id}.${mac(key, id).toString('base64url')}`;
  const unsubscribeUrl = async (id: string) => unsubscribeUrlWith(await signingKey(), id);

  return {
    unsubscribeUrl,

    async subscribe({ email: raw, acceptTerms, language, mayMail }) {
      const email = checkEmail(raw);
      if (!acceptTerms) {
        throw fail('terms_not_accepted', {
          detail: {
            fr: 'Acceptez les conditions pour vous abonner à l’infolettre.',
            en: 'Accept the terms to subscribe to the newsletter.',
          },
          errors: [
            {
              pointer: '/body/acceptTerms',
              code: 'terms_not_accepted',
              message: { fr: 'Vous devez accepter les conditions', en: 'You must accept the terms' },
            },
          ],
        });
      }
      if (mayMail && !(await mayMail())) return;
      const now = new Date();
      // Read before the transaction: the key's first read takes a connection of its own, which,
      // inside the transaction, would wait for the one the transaction holds on PGlite's pool of
      // one connection (the request then never ends).
      const key = await signingKey();
      try {
        await orm.em.fork().transactional(async (em) => {
          // Two forms sent at once for one address meet on the unique email, not in a race.
          await query(
            em,
            `insert into newsletter_subscriber (id, email, language, status, terms_accepted_at, created_at, updated_at)
               values ($1, $2, $3, 'pending', $4, $5, $6) on conflict (email) do nothing`,
            [newId('nls'), email, language, now, now, now],
          );
          const row = await em.findOneOrFail(NewsletterSubscriber, { email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (row.status === 'confirmed') return;
          const { token, tokenHash } = newToken();
          row.status = 'pending';
          row.language = language;
          row.termsAcceptedAt = now;
          row.confirmTokenHash = tokenHash;
          row.confirmExpiresAt = new Date(now.getTime() + confirmLinkDays * 86_400_000);
          row.unsubscribedAt = null;
          row.updatedAt = now;
          await em.flush();
          const mail = renderMail(
            'newsletter-confirmation',
            {
              confirmUrl: `${publicUrl}/newsletter/confirm?token=${token}`,
              unsubscribeUrl: unsubscribeUrlWith(key, row.id),
              expiresInDays: confirmLinkDays,
            },
            language,
          );
          await mailer.send({ to: email, ...mail }, { em });
        });
      } catch (error) {
        if ((error as { name?: string }).name === 'MailDeliveryError') {
          throw fail('newsletter_subscription_failed', { cause: error });
        }
        throw error;
      }
    },

    async confirm(token) {
      const em = orm.em.fork();
      const row = await em.findOne(NewsletterSubscriber, { confirmTokenHash: hashToken(token) });
      if (!row?.confirmExpiresAt || row.confirmExpiresAt.getTime() <= Date.now()) throw invalidToken();
      if (row.status !== 'confirmed') {
        row.status = 'confirmed';
        row.confirmedAt = new Date();
        row.updatedAt = new Date();
        await em.flush();
      }
      return 'confirmed';
    },

    async unsubscribe(token) {
      const match = unsubscribeShape.exec(token);
      if (!match?.[1] || !match[2]) throw invalidToken();
      const given = Buffer.from(match[2], 'base64url');
      const expected = mac(await signingKey(), match[1]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidToken();
      const em = orm.em.fork();
      const row = await em.findOne(NewsletterSubscriber, { id: match[1] });
      if (!row) throw invalidToken();
      if (row.status !== 'unsubscribed') {
        const now = new Date();
        row.status = 'unsubscribed';
        row.unsubscribedAt = now;
        // A confirmation link still in someone's inbox must not sign the address up again.
        row.confirmTokenHash = null;
        row.confirmExpiresAt = null;
        row.updatedAt = now;
        await em.flush();
      }
      return 'unsubscribed';
    },
  };
}
