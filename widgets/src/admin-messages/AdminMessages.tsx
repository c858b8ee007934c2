import type { PropreError } from '@propre/sdk';
import { messaging } from '@propre/sdk/query';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useId, useState } from 'react';
import { dayLabel, timeLabel } from '../chat/format.ts';
import { ChatIcon } from '../chat/icons.tsx';
import { MessagingContext } from '../chat/messaging-context.ts';
import { usePartClass, usePropre } from '../context/hooks.ts';
import { messagesNs } from '../i18n/bundles/messages.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState, ProblemAlert } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { AdminCompose } from './AdminCompose.tsx';

export interface AdminMessagesProps {
  /** History entries per page (the API allows 1 to 100). */
  pageSize?: number;
  onSent?: (count: number) => void;
  onError?: (error: PropreError) => void;
  className?: string;
}

/**
 * The administrators' messages (spec §2 /admin/messages): compose to one user or a segment,
 * the figures, and the history with each message's read state — live when a
 * `<MessagingProvider>` is above (ADMIN_MESSAGE_SENT, ADMIN_MESSAGE_READ).
 */
export function AdminMessages({ pageSize = 20, onSent, onError, className }: AdminMessagesProps) {
  const { t } = useWidgetTranslation(messagesNs, 'common');
  const { client, locale } = usePropre();
  const id = useId();
  const realtime = useContext(MessagingContext)?.realtime ?? null;
  const stats = useQuery({ ...messaging.getAdminMessageStats(client), staleTime: 0 });
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pages = useQueries({
    queries: cursors.map((cursor) => ({
      ...messaging.listAdminMessages(client, { limit: pageSize, ...(cursor ? { cursor } : {}) }),
      staleTime: 0,
    })),
  });

  const refetchStats = stats.refetch;
  useEffect(() => {
    if (!realtime) return;
    const refresh = () => {
      void refetchStats();
      for (const page of pages) void page.refetch();
    };
    const offs = [realtime.on('ADMIN_MESSAGE_SENT', refresh), realtime.on('ADMIN_MESSAGE_READ', refresh)];
    return () => {
      for (const off of offs) off();
    };
  });

  const first = pages[0];
  const last = pages.at(-1);
  const items = pages.flatMap((page) => page.data?.items ?? []);
  const nextCursor = last?.data?.nextCursor ?? null;
  const partClass = usePartClass('admin-messages', className);

  return (
    <div className={cx('propre-admin-messages', partClass)} data-part="admin-messages">
      <div className="propre-admin-messages__main">
        <AdminCompose onSent={onSent} onError={onError} />
      </div>
      <section
        className="propre-admin-messages__stats"
        aria-labelledby={`${id}-stats`}
        data-part="stats"
        aria-busy={stats.isPending || undefined}
      >
        <h2 id={`${id}-stats`} className="propre-admin-messages__heading">
          {t('adminCompose.stats')}
        </h2>
        {stats.isPending && <Skeleton shape="text" lines={4} />}
        {stats.isError && <ProblemAlert error={stats.error} onRetry={() => void stats.refetch()} />}
        {stats.data && (
          <dl className="propre-admin-messages__figures">
            <Figure label={t('adminCompose.statsSent')} value={stats.data.adminMessages.sent} />
            <Figure label={t('adminCompose.statsRead')} value={stats.data.adminMessages.read} />
            <Figure label={t('adminCompose.statsUnread')} value={stats.data.adminMessages.unread} />
            <Figure label={t('adminCompose.statsLast7')} value={stats.data.adminMessages.sentLast7Days} />
            <Figure label={t('adminCompose.statsRecipients')} value={stats.data.adminMessages.recipients} />
            <Figure
              label={t('adminCompose.statsConversations')}
              value={t('adminCompose.statsConversationsValue', {
                open: stats.data.conversations.open,
                total: stats.data.conversations.total,
              })}
            />
            <Figure label={t('adminCompose.statsMessages')} value={stats.data.messages.total} />
          </dl>
        )}
      </section>
      <section className="propre-admin-messages__history" aria-labelledby={`${id}-history`} data-part="history">
        <h2 id={`${id}-history`} className="propre-admin-messages__heading">
          {t('adminCompose.history')}
        </h2>
        {first?.isPending && <Skeleton shape="text" lines={6} />}
        {first?.isError && <ErrorState error={first.error} onRetry={() => void first.refetch()} />}
        {first?.data && items.length === 0 && <EmptyState icon={<ChatIcon />} title={t('adminCompose.historyEmpty')} />}
        {items.length > 0 && (
          <ol className="propre-admin-channel__items">
            {items.map((item) => (
              <li key={item.id} className="propre-admin-channel__item" data-part="history-item">
                <p className="propre-admin-channel__subject">
                  <strong>{t('adminCompose.to', { name: item.recipient.name })}</strong>
                  <span className="propre-hint">{t(`adminCompose.role.${item.recipient.role ?? 'none'}`)}</span>
                  {item.readAt ? (
                    <Badge tone="success">
                      {t('adminCompose.readAt', { date: `${dayLabel(item.readAt, locale)}, ${timeLabel(item.readAt, locale)}` })}
                    </Badge>
                  ) : (
                    <Badge tone="neutral">{t('adminCompose.unread')}</Badge>
                  )}
                </p>
                {item.subject && <p className="propre-admin-messages__subject">{item.subject}</p>}
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
        {last?.isError && pages.length > 1 && <ProblemAlert error={last.error} onRetry={() => void last.refetch()} />}
        {nextCursor && (
          <Button
            variant="secondary"
            loading={last?.isFetching}
            onClick={() => setCursors((current) => [...current, nextCursor])}
          >
            {t('adminCompose.more')}
          </Button>
        )}
      </section>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="propre-admin-messages__figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
