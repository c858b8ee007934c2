import type { components } from '@propre/sdk';
import { type ReactNode, useId } from 'react';
import { dateTimeLabel } from '../chat/index.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { ChatIcon } from '../ui/ChatIcon.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState, ProblemAlert } from '../ui/ProblemAlert.tsx';
import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminMessagesPart } from './parts.ts';
import { adminMessagesTexts } from './texts.ts';

export type AdminMessageStats = components['schemas']['AdminMessageStats'];
/** A message the administrators sent, with its recipient and whether it was read. */
export type SentAdminMessage = components['schemas']['AdminMessage'];
type LoadStatus = 'loading' | 'error' | 'ready';

export interface AdminMessagesViewProps {
  /** The compose form: `<AdminCompose />`, or one of your own. */
  compose?: ReactNode;
  statsStatus: LoadStatus;
  stats?: AdminMessageStats;
  statsError?: unknown;
  onRetryStats?: () => void;
  historyStatus: LoadStatus;
  /** Newest first. */
  history?: readonly SentAdminMessage[];
  historyError?: unknown;
  onRetryHistory?: () => void;
  /** Whether an older page of history exists (shows "show more"). */
  hasMore?: boolean;
  loadingMore?: boolean;
  /** A failed older page, shown under the history. */
  moreError?: unknown;
  onRetryMore?: () => void;
  onMore?: () => void;
}

/**
 * The administrators' messages, from props only: the compose form given, the figures, and the
 * history with each message's read state. One column on a phone; on a wide container, compose
 * and history on the left and the figures beside them.
 */
export function AdminMessagesView(props: AdminMessagesViewProps) {
  const { statsStatus, stats, historyStatus, history = [] } = props;
  const { t, part, locale } = useEntry<AdminMessagesPart>(adminMessagesTexts);
  const id = useId();
  return (
    <div {...part('root')}>
      <div {...part('layout')}>
        <div {...part('main')}>{props.compose}</div>
        <section
          {...part('stats', { state: statsStatus })}
          aria-labelledby={`${id}-stats`}
          aria-busy={statsStatus === 'loading' || undefined}
        >
          <h2 id={`${id}-stats`} {...part('heading')}>
            {t('stats')}
          </h2>
          {statsStatus === 'loading' && <Skeleton shape="text" lines={4} />}
          {statsStatus === 'error' && <ProblemAlert error={props.statsError} onRetry={props.onRetryStats} />}
          {stats && (
            <dl {...part('figures', { className: 'propre-tiles' })}>
              <Figure label={t('statsSent')} value={stats.adminMessages.sent} />
              <Figure label={t('statsRead')} value={stats.adminMessages.read} />
              <Figure label={t('statsUnread')} value={stats.adminMessages.unread} />
              <Figure label={t('statsLast7')} value={stats.adminMessages.sentLast7Days} />
              <Figure label={t('statsRecipients')} value={stats.adminMessages.recipients} />
              <Figure
                label={t('statsConversations')}
                value={t('statsConversationsValue', { open: stats.conversations.open, total: stats.conversations.total })}
              />
              <Figure label={t('statsMessages')} value={stats.messages.total} />
            </dl>
          )}
        </section>
        <TitledSection
          {...part('history', { className: 'propre-stack', state: historyStatus })}
          title={t('history')}
          headingLevel={2}
          titleProps={part('heading')}
        >
          {historyStatus === 'loading' && <Skeleton shape="text" lines={6} />}
          {historyStatus === 'error' && <ErrorState error={props.historyError} onRetry={props.onRetryHistory} />}
          {historyStatus === 'ready' && history.length === 0 && <EmptyState icon={<ChatIcon />} title={t('historyEmpty')} />}
          {history.length > 0 && (
            <ol {...part('historyItems', { className: 'propre-stack propre-bare-list' })}>
              {history.map((item) => (
                <li
                  key={item.id}
                  {...part('historyItem', { className: 'propre-stack propre-panel', state: item.readAt ? 'read' : 'unread' })}
                >
                  <p {...part('itemHead', { className: 'propre-wrap' })}>
                    <strong>{t('to', { name: item.recipient.name })}</strong>
                    <span {...part('itemRole', { className: 'propre-hint' })}>{t(`role.${item.recipient.role ?? 'none'}`)}</span>
                    <Badge tone={item.readAt ? 'success' : 'neutral'} {...part('itemState')}>
                      {item.readAt ? t('readAt', { date: dateTimeLabel(item.readAt, locale) }) : t('unread')}
                    </Badge>
                  </p>
                  {item.subject && <p {...part('itemSubject')}>{item.subject}</p>}
                  <p {...part('itemText')}>{item.text}</p>
                  <p {...part('itemMeta')}>
                    <time dateTime={item.sentAt}>{dateTimeLabel(item.sentAt, locale)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
          {props.moreError ? <ProblemAlert error={props.moreError} onRetry={props.onRetryMore} /> : null}
          {props.hasMore && (
            <Button variant="secondary" loading={props.loadingMore} onClick={props.onMore}>
              {t('more')}
            </Button>
          )}
        </TitledSection>
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number | string }) {
  const part = usePart<AdminMessagesPart>('admin-messages');
  return (
    <div {...part('figure', { className: 'propre-tile' })}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
