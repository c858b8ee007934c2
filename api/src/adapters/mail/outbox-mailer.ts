import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { checkMailMessage, type Mailer } from './mail.ts';
import { insertOutbox } from './outbox-store.ts';

export interface OutboxMailerOptions {
  orm: MikroORM;
  log: FastifyBaseLogger;
}

/**
 * The embedded mailer: nothing leaves the machine; each mail is kept in mail_outbox, where
 * admins (and a developer) can read it.
 */
export function createOutboxMailer({ orm, log }: OutboxMailerOptions): Mailer {
  return {
    kind: 'outbox',
    async send(message, options = {}) {
      checkMailMessage(message);
      const id = await insertOutbox(options.em ?? orm.em.fork(), message);
      // Tag and id only: recipient, subject and body are personal data (Quebec Law 25).
      log.info({ mailId: id, tag: message.tag }, 'mail stored in outbox');
    },
  };
}
