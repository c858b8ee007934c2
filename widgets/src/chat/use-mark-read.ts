import { callOperation } from '@propre/sdk';
import { useEffect, useRef, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useMessaging } from './messaging-context.ts';

interface Readable {
  id: string;
  senderId: string;
  readAt: string | null;
}

/**
 * Marks what the other person wrote read while the page is visible (never in a background tab),
 * up to the newest such message; the sender gets a READ_RECEIPT and the badge the API's count.
 */
export function useMarkRead(
  bookingId: string,
  messages: readonly Readable[],
  me: string | null,
  markReadUpTo: (messageId: string, readAt: string, reader: string) => void,
) {
  const { client } = usePropre();
  const { setUnread } = useMessaging();
  const lastUnread = [...messages].reverse().find((message) => message.senderId !== me && message.readAt === null)?.id;
  const asked = useRef<string | undefined>(undefined);
  const [visible, setVisible] = useState(() => globalThis.document?.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (!me || !lastUnread || !visible || asked.current === lastUnread) return;
    asked.current = lastUnread;
    // Outside the query cache: the chat updates its own list with the answer.
    callOperation(client, 'post', '/api/conversations/{bookingId}/read', { path: { bookingId }, body: { messageId: lastUnread } })
      .then((result) => {
        setUnread(result.unreadCount);
        markReadUpTo(lastUnread, result.readAt, me);
      })
      .catch(() => {
        asked.current = undefined;
      });
  }, [bookingId, lastUnread, visible, me, client, setUnread, markReadUpTo]);
}
