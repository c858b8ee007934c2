import { problemMessage } from '../errors/problem-message.ts';
import { Button } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { timeLabel } from './format.ts';
import type { ChatPart } from './parts.ts';
import { chatTexts } from './texts.ts';

/** A message's state as its sender sees it; failed and refused are this device's only. */
export type ChatMessageState = 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed' | 'refused';

export interface ChatMessage {
  /** The API's id, or the device's id of a message not stored yet. */
  key: string;
  text: string;
  sentAt: string;
  mine: boolean;
  /** For the person's own messages. */
  state?: ChatMessageState;
  /** Why it failed or was refused. */
  error?: unknown;
}

export interface MessageBubbleProps {
  message: ChatMessage;
  locale: string;
  /** Who wrote it, for screen readers (the bubble's side says it to the eye). */
  author: string;
  onRetry?: (key: string) => void;
  onDiscard?: (key: string) => void;
}

const stateIcons: Partial<Record<ChatMessageState, string>> = { sent: '✓', delivered: '✓✓', read: '✓✓' };

/**
 * One message. Its text is a text node — never HTML — so markup and links show as typed and
 * nothing in a message can run or navigate.
 */
export function MessageBubble({ message, locale, author, onRetry, onDiscard }: MessageBubbleProps) {
  const { t, part } = useEntry<ChatPart>(chatTexts);
  const { state } = message;
  return (
    <li {...part('message', { state })} data-mine={message.mine || undefined} data-key={message.key}>
      <div {...part('bubble')}>
        <p {...part('messageText')}>
          <VisuallyHidden>{t('conversation.author', { name: author })} </VisuallyHidden>
          {message.text}
        </p>
      </div>
      <p {...part('messageMeta')}>
        <time dateTime={message.sentAt}>{timeLabel(message.sentAt, locale)}</time>
        {message.mine && state && (
          <span {...part('messageState', { state })}>
            {stateIcons[state] && <span aria-hidden="true">{stateIcons[state]} </span>}
            {t(`state.${state}`)}
          </span>
        )}
      </p>
      {state === 'failed' && (
        <div {...part('messageError')} role="alert">
          <p>
            <strong>{t('sendError.title')}</strong> {t('sendError.text')} {t('sendError.support')}
          </p>
          <div {...part('messageActions', { className: 'propre-wrap' })}>
            <Button size="sm" variant="secondary" onClick={() => onRetry?.(message.key)}>
              {t('sendError.retry')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onDiscard?.(message.key)}>
              {t('sendError.discard')}
            </Button>
          </div>
        </div>
      )}
      {state === 'refused' && (
        <div {...part('messageError')} role="alert">
          <p>{problemMessage(message.error, t).message}</p>
          <div {...part('messageActions', { className: 'propre-wrap' })}>
            <Button size="sm" variant="ghost" onClick={() => onDiscard?.(message.key)}>
              {t('sendError.discard')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
