import type { PropreError } from '@propre/sdk';
import { messaging } from '@propre/sdk/query';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRealtime } from '../chat/index.ts';
import { usePropre } from '../context/hooks.ts';
import { AdminCompose } from './AdminCompose.tsx';
import { AdminMessagesView } from './AdminMessagesView.tsx';

export interface AdminMessagesProps {
  /** History entries per page (the API allows 1 to 100). */
  pageSize?: number;
  onSent?: (count: number) => void;
  onError?: (error: PropreError) => void;
}

type Loading = { isPending: boolean; isError: boolean };
const statusOf = (query: Loading | undefined) => (!query || query.isPending ? 'loading' : query.isError ? 'error' : 'ready');

/**
 * The administrators' messages (spec §2 /admin/messages): compose to one user or a segment,
 * the figures, and the history with each message's read state — live when a
 * `<MessagingProvider>` is above (ADMIN_MESSAGE_SENT, ADMIN_MESSAGE_READ).
 */
export function AdminMessages({ pageSize = 20, onSent, onError }: AdminMessagesProps) {
  const { client } = usePropre();
  const realtime = useRealtime();
  const stats = useQuery({ ...messaging.getAdminMessageStats(client), staleTime: 0 });
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pages = useQueries({
    queries: cursors.map((cursor) => ({
      ...messaging.listAdminMessages(client, { limit: pageSize, ...(cursor ? { cursor } : {}) }),
      staleTime: 0,
    })),
  });

  const refetchStats = stats.refetch;
  useEffect(() => {
    if (!realtime) return;
    const refresh = () => {
      void refetchStats();
      for (const page of pages) void page.refetch();
    };
    const offs = [realtime.on('ADMIN_MESSAGE_SENT', refresh), realtime.on('ADMIN_MESSAGE_READ', refresh)];
    return () => {
      for (const off of offs) off();
    };
  });

  const first = pages[0];
  const last = pages.at(-1);
  const nextCursor = last?.data?.nextCursor ?? null;
  return (
    <AdminMessagesView
      compose={<AdminCompose onSent={onSent} onError={onError} />}
      statsStatus={statusOf(stats)}
      stats={stats.data}
      statsError={stats.error}
      onRetryStats={() => void stats.refetch()}
      historyStatus={statusOf(first)}
      history={pages.flatMap((page) => page.data?.items ?? [])}
      historyError={first?.error}
      onRetryHistory={() => void first?.refetch()}
      hasMore={nextCursor !== null}
      loadingMore={last?.isFetching}
      moreError={pages.length > 1 && last?.isError ? last.error : undefined}
      onRetryMore={() => void last?.refetch()}
      onMore={() => {
        if (nextCursor) setCursors((current) => [...current, nextCursor]);
      }}
    />
  );
}
