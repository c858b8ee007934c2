import type { ConversationSummary } from '@propre/sdk/realtime';
import type { ReactNode } from 'react';
import { usePropre } from '../context/hooks.ts';
import { brands } from '../theme/brands.ts';
import { Badge } from '../ui/Badge.tsx';
import { buttonClassName } from '../ui/Button.tsx';
import { ChatIcon } from '../ui/ChatIcon.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ConnectionStatusView } from './ConnectionStatus.tsx';
import { Avatar, bookingLine, initials } from './ConversationView.tsx';
import { listTimeLabel } from './format.ts';
import type { ConnectionInfo, Presence } from './messaging-context.ts';
import type { ChatPart } from './parts.ts';
import { chatTexts } from './texts.ts';

export interface ChatLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface AdminChannelSummary {
  lastText: string | null;
  lastAt: string | null;
  unreadCount: number;
}

/** Where the list's links lead, and how the host's router renders them. */
export interface ChatListLinks {
  /** The address of a conversation, e.g. `(id) => '/messages/' + id`. */
  conversationHref: (bookingId: string) => string;
  /** The address of the team's messages; without it the admin channel is not listed. */
  adminChannelHref?: string;
  /** Where the empty state sends the person (their bookings). */
  bookingsHref?: string;
  /** Renders a link with the host's router. */
  renderLink?: (props: ChatLinkProps) => ReactNode;
}

export interface ConversationListViewProps extends ChatListLinks {
  status: 'loading' | 'error' | 'ready';
  error?: unknown;
  onRetry?: () => void;
  conversations?: readonly ConversationSummary[];
  /** The team's messages to the person, as one more conversation; none for an administrator. */
  adminChannel?: AdminChannelSummary | null;
  presence?: ReadonlyMap<string, Presence>;
  userId: string | null;
  search: string;
  onSearchChange: (search: string) => void;
  connection: ConnectionInfo;
  onReconnect?: () => void;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Conversations whose person's name or last message contains the search (accents and case ignored). */
export function filterConversations(items: readonly ConversationSummary[], search: string): ConversationSummary[] {
  const wanted = fold(search.trim());
  if (!wanted) return [...items];
  return items.filter((item) => fold(`${item.counterpart.name} ${item.lastMessage?.text ?? ''}`).includes(wanted));
}

/** The conversation list (spec §2 /messages), from props only. */
export function ConversationListView(props: ConversationListViewProps) {
  const { t, part } = useEntry<ChatPart>(chatTexts);
  const { locale, brand } = usePropre();
  const { status, conversations = [], adminChannel, search, connection } = props;
  const link = props.renderLink ?? ((linkProps: ChatLinkProps) => <a {...linkProps} />);
  const shown = filterConversations(conversations, search);
  const empty = status === 'ready' && conversations.length === 0 && !adminChannel?.lastAt;
  const brandName = brands[brand].name;

  return (
    <section
      {...part('conversationList', { className: 'propre-stack', state: empty ? 'empty' : status })}
      aria-busy={status === 'loading' || undefined}
    >
      <ConnectionStatusView connection={connection} onReconnect={props.onReconnect} />
      {status === 'error' && <ErrorState error={props.error} onRetry={props.onRetry} />}
      {status === 'loading' && (
        <ul {...part('items', { className: 'propre-stack propre-bare-list propre-panel' })} aria-hidden="true">
          {[1, 2, 3].map((row) => (
            <li key={row} {...part('rowSkeleton')}>
              <Skeleton shape="circle" width="2.75rem" height="2.75rem" />
              <Skeleton shape="text" lines={2} width="100%" />
            </li>
          ))}
        </ul>
      )}
      {empty && (
        <EmptyState
          icon={<ChatIcon />}
          headingLevel={2}
          title={t('empty')}
          body={<p>{t('emptyBody')}</p>}
          action={
            props.bookingsHref
              ? link({
                  href: props.bookingsHref,
                  className: buttonClassName({ variant: 'secondary' }),
                  children: t('emptyAction'),
                })
              : undefined
          }
        />
      )}
      {status === 'ready' && !empty && (
        <>
          {conversations.length > 0 && (
            <TextField
              type="search"
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              value={search}
              onChange={(event) => props.onSearchChange(event.target.value)}
            />
          )}
          <ul {...part('items', { className: 'propre-stack propre-bare-list propre-panel' })} aria-label={t('list.label')}>
            {adminChannel && props.adminChannelHref && !search.trim() && (
              <li {...part('adminChannelItem')}>
                {link({
                  href: props.adminChannelHref,
                  className: part('itemLink').className,
                  children: (
                    <Row
                      name={t('list.adminChannel', { brand: brandName })}
                      avatar={brandName.slice(0, 1)}
                      preview={adminChannel.lastText ?? t('list.adminChannelEmpty')}
                      time={adminChannel.lastAt ? listTimeLabel(adminChannel.lastAt, locale) : null}
                      timeIso={adminChannel.lastAt}
                      unread={adminChannel.unreadCount}
                    />
                  ),
                })}
              </li>
            )}
            {shown.map((item) => {
              const presence = props.presence?.get(item.counterpart.id) ?? item.counterpart.presence;
              const last = item.lastMessage;
              // The booking, not the person's role: one person can have several bookings (and conversations).
              const booking = bookingLine(t, item.booking, locale);
              const preview = last
                ? last.senderId === props.userId
                  ? t('list.you', { text: last.text })
                  : last.text
                : t('list.noMessageYet');
              return (
                <li key={item.bookingId} {...part('conversationItem')} data-booking={item.bookingId}>
                  {link({
                    href: props.conversationHref(item.bookingId),
                    className: part('itemLink').className,
                    children: (
                      <Row
                        name={item.counterpart.name}
                        avatar={initials(item.counterpart.name)}
                        presence={presence}
                        detail={`${booking} · ${t(`presence.${presence}`)}${item.open ? '' : ` · ${t('list.closed')}`}`}
                        preview={preview}
                        time={listTimeLabel(item.lastActivityAt, locale)}
                        timeIso={item.lastActivityAt}
                        unread={item.unreadCount}
                      />
                    ),
                  })}
                </li>
              );
            })}
          </ul>
          {shown.length === 0 && search.trim() && (
            <p {...part('noMatch')} role="status">
              {t('list.noMatch', { query: search.trim() })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

interface RowProps {
  name: string;
  avatar: string;
  presence?: Presence;
  detail?: string;
  preview: string;
  time: string | null;
  timeIso: string | null;
  unread: number;
}

function Row({ name, avatar, presence, detail, preview, time, timeIso, unread }: RowProps) {
  const { t, part } = useEntry<ChatPart>(chatTexts);
  return (
    <>
      <Avatar letters={avatar} presence={presence} />
      <span {...part('rowBody', { className: 'propre-stack' })}>
        <span {...part('rowTop')}>
          <span {...part('rowName')}>{name}</span>
          {time && timeIso && (
            <time {...part('rowTime')} dateTime={timeIso}>
              {time}
            </time>
          )}
        </span>
        {detail && <span {...part('rowDetail')}>{detail}</span>}
        <span {...part('rowBottom')}>
          <span {...part('preview')} data-unread={unread > 0 || undefined}>
            {preview}
          </span>
          {unread > 0 && (
            <Badge tone="danger" {...part('unread')}>
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="propre-visually-hidden">{t('list.unread', { count: unread })}</span>
            </Badge>
          )}
        </span>
      </span>
    </>
  );
}
