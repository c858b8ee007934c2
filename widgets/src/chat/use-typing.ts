import { useEffect, useRef, useState } from 'react';
import { useMessaging } from './messaging-context.ts';

/** How often "still typing" is repeated, and after how long without a key it stops. */
const repeatMs = 3000;
const idleMs = 4000;
/** A typing indicator without news (a lost "stopped" frame) goes away after this. */
const theirTimeoutMs = 6000;

/**
 * Typing both ways over the live connection: USER_TYPING while the person types (at most every
 * 3 s, "stopped" after 4 s without a key or on send), and whether the other person is typing.
 */
export function useTyping(bookingId: string, counterpartId: string | undefined, draft: string) {
  const { realtime, connection } = useMessaging();
  const [theirs, setTheirs] = useState(false);
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const connected = connection.status === 'connected';

  const sendTyping = (isTyping: boolean) => {
    if (!realtime || !connected) return;
    realtime.send({ type: 'USER_TYPING', bookingId, isTyping, ...(counterpartId ? { recipientId: counterpartId } : {}) });
  };
  const stop = () => {
    clearTimeout(idle.current);
    if (lastSent.current !== 0) sendTyping(false);
    lastSent.current = 0;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the draft only; the senders read the latest state
  useEffect(() => {
    if (draft.trim() === '') {
      stop();
      return;
    }
    const now = Date.now();
    if (now - lastSent.current > repeatMs) {
      lastSent.current = now;
      sendTyping(true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stop, idleMs);
  }, [draft]);

  useEffect(() => {
    if (!realtime) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offs = [
      realtime.on('USER_TYPING', ({ bookingUuid, senderId, isTyping }) => {
        if (bookingUuid !== bookingId || senderId !== counterpartId) return;
        clearTimeout(timer);
        setTheirs(isTyping);
        if (isTyping) timer = setTimeout(() => setTheirs(false), theirTimeoutMs);
      }),
      // Their message arrived: they stopped typing it.
      realtime.on('NEW_MESSAGE', ({ bookingUuid, message }) => {
        if (bookingUuid === bookingId && message.senderId === counterpartId) setTheirs(false);
      }),
    ];
    return () => {
      clearTimeout(timer);
      for (const off of offs) off();
    };
  }, [realtime, bookingId, counterpartId]);

  useEffect(() => () => clearTimeout(idle.current), []);
  return { theirs, stop };
}
