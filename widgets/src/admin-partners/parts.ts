/**
 * The partners' console parts (`adminPartnersTable`…): the list of partners with its form, and
 * one partner's page — its keys, allowed origins, webhook endpoints and delivery log.
 */
export const adminPartnersParts = [
  'root',
  'heading',
  'lead',
  'back',
  'facts',
  'section',
  'sectionTitle',
  'tableWrap',
  'table',
  'row',
  'partnerLink',
  'form',
  'dialogForm',
  'formButtons',
  'origins',
  'origin',
  'originRemove',
  'originAdd',
  'secret',
  'secretValue',
  'secretCopy',
  'secretStatus',
  'keyActions',
  'keyState',
  'code',
  'events',
  'deliveryState',
  'redeliver',
  'actionStatus',
  'pager',
  'skeleton',
] as const;

export type AdminPartnersPart = (typeof adminPartnersParts)[number];
