import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mail.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { Mailer, MailMessage, SendOptions } from './mail.ts';
export type { MailOutboxRow } from './mail-outbox.entity.ts';
export { type ListOutboxOptions, listOutbox } from './outbox-store.ts';
export { MailDeliveryError } from './smtp-mailer.ts';

export interface CreateMailerOptions {
  /** SMTP_URL: delivers over SMTP when set; otherwise mail only goes to the outbox table. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the From header of every mail. */
  from: string;
  orm: MikroORM;
  log: FastifyBaseLogger;
}

export function createMailer({ smtpUrl, from, orm, log }: CreateMailerOptions): Mailer {
  return smtpUrl ? createSmtpMailer({ url: smtpUrl, from, orm, log }) : createOutboxMailer({ orm, log });
}
