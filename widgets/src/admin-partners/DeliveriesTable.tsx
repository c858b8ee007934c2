import { formatDayTime } from '../i18n/format.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { PartnersTable } from './PartnersTable.tsx';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';
import type { PartnerWebhookDelivery, PartnerWebhookEndpoint } from './types.ts';

export interface DeliveriesTableProps {
  deliveries: PartnerWebhookDelivery[];
  endpoints: PartnerWebhookEndpoint[];
  onRedeliver: (delivery: PartnerWebhookDelivery) => void;
  /** The delivery being sent again (its button waits). */
  busyDeliveryId?: string | null | undefined;
}

const tones: Record<PartnerWebhookDelivery['status'], BadgeTone> = { pending: 'info', succeeded: 'success', failed: 'danger' };

/**
 * The delivery log: each event sent to an endpoint, its state and last attempt (status code or
 * error, duration), and « Redeliver » while the endpoint is enabled.
 */
export function DeliveriesTable({ deliveries, endpoints, onRedeliver, busyDeliveryId }: DeliveriesTableProps) {
  const { t, part, locale } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  const eventOf = (delivery: PartnerWebhookDelivery) => t(`events.${delivery.eventType.replace('booking.', '')}`);
  return (
    <PartnersTable
      name="deliveries"
      rows={deliveries}
      stateOf={(delivery) => delivery.status}
      columns={[
        {
          key: 'event',
          rowHeader: true,
          cell: (delivery) => (
            <>
              {eventOf(delivery)}
              <br />
              <code {...part('code')}>{delivery.bookingId}</code>
              <br />
              {formatDayTime(delivery.createdAt, locale)}
            </>
          ),
        },
        {
          key: 'endpoint',
          cell: (delivery) => <code {...part('code')}>{byId.get(delivery.endpointId)?.url ?? delivery.endpointId}</code>,
        },
        {
          key: 'state',
          cell: (delivery) => (
            <Badge {...part('deliveryState', { state: delivery.status })} tone={tones[delivery.status]}>
              {t(`deliveries.states.${delivery.status}`)}
            </Badge>
          ),
        },
        {
          key: 'last',
          cell: (delivery) => {
            const last = delivery.attempts.at(-1);
            return last
              ? t('deliveries.attempt', {
                  count: delivery.attempts.length,
                  result: last.statusCode ? `HTTP ${last.statusCode}` : (last.error ?? '—'),
                  ms: last.durationMs,
                })
              : t('deliveries.noAttempt');
          },
        },
        {
          key: 'actions',
          cell: (delivery) =>
            byId.get(delivery.endpointId)?.status === 'enabled' ? (
              <Button
                {...part('redeliver')}
                variant="secondary"
                size="sm"
                loading={busyDeliveryId === delivery.id}
                onClick={() => onRedeliver(delivery)}
              >
                {t('deliveries.redeliver')}
                <VisuallyHidden>
                  {' '}
                  {eventOf(delivery)} {delivery.bookingId}
                </VisuallyHidden>
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
