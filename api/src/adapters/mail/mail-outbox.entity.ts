import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { Locale } from '../../plugins/errors/locale.ts';

/**
 * Every mail the API sent or would have sent: the whole of it in the embedded (outbox) mode,
 * and the audit trail of deliveries with SMTP. Admins read it; logs never hold its content.
 */
export const MailOutbox = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: {
    id: p.string().primary(),
    recipient: p.text(),
    subject: p.text(),
    text: p.text(),
    html: p.text().nullable(),
    locale: p.string().$type<Locale>(),
    tag: p.string(),
    createdAt: p.datetime().fieldName('created_at'),
    /** Set once an SMTP server accepted the mail; null in outbox mode or when delivery failed. */
    deliveredAt: p.datetime().nullable().fieldName('delivered_at'),
  },
});

export type MailOutboxRow = InferEntity<typeof MailOutbox>;
