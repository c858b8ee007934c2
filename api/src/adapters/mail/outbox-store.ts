import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../lib/ids.ts';
import type { MailMessage } from './mail.ts';
import { MailOutbox, type MailOutboxRow } from './mail-outbox.entity.ts';

/**
 * Writes the message to mail_outbox now, in em's transaction when em is in one. A native insert
 * rather than persist(): the row exists (or the error surfaces) at send() time, and the caller's
 * unit of work is neither flushed early nor left holding the row.
 */
export async function insertOutbox(em: EntityManager, message: MailMessage): Promise<string> {
  const id = newId('mail');
  await em.insert(MailOutbox, {
    id,
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    locale: message.locale,
    tag: message.tag,
    createdAt: new Date(),
    deliveredAt: null,
  });
  return id;
}

export async function markDelivered(em: EntityManager, id: string, at: Date = new Date()): Promise<void> {
  await em.nativeUpdate(MailOutbox, { id }, { deliveredAt: at });
}

export interface ListOutboxOptions {
  /** At most this many, from 1 to 500. */
  limit: number;
  /** An outbox id: only messages older than it (the last id of the previous page). */
  before?: string;
}

/** The latest messages, newest first (ids are time-ordered), for admins. */
export async function listOutbox(em: EntityManager, { limit, before }: ListOutboxOptions): Promise<MailOutboxRow[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new Error('listOutbox: limit must be a whole number from 1 to 500');
  return em.find(MailOutbox, before === undefined ? {} : { id: { $lt: before } }, { orderBy: { id: 'desc' }, limit });
}
