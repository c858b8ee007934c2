import type { PropreError } from '@propre/sdk';
import { messaging } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { useReportError } from '../ui/use-report-error.ts';
import { type ComposerError, draftError } from './Composer.tsx';
import { ConversationView } from './ConversationView.tsx';
import type { ChatMessage, ChatMessageState } from './MessageBubble.tsx';
import { useMessaging } from './messaging-context.ts';
import { chatTexts } from './texts.ts';
import { useChatHistory } from './use-chat-history.ts';
import { useMarkRead } from './use-mark-read.ts';
import { useTyping } from './use-typing.ts';

// The device's clock and the API's may differ: an echo is matched within this window.
const echoWindowMs = 60_000;

export interface ConversationProps {
  /** The booking whose conversation this is (`bkg_…`). */
  bookingId: string;
  /** Messages per page of history (the API allows 1 to 100). */
  pageSize?: number;
  /** A link back to the list, from the host's router. */
  back?: ReactNode;
  /** A failed load (403 not confirmed, 404 not yours, network…). */
  onError?: (error: PropreError) => void;
}

/**
 * The chat of one booking (spec §2 /messages/{bookingId}): history paged upward, live messages,
 * optimistic sending with each message's state, typing, read receipts, the phone-number rule,
 * and the live connection's state. Needs a `<MessagingProvider>` above it.
 */
export function Conversation({ bookingId, pageSize = 30, back, onError }: ConversationProps) {
  const { t } = useEntryTranslation(chatTexts);
  const { client, locale } = usePropre();
  const live = useMessaging();
  const { realtime, userId } = live;
  const conversation = useQuery({ ...messaging.getConversation(client, bookingId), staleTime: 0 });
  const history = useChatHistory(bookingId, pageSize);
  const counterpart = conversation.data?.counterpart;
  const [announcement, setAnnouncement] = useState('');
  const [draft, setDraft] = useState('');
  const [attempted, setAttempted] = useState(false);
  const typing = useTyping(bookingId, counterpart?.id, draft);

  // Live frames of this conversation.
  const { merge, markReadUpTo, refetch } = history;
  const name = counterpart?.name ?? '';
  useEffect(() => {
    if (!realtime) return;
    const offs = [
      realtime.on('NEW_MESSAGE', ({ bookingUuid, message }) => {
        if (bookingUuid !== bookingId) return;
        merge([message]);
        if (message.senderId !== userId) setAnnouncement(t('conversation.newMessage', { name, text: message.text }));
      }),
      realtime.on('READ_RECEIPT', ({ bookingUuid, messageId, readAt, readBy }) => {
        if (bookingUuid === bookingId && readBy !== userId) markReadUpTo(messageId, readAt, readBy);
      }),
      // Back after a cut: what was said meanwhile comes with the newest page.
      realtime.on('AUTHENTICATED', () => refetch()),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [realtime, bookingId, userId, merge, markReadUpTo, refetch, name, t]);

  // The outbox's answers join the history at once (the socket's echo may come later, or not).
  useEffect(() => live.onMessageSent((message) => merge([message])), [live.onMessageSent, merge]);

  useMarkRead(bookingId, history.messages, userId, markReadUpTo);

  const error = conversation.error ?? (history.status === 'error' ? history.error : null);
  useReportError(error, onError);

  const presence = counterpart ? (live.presence.get(counterpart.id) ?? counterpart.presence) : 'offline';
  const pending = live.outboxItems.filter((item) => item.bookingId === bookingId);
  const messages = useMemo(() => {
    const stored: ChatMessage[] = history.messages.map((message) => {
      const mine = message.senderId === userId;
      let state: ChatMessageState | undefined;
      if (mine) state = message.readAt ? 'read' : presence === 'offline' ? 'sent' : 'delivered';
      return { key: message.id, text: message.text, sentAt: message.sentAt, mine, state };
    });
    // A message being sent whose echo already arrived shows once: the stored one.
    const echoed = new Set<string>();
    const waiting: ChatMessage[] = [];
    for (const item of pending) {
      const echo =
        item.state === 'sending' &&
        stored.find(
          (message) =>
            message.mine &&
            message.text === item.text.trim() &&
            !echoed.has(message.key) &&
            Date.parse(message.sentAt) >= Date.parse(item.createdAt) - echoWindowMs,
        );
      if (echo) {
        echoed.add(echo.key);
        continue;
      }
      waiting.push({
        key: item.clientId,
        text: item.text,
        sentAt: item.createdAt,
        mine: true,
        state: item.state,
        error: item.error,
      });
    }
    return [...stored, ...waiting];
  }, [history.messages, pending, userId, presence]);

  const composerError: ComposerError | null = (() => {
    const found = draftError(draft);
    if (found === 'phone') return found;
    return attempted ? found : null;
  })();

  const send = (text: string) => {
    setAttempted(true);
    if (draftError(text)) return;
    live.outbox.add(bookingId, text.trim());
    typing.stop();
    setDraft('');
    setAttempted(false);
  };

  const loadError = conversation.error ?? history.error;
  const status =
    conversation.isError || history.status === 'error'
      ? 'error'
      : conversation.isPending || history.status === 'loading'
        ? 'loading'
        : 'ready';
  return (
    <ConversationView
      status={status}
      error={loadError}
      onRetryLoad={() => {
        void conversation.refetch();
        history.refetch();
      }}
      counterpart={counterpart ? { name: counterpart.name, role: counterpart.role, presence } : undefined}
      booking={conversation.data?.booking}
      open={conversation.data?.open}
      messages={messages}
      locale={locale}
      hasOlder={history.hasOlder}
      loadingOlder={history.loadingOlder}
      olderError={history.olderError}
      onLoadOlder={() => void history.loadOlder()}
      typing={typing.theirs}
      connection={live.connection}
      queued={pending.filter((item) => item.state === 'queued').length}
      onReconnect={live.reconnect}
      draft={draft}
      onDraftChange={setDraft}
      onSend={send}
      composerError={composerError}
      onRetryMessage={(key) => live.outbox.retry(key)}
      onDiscardMessage={(key) => live.outbox.remove(key)}
      announcement={announcement}
      back={back}
    />
  );
}
