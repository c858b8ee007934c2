import { admin } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { usePropre } from '../context/hooks.ts';
import { formatDayTime, formatMoney, intlLocale } from '../i18n/format.ts';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { Figure } from './Figure.tsx';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { AdminDashboardData, AdminRenderLink } from './types.ts';

/** The figures that have a list; the host links those whose page exists. */
export type DashboardList =
  | 'bookings'
  | 'revenue'
  | 'documents'
  | 'failedPayouts'
  | 'expiring'
  | 'contacts'
  | 'unavailable'
  | 'suspended'
  | 'users';

export interface AdminDashboardProps {
  /** Where each figure's list is; a figure without one shows no link (no dead ends). */
  links?: Partial<Record<DashboardList, string>>;
  renderLink?: AdminRenderLink;
  /** The widget's heading; `null` when the page has its own. */
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The console's home (admin.getDashboard): what an operator checks each morning — today's and
 * this week's bookings, the ledger's takings and fees, documents to review, failed payouts,
 * requests about to expire, contact messages, bookings left without a cleaner — each with its list.
 */
export function AdminDashboard({ links = {}, renderLink, title, headingLevel = 2, className }: AdminDashboardProps) {
  const { t, part, locale } = useEntry<AdminPart>(adminTexts);
  const { client } = usePropre();
  const figures = useQuery(admin.getDashboard(client));
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const sections = (title === null ? headingLevel : headingLevel + 1) as 2 | 3 | 4;
  const data = figures.data;
  const status = figures.error ? 'error' : data ? 'success' : 'loading';
  return (
    <div {...part('root', { state: status, className })} aria-busy={status === 'loading' || undefined}>
      {title === null ? null : <Heading {...part('sectionTitle')}>{title ?? t('dashboard.title')}</Heading>}
      <p {...part('lead')}>{t('dashboard.lead')}</p>
      {status === 'error' ? (
        <ErrorState
          error={figures.error}
          onRetry={() => void figures.refetch()}
          retrying={figures.isFetching}
          headingLevel={sections}
        />
      ) : !data ? (
        <div {...part('skeleton')}>
          <Skeleton height="8rem" />
          <Skeleton height="8rem" />
        </div>
      ) : (
        <>
          <p {...part('generatedAt')}>{t('dashboard.generatedAt', { time: formatDayTime(data.generatedAt, locale) })}</p>
          <DashboardFigures data={data} links={links} renderLink={renderLink} headingId={id} headingLevel={sections} />
        </>
      )}
    </div>
  );
}

interface FiguresProps {
  data: AdminDashboardData;
  links: Partial<Record<DashboardList, string>>;
  renderLink: AdminRenderLink | undefined;
  headingId: string;
  headingLevel: 2 | 3 | 4;
}

function DashboardFigures({ data, links, renderLink, headingId, headingLevel }: FiguresProps) {
  const { t, part, locale } = useEntry<AdminPart>(adminTexts);
  const number = (n: number) => n.toLocaleString(intlLocale(locale));
  const money = (cents: number) => formatMoney(cents, locale);
  const alert = (n: number) => (n > 0 ? 'alert' : 'calm');
  const { today, users, verification, growth, bookings } = data;
  const Heading = `h${headingLevel}` as const;
  const common = { renderLink };
  return (
    <>
      <section {...part('section')} aria-labelledby={`${headingId}-today`}>
        <Heading id={`${headingId}-today`} {...part('sectionTitle')}>
          {t('dashboard.today')}
        </Heading>
        <dl {...part('figures')}>
          <Figure
            {...common}
            label={t('dashboard.bookingsToday')}
            value={number(today.bookingsToday)}
            note={t('dashboard.bookingsTodayNote', { week: number(today.bookingsThisWeek) })}
            href={links.bookings}
          />
          <Figure
            {...common}
            label={t('dashboard.revenue')}
            value={money(today.revenueLast30DaysCents)}
            note={t('dashboard.revenueNote')}
            href={links.revenue}
          />
          <Figure
            {...common}
            label={t('dashboard.fees')}
            value={money(today.platformFeesLast30DaysCents)}
            note={t('dashboard.feesNote')}
            href={links.revenue}
          />
          <Figure
            {...common}
            label={t('dashboard.documents')}
            value={number(verification.pendingDocuments)}
            note={t('dashboard.documentsNote', { cleaners: number(verification.cleanersAwaitingReview) })}
            href={links.documents}
            state={alert(verification.pendingDocuments)}
          />
          <Figure
            {...common}
            label={t('dashboard.failedPayouts')}
            value={number(today.failedPayouts)}
            note={t('dashboard.failedPayoutsNote')}
            href={links.failedPayouts}
            state={alert(today.failedPayouts)}
          />
          <Figure
            {...common}
            label={t('dashboard.expiring')}
            value={number(today.requestsExpiringSoon)}
            note={t('dashboard.expiringNote', { hours: today.expiringWithinHours })}
            href={links.expiring}
            state={alert(today.requestsExpiringSoon)}
          />
          <Figure
            {...common}
            label={t('dashboard.unavailable')}
            value={number(bookings.cleanerUnavailable.count)}
            note={t('dashboard.unavailableNote')}
            href={links.unavailable}
            state={alert(bookings.cleanerUnavailable.count)}
          />
          <Figure
            {...common}
            label={t('dashboard.contacts')}
            value={number(growth.contactMessagesLast7Days)}
            note={t('dashboard.contactsNote')}
            href={links.contacts}
          />
        </dl>
      </section>
      <section {...part('section')} aria-labelledby={`${headingId}-people`}>
        <Heading id={`${headingId}-people`} {...part('sectionTitle')}>
          {t('dashboard.people')}
        </Heading>
        <dl {...part('figures')}>
          <Figure
            {...common}
            label={t('dashboard.clients')}
            value={number(users.clients)}
            note={t('dashboard.clientsNote', { cleaners: number(users.cleaners), pending: number(users.withoutRole) })}
            href={links.users}
          />
          <Figure
            {...common}
            label={t('dashboard.suspended')}
            value={number(users.suspended)}
            note={t('dashboard.suspendedNote', { count: users.newLast7Days })}
            href={links.suspended}
          />
        </dl>
      </section>
    </>
  );
}
