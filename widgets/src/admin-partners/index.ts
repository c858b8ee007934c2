/* @propre/widgets/admin-partners: styles of its widgets, in the propre layer (styles/index.css). */
import './admin-partners.css';

export type { AdminPartnerDetailProps } from './AdminPartnerDetail.tsx';
export type { AdminPartnerDetailViewProps, DeliveryLog } from './AdminPartnerDetailView.tsx';
export type { AdminPartnersProps } from './AdminPartners.tsx';
export type { AdminPartnersViewProps } from './AdminPartnersView.tsx';
/**
 * @propre/widgets/admin-partners: partners for administrators (issue 36) — their keys, allowed
 * origins, webhook endpoints and delivery log.
 */
export type { ApiKeyCreateValues } from './ApiKeyCreateForm.tsx';
export type { EndpointCreateValues } from './EndpointCreateForm.tsx';
export { type OriginProblem, originProblem } from './origins.ts';
export type { PartnerCreateValues } from './PartnerCreateForm.tsx';
export { type AdminPartnersPart, adminPartnersParts } from './parts.ts';
export type {
  Loaded,
  Partner,
  PartnerApiKey,
  PartnerEventType,
  PartnerWebhookDelivery,
  PartnerWebhookEndpoint,
  Revealed,
} from './types.ts';
export * from './widgets.ts';
