import type { components } from '@propre/openapi/types';
import { useId, useState } from 'react';
import type { AdminRenderLink } from '../admin/index.ts';
import { formatMoney } from '../i18n/format.ts';
import { cx } from '../theme/appearance.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { percent, ratingText, weekDay, weekLabel, wholeDollars } from './format.ts';
import type { AdminAnalyticsPart } from './parts.ts';
import { adminAnalyticsTexts } from './texts.ts';
import { WeeklyChart } from './WeeklyChart.tsx';

export type CleanerAnalytics = components['schemas']['CleanerAnalytics'];
export type CleanerAnalyticsStatus = 'loading' | 'error' | 'notFound' | 'success';

export interface AdminCleanerAnalyticsViewProps {
  status: CleanerAnalyticsStatus;
  /** admin.getCleanerAnalytics' answer, with `success`. */
  analytics?: CleanerAnalytics | undefined;
  /** The failure, with `error` (its message and request id are shown). */
  error?: unknown;
  onRetry?: (() => void) | undefined;
  retrying?: boolean | undefined;
  /** The cleaner's account page, for the way back; none when not given. */
  backHref?: string | undefined;
  renderLink?: AdminRenderLink | undefined;
  /** Charts at first, or the table (`table`). */
  initialView?: 'charts' | 'table';
  /** The heading's level; the sections one below. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * One cleaner's figures for admins, props only: the totals (bookings, completion rate, median
 * response time, earnings, the 12 weeks' rating), then the 12 weeks as charts — or as a table,
 * by a toggle. The table is always there for screen readers: the charts are drawings of it.
 */
export function AdminCleanerAnalyticsView({
  status,
  analytics,
  error,
  onRetry,
  retrying,
  backHref,
  renderLink,
  initialView = 'charts',
  headingLevel = 2,
  className,
}: AdminCleanerAnalyticsViewProps) {
  const { t, part } = useEntry<AdminAnalyticsPart>(adminAnalyticsTexts);
  const Heading = `h${headingLevel}` as const;
  const sections = Math.min(headingLevel + 1, 4) as 2 | 3 | 4;
  const back = backHref ? { href: backHref, children: t('back'), ...part('back', { className: 'propre-link' }) } : null;
  return (
    <div
      {...part('root', { state: status, className: cx('propre-stack', className) })}
      aria-busy={status === 'loading' || undefined}
    >
      {back ? renderLink ? renderLink(back) : <a {...back} /> : null}
      <Heading {...part('title')}>{analytics ? t('title', { name: analytics.name }) : t('fallbackTitle')}</Heading>
      {status === 'loading' ? (
        <div {...part('skeleton')}>
          <Skeleton shape="text" lines={2} />
          <Skeleton height="14rem" />
        </div>
      ) : status === 'error' ? (
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={sections} />
      ) : status === 'notFound' || !analytics ? (
        <EmptyState title={t('notFound')} body={t('notFoundBody')} headingLevel={sections} />
      ) : (
        <Figures analytics={analytics} headingLevel={sections} initialView={initialView} />
      )}
    </div>
  );
}

function Figures({
  analytics,
  headingLevel,
  initialView,
}: {
  analytics: CleanerAnalytics;
  headingLevel: 2 | 3 | 4;
  initialView: 'charts' | 'table';
}) {
  const { t, part, locale } = useEntry<AdminAnalyticsPart>(adminAnalyticsTexts);
  const [asTable, setAsTable] = useState(initialView === 'table');
  const id = useId();
  const { weeks } = analytics;
  const reviews = weeks.reduce((sum, week) => sum + week.reviews, 0);
  const rated = weeks.reduce((sum, week) => sum + (week.rating ?? 0) * week.reviews, 0);
  const active = weeks.some((week) => week.bookings > 0 || week.reviews > 0);
  const response = analytics.responseTimeMinutes;
  const figures: { key: string; label: string; value: string; note: string }[] = [
    {
      key: 'bookings',
      label: t('figures.bookings'),
      value: String(analytics.bookings.total),
      note: t('figures.bookingsNote', { completed: analytics.bookings.completed }),
    },
    {
      key: 'completion',
      label: t('figures.completion'),
      value: analytics.completionRate === null ? t('figures.none') : percent(analytics.completionRate, locale),
      note: t('figures.completionNote'),
    },
    {
      key: 'response',
      label: t('figures.response'),
      value:
        response === null
          ? t('figures.none')
          : response < 60
            ? t('figures.minutes', { minutes: response })
            : response % 60 === 0
              ? t('figures.hoursOnly', { hours: response / 60 })
              : t('figures.hours', { hours: Math.floor(response / 60), minutes: response % 60 }),
      note: t('figures.responseNote'),
    },
    {
      key: 'earnings',
      label: t('figures.earnings'),
      value: formatMoney(analytics.revenueCents, locale),
      note: t('figures.earningsNote'),
    },
    {
      key: 'rating',
      label: t('figures.rating'),
      value: reviews ? ratingText(Math.round((rated / reviews) * 100) / 100, locale) : t('figures.none'),
      note: t('figures.ratingNote', { count: reviews }),
    },
  ];
  const labels = weeks.map((week) => weekLabel(week.week, locale));
  const whole = (value: number) => String(value);

  return (
    <>
      <p {...part('lead')}>{t('lead')}</p>
      <dl {...part('figures', { className: 'propre-tiles' })} aria-label={t('figures.label')}>
        {figures.map((figure) => (
          <Card key={figure.key} padding="md" {...part('figure', { state: figure.key })}>
            <dt {...part('figureLabel')}>{figure.label}</dt>
            <dd {...part('figureValue', { className: 'propre-figure-value' })}>{figure.value}</dd>
            <dd {...part('figureNote')}>{figure.note}</dd>
          </Card>
        ))}
      </dl>
      {active ? null : <EmptyState title={t('noData')} body={t('noDataBody')} headingLevel={headingLevel} />}
      <div {...part('toolbar')}>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={asTable}
          onClick={() => setAsTable((now) => !now)}
          {...part('toggle')}
        >
          {t('showTable')}
        </Button>
      </div>
      {asTable || !active ? null : (
        // A drawing of the table below, which screen readers read instead.
        <div {...part('charts')} aria-hidden="true">
          <WeeklyChart
            title={t('charts.bookings')}
            weeks={labels}
            kind="bars"
            wholeTicks
            format={whole}
            series={[
              { key: 'bookings', label: t('charts.series.bookings'), values: weeks.map((week) => week.bookings) },
              { key: 'completed', label: t('charts.series.completed'), values: weeks.map((week) => week.completed) },
            ]}
          />
          <WeeklyChart
            title={t('charts.earnings')}
            weeks={labels}
            kind="bars"
            format={(cents) => wholeDollars(cents, locale)}
            series={[{ key: 'earnings', label: t('charts.series.earnings'), values: weeks.map((week) => week.revenueCents) }]}
          />
          <WeeklyChart
            title={t('charts.rating')}
            weeks={labels}
            kind="line"
            domain={[1, 5]}
            wholeTicks
            format={whole}
            series={[{ key: 'rating', label: t('charts.series.rating'), values: weeks.map((week) => week.rating) }]}
          />
        </div>
      )}
      {/* Out of sight behind the charts, still read by screen readers; the toggle shows it (focusable then, to scroll sideways). */}
      <section
        {...part('tableWrap', asTable ? { state: 'shown' } : { state: 'clipped', className: 'propre-clipped' })}
        tabIndex={asTable ? 0 : undefined}
        aria-labelledby={`${id}-caption`}
      >
        <table {...part('table', { className: 'propre-table' })}>
          <caption id={`${id}-caption`}>{t('table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.week')}</th>
              <th scope="col">{t('table.bookings')}</th>
              <th scope="col">{t('table.completed')}</th>
              <th scope="col">{t('table.earnings')}</th>
              <th scope="col">{t('table.rating')}</th>
              <th scope="col">{t('table.reviews')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row">{weekDay(week.week, locale)}</th>
                <td>{week.bookings}</td>
                <td>{week.completed}</td>
                <td>{formatMoney(week.revenueCents, locale)}</td>
                <td>{week.rating === null ? t('table.noRating') : ratingText(week.rating, locale)}</td>
                <td>{week.reviews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
