import { admin } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { usePropre } from '../context/hooks.ts';
import { formatDayTime, formatMoney, intlLocale } from '../i18n/format.ts';
import { cx } from '../theme/appearance.ts';
import { useEntry } from '../ui/use-entry.ts';
import { levelUnder } from '../ui/WidgetTitle.tsx';
import { AdminStatus, PageTop, statusOf } from './AdminStatus.tsx';
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
  const sections = levelUnder(title, headingLevel);
  const data = figures.data;
  const status = figures.error ? 'error' : data ? 'success' : 'loading';
  return (
    <div
      {...part('root', { state: status, className: cx('propre-stack', className) })}
      aria-busy={status === 'loading' || undefined}
    >
      <PageTop title={title} fallback={t('dashboard.title')} lead={t('dashboard.lead')} level={headingLevel} />
      <AdminStatus {...statusOf(figures)} headingLevel={sections}>
        {data ? (
          <>
            <p {...part('generatedAt')}>{t('dashboard.generatedAt', { time: formatDayTime(data.generatedAt, locale) })}</p>
            <DashboardFigures data={data} links={links} renderLink={renderLink} headingId={id} headingLevel={sections} />
          </>
        ) : null}
      </AdminStatus>
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

type FigureRow = { key: string; value: string; note: string; list?: DashboardList; waiting?: number };

function DashboardFigures({ data, links, renderLink, headingId, headingLevel }: FiguresProps) {
  const { t, part, locale } = useEntry<AdminPart>(adminTexts);
  const number = (n: number) => n.toLocaleString(intlLocale(locale));
  const money = (cents: number) => formatMoney(cents, locale);
  const { today, users, verification, growth, bookings } = data;
  const Heading = `h${headingLevel}` as const;
  // Each figure: its text key, the number, its note, its list, and whether work waits (not zero).
  const groups: Array<{ key: 'today' | 'people'; rows: FigureRow[] }> = [
    {
      key: 'today',
      rows: [
        {
          key: 'bookingsToday',
          value: number(today.bookingsToday),
          note: t('dashboard.bookingsTodayNote', { week: number(today.bookingsThisWeek) }),
          list: 'bookings',
        },
        { key: 'revenue', value: money(today.revenueLast30DaysCents), note: t('dashboard.revenueNote'), list: 'revenue' },
        { key: 'fees', value: money(today.platformFeesLast30DaysCents), note: t('dashboard.feesNote'), list: 'revenue' },
        {
          key: 'documents',
          value: number(verification.pendingDocuments),
          note: t('dashboard.documentsNote', { cleaners: number(verification.cleanersAwaitingReview) }),
          list: 'documents',
          waiting: verification.pendingDocuments,
        },
        {
          key: 'failedPayouts',
          value: number(today.failedPayouts),
          note: t('dashboard.failedPayoutsNote'),
          list: 'failedPayouts',
          waiting: today.failedPayouts,
        },
        {
          key: 'expiring',
          value: number(today.requestsExpiringSoon),
          note: t('dashboard.expiringNote', { hours: today.expiringWithinHours }),
          list: 'expiring',
          waiting: today.requestsExpiringSoon,
        },
        {
          key: 'unavailable',
          value: number(bookings.cleanerUnavailable.count),
          note: t('dashboard.unavailableNote'),
          list: 'unavailable',
          waiting: bookings.cleanerUnavailable.count,
        },
        { key: 'contacts', value: number(growth.contactMessagesLast7Days), note: t('dashboard.contactsNote'), list: 'contacts' },
      ],
    },
    {
      key: 'people',
      rows: [
        {
          key: 'clients',
          value: number(users.clients),
          note: t('dashboard.clientsNote', { cleaners: number(users.cleaners), pending: number(users.withoutRole) }),
          list: 'users',
        },
        {
          key: 'suspended',
          value: number(users.suspended),
          note: t('dashboard.suspendedNote', { count: users.newLast7Days }),
          list: 'suspended',
        },
      ],
    },
  ];
  return groups.map((group) => (
    <section key={group.key} {...part('section')} aria-labelledby={`${headingId}-${group.key}`}>
      <Heading id={`${headingId}-${group.key}`} {...part('sectionTitle')}>
        {t(`dashboard.${group.key}`)}
      </Heading>
      <dl {...part('figures', { className: 'propre-tiles' })}>
        {group.rows.map((row) => (
          <Figure
            key={row.key}
            renderLink={renderLink}
            label={t(`dashboard.${row.key}`)}
            value={row.value}
            note={row.note}
            href={row.list ? links[row.list] : undefined}
            state={row.waiting ? 'alert' : 'calm'}
          />
        ))}
      </dl>
    </section>
  ));
}
