import { formatDay } from '../i18n/format.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { PartnersTable } from './PartnersTable.tsx';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';
import type { PartnerWebhookEndpoint } from './types.ts';
import { useConfirmation } from './use-confirmation.ts';

export interface EndpointsTableProps {
  endpoints: PartnerWebhookEndpoint[];
  /** Asked after a confirmation: nothing more is sent to it. */
  onDelete: (endpoint: PartnerWebhookEndpoint) => void;
  busyEndpointId?: string | null | undefined;
}

/** The partner's webhook endpoints, disabled ones included, each enabled one removable. */
export function EndpointsTable({ endpoints, onDelete, busyEndpointId }: EndpointsTableProps) {
  const { t, part, locale } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const confirm = useConfirmation<PartnerWebhookEndpoint>();
  return (
    <>
      <PartnersTable
        name="endpoints"
        rows={endpoints}
        stateOf={(endpoint) => endpoint.status}
        columns={[
          {
            key: 'url',
            rowHeader: true,
            cell: (endpoint) => (
              <>
                <code {...part('code')}>{endpoint.url}</code>
                {endpoint.description ? (
                  <>
                    <br />
                    {endpoint.description}
                  </>
                ) : null}
              </>
            ),
          },
          {
            key: 'events',
            cell: (endpoint) => endpoint.events.map((type) => t(`events.${type.replace('booking.', '')}`)).join(', '),
          },
          {
            key: 'state',
            cell: (endpoint) => (
              <Badge tone={endpoint.status === 'enabled' ? 'success' : 'neutral'}>
                {endpoint.status === 'enabled'
                  ? t('endpoints.enabled')
                  : t('endpoints.disabledOn', { date: formatDay(endpoint.disabledAt as string, locale) })}
              </Badge>
            ),
          },
          {
            key: 'actions',
            cell: (endpoint) =>
              endpoint.status === 'enabled' ? (
                <Button
                  variant="danger"
                  size="sm"
                  loading={busyEndpointId === endpoint.id}
                  onClick={(event) => confirm.ask(endpoint, event)}
                >
                  {t('endpoints.delete')}
                  <VisuallyHidden> {endpoint.url}</VisuallyHidden>
                </Button>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        item={confirm.item}
        onClose={confirm.close}
        onConfirm={onDelete}
        title={t('endpoints.deleteTitle')}
        description={confirm.item ? t('endpoints.deleteDescription', { url: confirm.item.url }) : undefined}
        cancelLabel={t('common:actions.cancel')}
        confirmLabel={t('endpoints.deleteConfirm')}
      />
    </>
  );
}
