import { callOperation } from '@propre/sdk';
import { messaging } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePropre } from '../context/hooks.ts';
import { messagesNs } from '../i18n/bundles/messages.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { brands } from '../theme/brands.ts';
import { Alert } from '../ui/Alert.tsx';
import { Badge } from '../ui/Badge.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ConnectionStatusView } from './ConnectionStatus.tsx';
import { dayLabel, timeLabel } from './format.ts';
import { ChatIcon } from './icons.tsx';
import { useMessaging } from './messaging-context.ts';

export interface AdminChannelProps {
  back?: ReactNode;
  className?: string;
}

/**
 * The team's messages to the person (the admin channel of spec §6): one way, newest first, each
 * marked read once shown. Needs a `<MessagingProvider>` above it.
 */
export function AdminChannel({ back, className }: AdminChannelProps) {
  const { t } = useWidgetTranslation(messagesNs, 'common');
  const { client, locale, brand } = usePropre();
  const live = useMessaging();
  const inbox = useQuery({ ...messaging.listMyAdminMessages(client, { limit: 50 }), staleTime: 0 });
  const { realtime } = live;
  const refetch = inbox.refetch;
  useEffect(() => {
    if (!realtime) return;
    const off = realtime.on('ADMIN_MESSAGE_SENT', () => void refetch());
    return off;
  }, [realtime, refetch]);

  // Shown is read: each unread one is marked once; the badge follows the socket's count.
  const marked = useRef(new Set<string>());
  const items = inbox.data?.items ?? [];
  useEffect(() => {
    for (const item of items) {
      if (item.readAt || marked.current.has(item.id)) continue;
      marked.current.add(item.id);
      void callOperation(client, 'post', '/api/messages/admin/{messageId}/read', { path: { messageId: item.id } }).catch(() =>
        marked.current.delete(item.id),
      );
    }
  }, [items, client]);

  const brandName = brands[brand].name;
  return (
    <section
      className={['propre-chat', 'propre-admin-channel', className].filter(Boolean).join(' ')}
      data-part="admin-channel"
      data-state={inbox.status}
    >
      <header className="propre-chat__header">
        {back}
        <h2 className="propre-chat__name">{t('admin.title', { brand: brandName })}</h2>
      </header>
      <ConnectionStatusView connection={live.connection} onReconnect={live.reconnect} />
      <Alert tone="info">{t('admin.oneWay')}</Alert>
      {inbox.isPending && <Skeleton shape="text" lines={4} />}
      {inbox.isError && <ErrorState error={inbox.error} onRetry={() => void refetch()} />}
      {inbox.data && items.length === 0 && <EmptyState icon={<ChatIcon />} title={t('admin.empty')} />}
      {items.length > 0 && (
        <ol className="propre-admin-channel__items">
          {items.map((item) => (
            <li
              key={item.id}
              className="propre-admin-channel__item"
              data-part="admin-message"
              data-unread={!item.readAt || undefined}
            >
              <p className="propre-admin-channel__subject">
                <strong>{item.subject ?? t('admin.noSubject')}</strong>
                {!item.readAt && <Badge tone="primary">{t('admin.unread')}</Badge>}
              </p>
              <p className="propre-chat-message__text">{item.text}</p>
              <p className="propre-chat-message__meta">
                <time dateTime={item.sentAt}>
                  {dayLabel(item.sentAt, locale)}, {timeLabel(item.sentAt, locale)}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
