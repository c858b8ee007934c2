import { callOperation, type PropreError } from '@propre/sdk';
import { partners as api, invalidateStale, type Stale } from '@propre/sdk/query';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminRenderLink } from '../admin/index.ts';
import { usePropre } from '../context/hooks.ts';
import { retryProps } from '../ui/query-state.ts';
import { AdminPartnerDetailView } from './AdminPartnerDetailView.tsx';
import type { Loaded, Revealed } from './types.ts';

export interface AdminPartnerDetailProps {
  partnerId: string;
  /** Where the list of partners is. */
  backHref?: string;
  renderLink?: AdminRenderLink;
  /** Delivery log entries per page (1–100). */
  pageSize?: number;
  headingLevel?: 1 | 2 | 3;
  onError?: (error: PropreError) => void;
  className?: string;
}

const loaded = <T,>(query: { data?: T; error: unknown; isFetching: boolean; refetch: () => unknown }): Loaded<T> => ({
  data: query.data,
  ...retryProps(query),
});

/**
 * One partner for an admin (/admin/partners/{partnerId}): partners.getPartner, its keys, webhook
 * endpoints and delivery log, and every write of them; the SDK refreshes what each makes stale.
 */
export function AdminPartnerDetail({
  partnerId,
  backHref,
  renderLink,
  pageSize = 20,
  headingLevel = 1,
  onError,
  className,
}: AdminPartnerDetailProps) {
  const { client } = usePropre();
  const queryClient = useQueryClient();
  const partner = useQuery(api.getPartner(client, partnerId));
  const keys = useQuery(api.listPartnerApiKeys(client, partnerId));
  const endpoints = useQuery(api.listPartnerWebhookEndpoints(client, partnerId));
  // The cursors of the newer pages: « older » pushes, « newer » pops.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const deliveries = useQuery({
    ...api.listPartnerWebhookDeliveries(client, partnerId, { limit: pageSize, ...(cursor ? { cursor } : {}) }),
    placeholderData: keepPreviousData,
  });
  const path = { partnerId };
  /** Each write: refreshes what it made stale, and tells the host of a refusal. */
  const write = async <T,>(stale: Stale, run: () => Promise<T>): Promise<T> => {
    try {
      const result = await run();
      await invalidateStale(queryClient, stale, path);
      return result;
    } catch (error) {
      onError?.(error as PropreError);
      throw error;
    }
  };
  const keyStale = api.createPartnerApiKey(client).meta.invalidates;

  return (
    <AdminPartnerDetailView
      className={className}
      headingLevel={headingLevel}
      backHref={backHref}
      renderLink={renderLink}
      partner={loaded(partner)}
      keys={loaded({ ...keys, data: keys.data?.items })}
      endpoints={loaded({ ...endpoints, data: endpoints.data?.items })}
      deliveries={{
        ...loaded({ ...deliveries, data: deliveries.data?.items }),
        page: cursors.length + 1,
        hasNext: Boolean(deliveries.data?.nextCursor) && !deliveries.isPlaceholderData,
        onNext: () => {
          const next = deliveries.data?.nextCursor;
          if (next) setCursors((list) => [...list, next]);
        },
        onPrevious: () => setCursors((list) => list.slice(0, -1)),
        onRefresh: () => void deliveries.refetch(),
      }}
      onCreateKey={(body) =>
        write(keyStale, async (): Promise<Revealed> => {
          const made = await callOperation(client, 'post', '/api/admin/partners/{partnerId}/api-keys', { path, body });
          return { kind: made.key.kind, name: made.key.name, secret: made.secret };
        })
      }
      onUpdateOrigins={(keyId, allowedOrigins) =>
        write(api.updatePartnerApiKey(client).meta.invalidates, async () => {
          await callOperation(client, 'patch', '/api/admin/partners/{partnerId}/api-keys/{keyId}', {
            path: { partnerId, keyId },
            body: { allowedOrigins },
          });
        })
      }
      onRotateKey={(key) =>
        write(api.rotateApiKey(client).meta.invalidates, async (): Promise<Revealed> => {
          const made = await callOperation(client, 'post', '/api/admin/partners/{partnerId}/api-keys/{keyId}/rotate', {
            path: { partnerId, keyId: key.id },
          });
          return { kind: made.key.kind, name: made.key.name, secret: made.secret };
        })
      }
      onRevokeKey={(key) =>
        write(api.revokePartnerApiKey(client).meta.invalidates, async () => {
          await callOperation(client, 'delete', '/api/admin/partners/{partnerId}/api-keys/{keyId}', {
            path: { partnerId, keyId: key.id },
          });
        })
      }
      onCreateEndpoint={(body) =>
        write(api.createPartnerWebhookEndpoint(client).meta.invalidates, async (): Promise<Revealed> => {
          const made = await callOperation(client, 'post', '/api/admin/partners/{partnerId}/webhook-endpoints', { path, body });
          return { kind: 'webhook', name: made.endpoint.url, secret: made.secret };
        })
      }
      onDeleteEndpoint={(endpoint) =>
        write(api.deletePartnerWebhookEndpoint(client).meta.invalidates, async () => {
          await callOperation(client, 'delete', '/api/admin/partners/{partnerId}/webhook-endpoints/{endpointId}', {
            path: { partnerId, endpointId: endpoint.id },
          });
        })
      }
      onRedeliver={(delivery) =>
        // A key made per click: the button waits meanwhile, and a retry of the request carries the
        // same key, so one click is one redelivery (partners.redeliverWebhook).
        write(api.redeliverWebhook(client).meta.invalidates, async () => {
          await callOperation(
            client,
            'post',
            '/api/admin/partners/{partnerId}/webhook-deliveries/{deliveryId}/redeliver',
            { path: { partnerId, deliveryId: delivery.id } },
            { idempotencyKey: crypto.randomUUID() },
          );
        })
      }
    />
  );
}
