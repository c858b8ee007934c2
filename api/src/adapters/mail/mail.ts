import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../plugins/errors/locale.ts';

/** One email to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  locale: Locale;
  /** What kind of mail this is, e.g. 'password-reset': the only thing about it that is logged. */
  tag: string;
}

export interface SendOptions {
  /**
   * The caller's transactional entity manager. The outbox row is written in that transaction,
   * so a mail is on record exactly when the change that caused it was committed.
   */
  em?: EntityManager;
}

/** The outside world "mail": an outbox table by default, SMTP in production. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}

// Tags are written to logs, so they must never be able to carry an address or a name.
const tagPattern = /^[a-z][a-z0-9-]{0,63}$/;

/** Throws on a message no mailer should accept. */
export function checkMailMessage(message: MailMessage): void {
  if (!tagPattern.test(message.tag)) throw new Error('Mail tag must be a-z then a-z0-9 or "-", at most 64 characters');
  if (message.locale !== 'fr' && message.locale !== 'en') throw new Error('Mail locale must be fr or en');
  if (message.to.trim() === '' || /[\r\n]/.test(message.to)) throw new Error('Mail recipient must be one address');
}
