import type { ConversationSummary } from '@propre/sdk/realtime';
import type { ReactNode } from 'react';
import type { WidgetTranslation } from '../i18n/use-widget-translation.ts';
import { Alert } from '../ui/Alert.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { Composer, type ComposerError } from './Composer.tsx';
import { ConnectionStatusView } from './ConnectionStatus.tsx';
import { bookingDayLabel } from './format.ts';
import type { ChatMessage } from './MessageBubble.tsx';
import { MessageList } from './MessageList.tsx';
import type { ConnectionInfo, Presence } from './messaging-context.ts';
import type { ChatPart } from './parts.ts';
import { chatTexts } from './texts.ts';

export interface ConversationCounterpartView {
  name: string;
  role: 'client' | 'cleaner';
  presence: Presence;
}

export interface ConversationViewProps {
  status: 'loading' | 'error' | 'ready';
  error?: unknown;
  onRetryLoad?: () => void;
  counterpart?: ConversationCounterpartView;
  /** The booking the conversation belongs to, shown under the name (the person's role without it). */
  booking?: ConversationSummary['booking'];
  /** Whether messages can be sent (the booking is confirmed or in progress). */
  open?: boolean;
  messages?: readonly ChatMessage[];
  locale: string;
  hasOlder?: boolean;
  loadingOlder?: boolean;
  olderError?: unknown;
  onLoadOlder?: () => void;
  typing?: boolean;
  connection: ConnectionInfo;
  queued?: number;
  onReconnect?: () => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (text: string) => void;
  composerError?: ComposerError | null;
  onRetryMessage?: (key: string) => void;
  onDiscardMessage?: (key: string) => void;
  /** The latest incoming message, read out politely by screen readers. */
  announcement?: string;
  /** A link back to the list (the host's router link). */
  back?: ReactNode;
}

/** The chat of one booking, from props only: header, connection, history, composer. */
export function ConversationView(props: ConversationViewProps) {
  const { t, part } = useEntry<ChatPart>(chatTexts);
  const { status, counterpart, connection, locale } = props;
  const name = counterpart?.name ?? '';
  return (
    <section
      {...part('conversation', { state: status })}
      aria-busy={status === 'loading' || undefined}
      aria-label={counterpart ? t('conversation.label', { name }) : t('title')}
    >
      <header {...part('header', { className: 'propre-wrap' })}>
        {props.back}
        {counterpart ? (
          <div {...part('who', { className: 'propre-row' })}>
            <Avatar letters={initials(name)} presence={counterpart.presence} />
            <div>
              <h2 {...part('name')}>{name}</h2>
              <p {...part('presence', { state: counterpart.presence })}>
                {props.booking ? bookingLine(t, props.booking, locale) : t(`list.role.${counterpart.role}`)} ·{' '}
                {t(`presence.${counterpart.presence}`)}
              </p>
            </div>
          </div>
        ) : (
          status === 'loading' && <Skeleton shape="text" width="12rem" />
        )}
      </header>
      <ConnectionStatusView connection={connection} queued={props.queued} onReconnect={props.onReconnect} />
      {status === 'loading' && (
        <div {...part('logSkeleton')} aria-hidden="true">
          {[60, 40, 70, 50].map((width, index) => (
            <div key={width} {...part('messageSkeleton')} data-mine={index % 2 === 1 || undefined}>
              <Skeleton width={`${width}%`} height="2.75rem" className={part('bubbleSkeleton').className} />
            </div>
          ))}
        </div>
      )}
      {status === 'error' && <ErrorState error={props.error} onRetry={props.onRetryLoad} />}
      {status === 'ready' && (
        <>
          <MessageList
            messages={props.messages ?? []}
            locale={locale}
            counterpartName={name}
            hasOlder={props.hasOlder ?? false}
            loadingOlder={props.loadingOlder}
            olderError={props.olderError}
            onLoadOlder={props.onLoadOlder}
            onRetry={props.onRetryMessage}
            onDiscard={props.onDiscardMessage}
            typing={props.typing}
          />
          {props.open === false ? (
            <Alert tone="info">{t('readOnly')}</Alert>
          ) : (
            <Composer value={props.draft} onChange={props.onDraftChange} onSubmit={props.onSend} error={props.composerError} />
          )}
        </>
      )}
      <p {...part('announcer', { className: 'propre-visually-hidden' })} aria-live="polite">
        {props.announcement}
      </p>
    </section>
  );
}

/** « Grand ménage du jeu. 10 déc. »: which booking a conversation is about. */
export function bookingLine(t: WidgetTranslation['t'], booking: ConversationSummary['booking'], locale: string): string {
  return t('list.booking', {
    service: t(`list.services.${booking.serviceType}`),
    date: bookingDayLabel(booking.startsAt, locale),
  });
}

/** A person's initials (or the brand's letter) in a round badge, with their presence as a dot. */
export function Avatar({ letters, presence }: { letters: string; presence?: Presence | undefined }) {
  const part = usePart<ChatPart>('chat');
  return (
    <span {...part('avatar')} aria-hidden="true">
      {letters}
      {presence && <span {...part('presenceDot', { state: presence })} />}
    </span>
  );
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => part?.[0] ?? '')
    .join('')
    .toUpperCase();
}
