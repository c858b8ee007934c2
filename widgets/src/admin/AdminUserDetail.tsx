import { admin } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { usePropre } from '../context/hooks.ts';
import { formatDayTime } from '../i18n/format.ts';
import { cx } from '../theme/appearance.ts';
import { Card } from '../ui/Card.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { AdminLink } from './AdminLink.tsx';
import { AdminStatus, statusOf } from './AdminStatus.tsx';
import { AuditLog } from './AuditLog.tsx';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { AdminRenderLink, AdminUser } from './types.ts';
import { UserActionDialog } from './UserActionDialog.tsx';
import { UserActivity } from './UserActivity.tsx';
import { UserStatusBadge } from './UserStatusBadge.tsx';

export interface AdminUserDetailProps {
  userId: string;
  /** The users' list, for the way back; none when not given. */
  backHref?: string;
  /** Where a cleaner's analytics are (@propre/widgets/admin-analytics); no link when not given. */
  analyticsHref?: (cleanerId: string) => string;
  renderLink?: AdminRenderLink;
  /** Called after a suspension or a reactivation, with the account as the API answered. */
  onChanged?: (user: AdminUser) => void;
  /** The person's name is the heading; `headingLevel` is its level. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * One account (admin.getUser): who they are, their status and its reason, their latest
 * bookings, ledger lines, documents and sessions, the audit log, and suspend or reactivate —
 * each confirmed in a dialog. The SDK refreshes the detail after either action.
 */
export function AdminUserDetail({
  userId,
  backHref,
  analyticsHref,
  renderLink,
  onChanged,
  headingLevel = 2,
  className,
}: AdminUserDetailProps) {
  const { t, part, locale } = useEntry<AdminPart>(adminTexts);
  const { client } = usePropre();
  const detail = useQuery(admin.getUser(client, userId));
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const sections = Math.min(headingLevel + 1, 4) as 2 | 3 | 4;
  const data = detail.data;
  const status = detail.error ? 'error' : data ? 'success' : 'loading';
  const when = (instant: string | null) => (instant ? formatDayTime(instant, locale) : t('user.never'));
  const user = data?.user;

  return (
    <div
      {...part('root', { state: status, className: cx('propre-stack', className) })}
      aria-busy={status === 'loading' || undefined}
    >
      {backHref ? (
        <AdminLink renderLink={renderLink} href={backHref} {...part('back')}>
          {t('user.back')}
        </AdminLink>
      ) : null}
      <AdminStatus {...statusOf(detail)} headingLevel={headingLevel}>
        {data && user ? (
          <>
            <Heading id={id} {...part('sectionTitle')}>
              {user.name} <UserStatusBadge status={user.status} />
            </Heading>
            <Card padding="md">
              <dl {...part('facts', { className: 'propre-tiles propre-facts' })}>
                <Fact label={t('user.email')} value={user.email} />
                <Fact label={t('user.username')} value={user.username} />
                <Fact label={t('users.role')} value={t(`users.roles.${user.role ?? 'none'}`)} />
                <Fact label={t('user.language')} value={t(`common:languages.${user.language}`)} />
                <Fact label={t('user.created')} value={when(user.createdAt)} />
                <Fact label={t('user.lastActive')} value={when(data.lastActiveAt)} />
                <Fact label={t('user.activeSessions')} value={String(data.activeSessions)} />
                <Fact label={t('user.bookingsAsClient')} value={String(data.bookingsAsClient)} />
                <Fact label={t('user.bookingsAsCleaner')} value={String(data.bookingsAsCleaner)} />
                {data.verificationStatus ? (
                  <Fact label={t('user.verification')} value={t(`user.verificationStatus.${data.verificationStatus}`)} />
                ) : null}
              </dl>
              {user.status === 'suspended' && user.suspendedAt ? (
                <p {...part('reason')}>
                  <strong>{t('user.suspendedSince', { date: when(user.suspendedAt) })}</strong>
                  {user.suspensionReason ? ` — ${t('user.reasonLine', { reason: user.suspensionReason })}` : null}
                </p>
              ) : null}
              <div {...part('actions', { className: 'propre-wrap' })}>
                {user.role === 'cleaner' && analyticsHref ? (
                  <AdminLink renderLink={renderLink} href={analyticsHref(user.id)} {...part('analyticsLink')}>
                    {t('user.analytics')}
                  </AdminLink>
                ) : null}
                {user.role === 'admin' ? (
                  <p {...part('lead')}>{t('user.adminNote')}</p>
                ) : user.status === 'deleted' ? null : (
                  <UserActionDialog action={user.status === 'active' ? 'suspend' : 'reactivate'} user={user} onDone={onChanged} />
                )}
              </div>
            </Card>
            <AuditLog entries={data.auditLog} headingLevel={sections} />
            <UserActivity activity={data.activity} headingLevel={sections} />
          </>
        ) : null}
      </AdminStatus>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  const { part } = useEntry<AdminPart>(adminTexts);
  return (
    <div {...part('fact')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
