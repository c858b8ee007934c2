import { callOperation } from '@propre/sdk';
import { messaging } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePropre } from '../context/hooks.ts';
import { AdminChannelView } from './AdminChannelView.tsx';
import { useMessaging } from './messaging-context.ts';

export interface AdminChannelProps {
  back?: ReactNode;
}

/**
 * The team's messages to the person (the admin channel of spec §6): one way, newest first, each
 * marked read once shown. Needs a `<MessagingProvider>` above it.
 */
export function AdminChannel({ back }: AdminChannelProps) {
  const { client } = usePropre();
  const live = useMessaging();
  const inbox = useQuery({ ...messaging.listMyAdminMessages(client, { limit: 50 }), staleTime: 0 });
  const { realtime } = live;
  const refetch = inbox.refetch;
  useEffect(() => {
    if (!realtime) return;
    const off = realtime.on('ADMIN_MESSAGE_SENT', () => void refetch());
    return off;
  }, [realtime, refetch]);

  // Shown is read: each unread one is marked once; the badge follows the socket's count.
  const marked = useRef(new Set<string>());
  const items = inbox.data?.items ?? [];
  useEffect(() => {
    for (const item of items) {
      if (item.readAt || marked.current.has(item.id)) continue;
      marked.current.add(item.id);
      void callOperation(client, 'post', '/api/messages/admin/{messageId}/read', { path: { messageId: item.id } }).catch(() =>
        marked.current.delete(item.id),
      );
    }
  }, [items, client]);

  return (
    <AdminChannelView
      status={inbox.isPending ? 'loading' : inbox.isError ? 'error' : 'ready'}
      error={inbox.error}
      onRetry={() => void refetch()}
      messages={items}
      connection={live.connection}
      onReconnect={live.reconnect}
      back={back}
    />
  );
}
