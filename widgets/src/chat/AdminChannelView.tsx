import type { components } from '@propre/sdk';
import type { ReactNode } from 'react';
import { usePropre } from '../context/hooks.ts';
import { brands } from '../theme/brands.ts';
import { Alert } from '../ui/Alert.tsx';
import { Badge } from '../ui/Badge.tsx';
import { ChatIcon } from '../ui/ChatIcon.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ConnectionStatusView } from './ConnectionStatus.tsx';
import { dateTimeLabel } from './format.ts';
import type { ConnectionInfo } from './messaging-context.ts';
import type { ChatPart } from './parts.ts';
import { chatTexts } from './texts.ts';

/** A message of the team to the person (the API's AdminMessage). */
export type AdminChannelMessage = components['schemas']['AdminMessage'];

export interface AdminChannelViewProps {
  status: 'loading' | 'error' | 'ready';
  error?: unknown;
  onRetry?: () => void;
  /** Newest first. */
  messages?: readonly AdminChannelMessage[];
  connection: ConnectionInfo;
  onReconnect?: () => void;
  /** A link back to the list (the host's router link). */
  back?: ReactNode;
}

/** The team's messages to the person, from props only: one way, newest first, the unread marked. */
export function AdminChannelView({
  status,
  error,
  onRetry,
  messages = [],
  connection,
  onReconnect,
  back,
}: AdminChannelViewProps) {
  const { t, part } = useEntry<ChatPart>(chatTexts);
  const { locale, brand } = usePropre();
  return (
    <section {...part('adminChannel', { state: status })} aria-busy={status === 'loading' || undefined}>
      <header {...part('header', { className: 'propre-wrap' })}>
        {back}
        <h2 {...part('name')}>{t('admin.title', { brand: brands[brand].name })}</h2>
      </header>
      <ConnectionStatusView connection={connection} onReconnect={onReconnect} />
      <Alert tone="info">{t('admin.oneWay')}</Alert>
      {status === 'loading' && <Skeleton shape="text" lines={4} />}
      {status === 'error' && <ErrorState error={error} onRetry={onRetry} />}
      {status === 'ready' && messages.length === 0 && <EmptyState icon={<ChatIcon />} title={t('admin.empty')} />}
      {messages.length > 0 && (
        <ol {...part('adminItems', { className: 'propre-stack propre-bare-list' })}>
          {messages.map((item) => (
            <li
              key={item.id}
              {...part('adminItem', { className: 'propre-stack propre-panel', state: item.readAt ? 'read' : 'unread' })}
            >
              <p {...part('adminSubject')}>
                <strong>{item.subject ?? t('admin.noSubject')}</strong>
                {!item.readAt && <Badge tone="primary">{t('admin.unread')}</Badge>}
              </p>
              <p {...part('messageText')}>{item.text}</p>
              <p {...part('messageMeta')}>
                <time dateTime={item.sentAt}>{dateTimeLabel(item.sentAt, locale)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
