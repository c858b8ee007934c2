import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { Mailer } from '../../adapters/mail/mail.ts';
import { renderMail } from '../../adapters/mail/templates.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { Locale } from '../../plugins/errors/locale.ts';
import { checkEmail, checkPhone } from './contact-details.ts';
import { CommercialReferral, ContactMessage, type ICommercialReferral, type IContactMessage } from './growth.entities.ts';
import { growthErrors } from './growth.errors.ts';

const fail = errorsOf(growthErrors);

type ContactInput = components['schemas']['ContactMessageRequest'];
type CommercialInput = components['schemas']['CommercialReferralRequest'];

export interface Received {
  id: string;
  receivedAt: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface FormsService {
  /** Stores the message and mails it to support, all or nothing. */
  sendContactMessage(input: ContactInput & { language: Locale; userId: string | null }): Promise<Received>;
  /** Stores the lead and mails it to the commercial partner, all or nothing. */
  referCommercialProperty(input: CommercialInput & { language: Locale; userId: string | null }): Promise<Received>;
  listContactMessages(query: { cursor?: string; limit: number }): Promise<Page<IContactMessage>>;
  listCommercialReferrals(query: { cursor?: string; limit: number }): Promise<Page<ICommercialReferral>>;
}

const isDeliveryError = (error: unknown) => (error as { name?: string }).name === 'MailDeliveryError';

async function page<T extends { id: string }>(find: (limit: number) => Promise<T[]>, limit: number): Promise<Page<T>> {
  const rows = await find(limit + 1);
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
}

/**
 * The contact form and the commercial-property referral: each is kept and mailed in one
 * transaction, so a message is on record exactly when its mail was accepted, and the person
 * is told to retry when it was not.
 */
export function createFormsService(deps: {
  orm: MikroORM;
  mailer: Mailer;
  supportEmail: string;
  commercialPartnerEmail: string;
}): FormsService {
  const { orm, mailer, supportEmail, commercialPartnerEmail } = deps;

  async function storeAndMail(work: (em: EntityManager) => Promise<Received>, failure: () => Error): Promise<Received> {
    try {
      return await orm.em.fork().transactional(work);
    } catch (error) {
      if (isDeliveryError(error)) throw failure();
      throw error;
    }
  }

  return {
    async sendContactMessage(input) {
      const email = checkEmail(input.email);
      return storeAndMail(
        async (em) => {
          const row = em.create(ContactMessage, {
            id: newId('msg'),
            userId: input.userId,
            name: input.name.trim(),
            email,
            subject: input.subject.trim(),
            message: input.message.trim(),
            language: input.language,
            createdAt: new Date(),
          });
          await em.flush();
          // Support reads French (the company's language); the message says which language to answer in.
          const mail = renderMail(
            'contact-message',
            { reference: row.id, name: row.name, email, subject: row.subject, message: row.message, language: row.language },
            'fr',
          );
          await mailer.send({ to: supportEmail, ...mail }, { em });
          return { id: row.id, receivedAt: row.createdAt.toISOString() };
        },
        () => fail('contact_send_failed'),
      );
    },

    async referCommercialProperty(input) {
      const email = checkEmail(input.email);
      const phone = input.phone === undefined ? null : checkPhone(input.phone);
      return storeAndMail(
        async (em) => {
          const row = em.create(CommercialReferral, {
            id: newId('crf'),
            userId: input.userId,
            companyName: input.companyName.trim(),
            contactName: input.contactName.trim(),
            email,
            phone,
            city: input.city.trim(),
            propertyType: input.propertyType,
            squareFeet: input.squareFeet ?? null,
            message: input.message?.trim() || null,
            language: input.language,
            createdAt: new Date(),
          });
          await em.flush();
          const mail = renderMail(
            'commercial-referral',
            {
              reference: row.id,
              companyName: row.companyName,
              contactName: row.contactName,
              email,
              phone,
              city: row.city,
              propertyType: row.propertyType,
              squareFeet: row.squareFeet ?? null,
              message: row.message ?? null,
            },
            'fr',
          );
          await mailer.send({ to: commercialPartnerEmail, ...mail }, { em });
          return { id: row.id, receivedAt: row.createdAt.toISOString() };
        },
        () => fail('commercial_referral_failed'),
      );
    },

    listContactMessages: ({ cursor, limit }) =>
      page(
        (n) => orm.em.fork().find(ContactMessage, cursor ? { id: { $lt: cursor } } : {}, { orderBy: { id: 'desc' }, limit: n }),
        limit,
      ),
    listCommercialReferrals: ({ cursor, limit }) =>
      page(
        (n) =>
          orm.em.fork().find(CommercialReferral, cursor ? { id: { $lt: cursor } } : {}, { orderBy: { id: 'desc' }, limit: n }),
        limit,
      ),
  };
}
