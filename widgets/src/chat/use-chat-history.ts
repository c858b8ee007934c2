import type { PropreError } from '@propre/sdk';
import { messaging } from '@propre/sdk/query';
import type { MessagePayload } from '@propre/sdk/realtime';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { usePropre } from '../context/hooks.ts';

type Store = ReadonlyMap<string, MessagePayload>;

function byTime(a: MessagePayload, b: MessagePayload): number {
  return a.sentAt === b.sentAt ? (a.id < b.id ? -1 : 1) : a.sentAt < b.sentAt ? -1 : 1;
}

/**
 * The messages of one conversation, merged by id from every source — the first page, older
 * pages, the socket's NEW_MESSAGE, the outbox's answers — so a message seen twice shows once.
 */
export function useChatHistory(bookingId: string, pageSize: number) {
  const { client, queryClient } = usePropre();
  const [store, setStore] = useState<Store>(() => new Map());
  const [older, setOlder] = useState<{ cursor: string | null; loading: boolean; error?: PropreError; started: boolean }>({
    cursor: null,
    loading: false,
    started: false,
  });
  // The newest page; refetched after a reconnection to catch up what the socket missed.
  const latest = useQuery({ ...messaging.listMessages(client, bookingId, { limit: pageSize }), staleTime: 0, gcTime: 0 });

  const merge = useCallback((messages: readonly MessagePayload[]) => {
    if (messages.length === 0) return;
    setStore((current) => {
      const next = new Map(current);
      for (const message of messages) next.set(message.id, { ...next.get(message.id), ...message });
      return next;
    });
  }, []);

  const latestData = latest.data;
  useEffect(() => {
    if (!latestData) return;
    merge(latestData.items);
    // Only the first answer says where the older pages start.
    setOlder((current) => (current.started ? current : { cursor: latestData.nextCursor, loading: false, started: true }));
  }, [latestData, merge]);

  const loadOlder = useCallback(async () => {
    if (!older.cursor || older.loading) return;
    setOlder((current) => ({ ...current, loading: true, error: undefined }));
    try {
      const page = await queryClient.fetchQuery({
        ...messaging.listMessages(client, bookingId, { limit: pageSize, cursor: older.cursor }),
        staleTime: 0,
        gcTime: 0,
      });
      merge(page.items);
      setOlder({ cursor: page.nextCursor, loading: false, started: true });
    } catch (error) {
      setOlder((current) => ({ ...current, loading: false, error: error as PropreError }));
    }
  }, [older.cursor, older.loading, queryClient, client, bookingId, pageSize, merge]);

  /** Marks the person's messages up to `messageId` read (a READ_RECEIPT from the other person). */
  const markReadUpTo = useCallback((messageId: string, readAt: string, reader: string) => {
    setStore((current) => {
      let changed = false;
      const next = new Map(current);
      for (const [id, message] of current) {
        if (message.recipientId === reader && message.readAt === null && id <= messageId) {
          next.set(id, { ...message, readAt });
          changed = true;
        }
      }
      return changed ? next : current;
    });
  }, []);

  const messages = [...store.values()].filter((message) => message.bookingId === bookingId).sort(byTime);
  return {
    messages,
    merge,
    markReadUpTo,
    status: latest.isError && store.size === 0 ? 'error' : latest.isPending && store.size === 0 ? 'loading' : 'ready',
    error: latest.error,
    refetch: () => void latest.refetch(),
    hasOlder: older.cursor !== null,
    loadingOlder: older.loading,
    olderError: older.error,
    loadOlder,
  } as const;
}
