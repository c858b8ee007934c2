import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { checkMailMessage, type Mailer } from './mail.ts';
import { insertOutbox, markDelivered } from './outbox-store.ts';

export interface SmtpMailerOptions {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
  url: string;
  /** The From header, e.g. `Propre <bonjour@propre.example>`. */
  from: string;
  orm: MikroORM;
  log: FastifyBaseLogger;
}

/** A delivery the SMTP server did not accept; its message never holds the SMTP password. */
export class MailDeliveryError extends Error {
  /** Nodemailer's code, e.g. ECONNECTION, EAUTH, EENVELOPE. */
  readonly code: string | undefined;
  /** The SMTP reply code, when the server answered. */
  readonly responseCode: number | undefined;
  constructor(message: string, code: string | undefined, responseCode: number | undefined) {
    super(message);
    this.name = 'MailDeliveryError';
    this.code = code;
    this.responseCode = responseCode;
  }
}

// A request may be waiting on send(): fail in seconds rather than nodemailer's minutes.
// The URL's own query (e.g. ?connectionTimeout=30000) still wins.
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Delivers over SMTP with nodemailer, one connection per mail, and keeps each mail in
 * mail_outbox as the audit trail: written before the attempt, delivered_at set once the server
 * accepted it. A failed send throws MailDeliveryError and leaves delivered_at null; whether to
 * roll back, retry or carry on is the caller's decision.
 *
 * With options.em the row is in the caller's transaction, but the mail itself leaves at send()
 * time, not at commit: callers for whom that matters send after committing.
 */
export function createSmtpMailer({ url, from, orm, log }: SmtpMailerOptions): Mailer {
  const secrets = secretsOf(url);
  const transport = createTransport({ url, ...timeouts }, { from });
  return {
    kind: 'smtp',
    async send(message, options = {}) {
      checkMailMessage(message);
      const em = options.em ?? orm.em.fork();
      const id = await insertOutbox(em, message);
      try {
        await transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        const failure = toDeliveryError(error, secrets);
        log.warn(
          { mailId: id, tag: message.tag, code: failure.code, responseCode: failure.responseCode },
          'mail delivery failed',
        );
        throw failure;
      }
      await markDelivered(em, id);
      // Tag and id only: recipient, subject and body are personal data (Quebec Law 25).
      log.info({ mailId: id, tag: message.tag }, 'mail delivered over SMTP');
    },
  };
}

/** Checks the URL up front, echoing only its scheme: the rest may hold a password. */
function secretsOf(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP URL is not a valid URL');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error(`SMTP URL must start with smtp:// or smtps:// (got ${parsed.protocol}//…)`);
  }
  if (!parsed.password) return [];
  return [...new Set([parsed.password, safeDecode(parsed.password)])];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// A new error rather than the original as `cause`: nodemailer's errors carry the SMTP
// conversation, and whatever logs or serializes this one must not find credentials in it.
function toDeliveryError(error: unknown, secrets: readonly string[]): MailDeliveryError {
  const details = error as { message?: unknown; code?: unknown; responseCode?: unknown };
  let text = typeof details.message === 'string' ? details.message : 'unknown error';
  for (const secret of secrets) text = text.split(secret).join('***');
  return new MailDeliveryError(
    `SMTP delivery failed: ${text}`,
    typeof details.code === 'string' ? details.code : undefined,
    typeof details.responseCode === 'number' ? details.responseCode : undefined,
  );
}
