import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { ApiKeys } from './api-keys.ts';
import type { Deliveries } from './deliveries.ts';
import { type IPartner, Partner } from './partners.entities.ts';
import { partnerErrors } from './partners.errors.ts';
import type { WebhookEndpoints } from './webhook-endpoints.ts';

const fail = errorsOf(partnerErrors);

export type PartnerDto = components['schemas']['Partner'];
export type PartnerCreated = components['schemas']['PartnerCreated'];

export function partnerDto(partner: IPartner): PartnerDto {
  return { id: partner.id, name: partner.name, contactEmail: partner.contactEmail, createdAt: partner.createdAt.toISOString() };
}

/** The partners area: partners, their keys, webhook endpoints and delivery log. */
export interface PartnersService {
  /** An admin adds a partner; its first secret key is in the answer, once. */
  create(input: { name: string; contactEmail: string }): Promise<PartnerCreated>;
  list(): Promise<PartnerDto[]>;
  get(partnerId: string): Promise<PartnerDto>;
  /** The partner an admin names, or 404 `partner_not_found`. */
  find(partnerId: string): Promise<PartnerDto>;
  keys: ApiKeys;
  endpoints: WebhookEndpoints;
  deliveries: Deliveries;
}

export function createPartnersService(deps: {
  orm: MikroORM;
  keys: ApiKeys;
  endpoints: WebhookEndpoints;
  deliveries: Deliveries;
}): PartnersService {
  const { orm, keys, endpoints, deliveries } = deps;
  return {
    async create(input) {
      return orm.em.fork().transactional(async (tx) => {
        const partner = tx.create(Partner, {
          id: newId('ptn'),
          name: input.name.trim(),
          contactEmail: input.contactEmail.trim().toLowerCase(),
          createdAt: new Date(),
        });
        await tx.flush();
        const secretKey = await keys.create(tx, partner.id, { kind: 'secret', name: 'Première clé secrète / first secret key' });
        await tx.flush();
        return { partner: partnerDto(partner), secretKey };
      });
    },
    async list() {
      return (await orm.em.fork().find(Partner, {}, { orderBy: { id: 'desc' } })).map(partnerDto);
    },
    async get(partnerId) {
      return partnerDto(await orm.em.fork().findOneOrFail(Partner, { id: partnerId }));
    },
    async find(partnerId) {
      const partner = await orm.em.fork().findOne(Partner, { id: partnerId });
      if (!partner) throw fail('partner_not_found');
      return partnerDto(partner);
    },
    keys,
    endpoints,
    deliveries,
  };
}
