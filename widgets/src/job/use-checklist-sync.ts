import { NetworkError, type PropreClient, TimeoutError } from '@propre/sdk';
import { bookings as bookingsApi, setAnswer } from '@propre/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type PendingTicks, readPending, settle, withPending, writePending } from './checklist-queue.ts';
import type { Booking, ChecklistItem, ChecklistSync } from './types.ts';

const storageOf = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface ChecklistSyncState {
  items: ChecklistItem[];
  sync: ChecklistSync;
  /** The API refused the ticks (e.g. the checklist was submitted meanwhile): they are dropped. */
  error: unknown;
  toggle(task: string, done: boolean): void;
}

/**
 * The checklist ticked item by item and saved as it goes (bookings.updateChecklist, the whole
 * list each time). Each tick is kept on the phone first: a lost connection (a basement, a rural
 * road) keeps them, and they are sent when the browser is back online or the page opens again.
 */
export function useChecklistSync(client: PropreClient, queryClient: QueryClient, booking: Booking): ChecklistSyncState {
  const bookingId = booking.id;
  const [pending, setPending] = useState<PendingTicks>(() => readPending(storageOf(), bookingId));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const pendingRef = useRef(pending);
  const checklistRef = useRef(booking.checklist);
  checklistRef.current = booking.checklist;
  const inFlight = useRef(false);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = useCallback(
    (next: PendingTicks) => {
      pendingRef.current = next;
      writePending(storageOf(), bookingId, next);
      setPending(next);
    },
    [bookingId],
  );

  const flush = useCallback(async () => {
    // One request at a time: ticks made meanwhile go with the next one.
    if (inFlight.current || isOffline() || Object.keys(pendingRef.current).length === 0) return;
    inFlight.current = true;
    setSending(true);
    const items = withPending(checklistRef.current, pendingRef.current);
    try {
      const { data } = await client.PUT('/api/bookings/{bookingId}/checklist', {
        params: { path: { bookingId } },
        body: { items },
      });
      await setAnswer(queryClient, bookingsApi.get(client, bookingId).queryKey, data);
      checklistRef.current = (data as Booking).checklist;
      setError(null);
      update(settle(pendingRef.current, items));
      inFlight.current = false;
      setSending(false);
      void flush();
    } catch (failure) {
      inFlight.current = false;
      setSending(false);
      // Unreachable or a server hiccup: kept for later. A refusal will not change: dropped, and said.
      const later = failure instanceof NetworkError || failure instanceof TimeoutError;
      const status = (failure as { status?: number }).status ?? 0;
      if (!later && status < 500) {
        setError(failure);
        update({});
      } else {
        // The online event covers a lost connection; a flaky one (or a 5xx) is tried again.
        clearTimeout(retry.current);
        retry.current = setTimeout(() => void flush(), 15_000);
      }
    }
  }, [client, queryClient, bookingId, update]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(retry.current);
    };
  }, [flush]);

  const toggle = useCallback(
    (task: string, done: boolean) => {
      update({ ...pendingRef.current, [task]: done });
      void flush();
    },
    [update, flush],
  );

  const unsaved = Object.keys(pending).length > 0;
  const sync: ChecklistSync = sending ? 'saving' : unsaved ? 'waiting' : 'saved';
  return { items: withPending(booking.checklist, pending), sync, error, toggle };
}
