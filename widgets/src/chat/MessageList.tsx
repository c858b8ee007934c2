import { Fragment, useLayoutEffect, useRef } from 'react';
import { Button } from '../ui/Button.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { dayKey, dayLabel, relativeDay } from './format.ts';
import { type ChatMessage, MessageBubble } from './MessageBubble.tsx';
import type { ChatPart } from './parts.ts';
import { chatTexts } from './texts.ts';

export interface MessageListProps {
  messages: readonly ChatMessage[];
  locale: string;
  counterpartName: string;
  hasOlder: boolean;
  loadingOlder?: boolean;
  olderError?: unknown;
  onLoadOlder?: () => void;
  onRetry?: (key: string) => void;
  onDiscard?: (key: string) => void;
  typing?: boolean;
}

/** Distance from the bottom under which the list follows new messages. */
const followZonePx = 120;

/**
 * The history, oldest first, with a separator per day (Toronto's days, the person's language).
 * Loading older messages keeps what the person was reading in place; a new message scrolls into
 * view when the person was at the bottom, or wrote it.
 */
export function MessageList(props: MessageListProps) {
  const { messages, locale, counterpartName, hasOlder, loadingOlder, olderError, onLoadOlder, onRetry, onDiscard, typing } =
    props;
  const { t, part } = useEntry<ChatPart>(chatTexts);
  const scroller = useRef<HTMLElement>(null);
  const previous = useRef<{ first?: string; last?: string; height: number; top: number; atBottom: boolean }>({
    height: 0,
    top: 0,
    atBottom: true,
  });

  const first = messages[0]?.key;
  const last = messages.at(-1);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.first !== undefined && first !== before.first && last?.key === before.last) {
      // Older messages came in above: keep the same messages under the reader's eyes.
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (before.last !== last?.key || typing) {
      if (before.atBottom || last?.mine || before.last === undefined) element.scrollTop = element.scrollHeight;
    }
    previous.current = {
      first,
      last: last?.key,
      height: element.scrollHeight,
      top: element.scrollTop,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < followZonePx,
    };
  });

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    previous.current.top = element.scrollTop;
    previous.current.height = element.scrollHeight;
    previous.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < followZonePx;
  };

  let day = '';
  return (
    <section
      {...part('log')}
      ref={scroller}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the history scrolls on its own; keyboard users must reach it
      tabIndex={0}
      aria-label={t('conversation.history')}
    >
      <div {...part('older')}>
        {olderError ? (
          <ProblemAlert error={olderError} onRetry={onLoadOlder} />
        ) : hasOlder ? (
          <Button variant="ghost" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
            {t('conversation.loadOlder')}
          </Button>
        ) : (
          messages.length > 0 && <p {...part('beginning')}>{t('conversation.beginning')}</p>
        )}
      </div>
      {messages.length === 0 && !hasOlder && <p {...part('logEmpty')}>{t('list.noMessageYet')}</p>}
      <ol {...part('messages', { className: 'propre-stack propre-bare-list' })}>
        {messages.map((message) => {
          const key = dayKey(message.sentAt);
          const separator = key !== day;
          day = key;
          const relative = separator ? relativeDay(message.sentAt) : null;
          return (
            <Fragment key={message.key}>
              {separator && (
                <li {...part('daySeparator')}>
                  <span>{relative ? t(`conversation.${relative}`) : dayLabel(message.sentAt, locale)}</span>
                </li>
              )}
              <MessageBubble
                message={message}
                locale={locale}
                author={message.mine ? t('conversation.me') : counterpartName}
                onRetry={onRetry}
                onDiscard={onDiscard}
              />
            </Fragment>
          );
        })}
      </ol>
      {typing && (
        <p {...part('typing', { className: 'propre-row' })}>
          <span {...part('typingDots')} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('typing', { name: counterpartName })}
        </p>
      )}
    </section>
  );
}
