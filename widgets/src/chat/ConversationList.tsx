import type { PropreError } from '@propre/sdk';
import { messaging } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useReportError } from '../ui/use-report-error.ts';
import { type ChatListLinks, ConversationListView } from './ConversationListView.tsx';
import { useMessaging } from './messaging-context.ts';

export interface ConversationListProps extends ChatListLinks {
  /** The search, controlled (e.g. kept in the URL); pair with `onSearchChange`. */
  search?: string;
  defaultSearch?: string;
  onSearchChange?: (search: string) => void;
  onError?: (error: PropreError) => void;
}

/**
 * The person's conversations (spec §2 /messages): one per confirmed booking and the team's
 * channel, with the last message, its time, the unread count and the other person's presence,
 * kept live by the provider's connection. Needs a `<MessagingProvider>` above it.
 */
export function ConversationList(props: ConversationListProps) {
  const { client, queryClient } = usePropre();
  const live = useMessaging();
  const { realtime } = live;
  const isAdmin = live.role === 'admin';
  const listOptions = { ...messaging.listConversations(client, { limit: 50 }), staleTime: 0 };
  const list = useQuery({ ...listOptions, enabled: !isAdmin });
  const adminInbox = useQuery({
    ...messaging.listMyAdminMessages(client, { limit: 1 }),
    staleTime: 0,
    enabled: !isAdmin && Boolean(props.adminChannelHref),
  });
  const [ownSearch, setOwnSearch] = useState(props.defaultSearch ?? '');
  const search = props.search ?? ownSearch;

  const refetchList = list.refetch;
  const refetchInbox = adminInbox.refetch;
  useEffect(() => {
    if (!realtime) return;
    const offs = [
      realtime.on('CONVERSATIONS_UPDATE', ({ conversations }) =>
        queryClient.setQueryData(messaging.listConversations(client, { limit: 50 }).queryKey, {
          items: conversations,
          nextCursor: null,
        }),
      ),
      realtime.on('NEW_MESSAGE', () => void refetchList()),
      realtime.on('READ_RECEIPT', () => void refetchList()),
      realtime.on('ADMIN_MESSAGE_SENT', () => void refetchInbox()),
      realtime.on('ADMIN_UNREAD_COUNT_UPDATE', () => void refetchInbox()),
      // Back after a cut: the list may have changed meanwhile.
      realtime.on('AUTHENTICATED', () => void refetchList()),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [realtime, queryClient, client, refetchList, refetchInbox]);

  const error = list.error ?? undefined;
  useReportError(error, props.onError);

  // The list waits for the team's channel on first load (isLoading is false when that query is
  // off or has answered, even with an error), so its row does not push the conversations down.
  const inbox = adminInbox.data;
  const newest = inbox?.items[0];
  const adminChannel =
    props.adminChannelHref && inbox
      ? {
          lastText: newest ? (newest.subject ?? newest.text) : null,
          lastAt: newest?.sentAt ?? null,
          unreadCount: inbox.unreadCount,
        }
      : null;

  return (
    <ConversationListView
      {...props}
      status={list.isError && !list.data ? 'error' : list.isPending || adminInbox.isLoading ? 'loading' : 'ready'}
      error={list.error}
      onRetry={() => void list.refetch()}
      conversations={list.data?.items}
      adminChannel={adminChannel}
      presence={live.presence}
      userId={live.userId}
      search={search}
      onSearchChange={(next) => {
        if (props.search === undefined) setOwnSearch(next);
        props.onSearchChange?.(next);
      }}
      connection={live.connection}
      onReconnect={live.reconnect}
    />
  );
}
