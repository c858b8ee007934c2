import type { PartnerApiKey, PartnerEventType } from '@propre/sdk';

/**
 * A partner as an admin lists it (partners.list), its publishable or secret keys, never their
 * secret (partners.listPartnerApiKeys), its webhook endpoints and their deliveries.
 */
export type {
  Partner,
  PartnerApiKey,
  PartnerEventType,
  PartnerWebhookDelivery,
  PartnerWebhookEndpoint,
} from '@propre/sdk';
export type PartnerApiKeyKind = PartnerApiKey['kind'];

/** The booking events an endpoint may subscribe to, in the contract's order. */
export const partnerEventTypes: readonly PartnerEventType[] = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.completed',
  'booking.paid',
];

/** How a section of the partner's page stands: its data, or why not yet. */
export interface Loaded<T> {
  data: T | undefined;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A secret the API answered once (a key's, or an endpoint's signing secret): shown until dismissed. */
export interface Revealed {
  kind: 'publishable' | 'secret' | 'webhook';
  name: string;
  secret: string;
}
