import type { ReactNode } from 'react';
import { formatDay, formatTime, todayInQuebec } from '../../i18n/format.ts';
import { Alert } from '../../ui/Alert.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ProblemAlert.tsx';
import { usePart } from '../../ui/part.ts';
import type { RetryProps } from '../../ui/query-state.ts';
import { TitledSection } from '../../ui/TitledSection.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import type { BookingsPart } from '../parts.ts';
import { ListSkeleton } from '../skeletons.tsx';
import { bookingsTexts } from '../texts.ts';
import {
  type Booking,
  type BookingsNavigation,
  type DeclineValues,
  type Locale,
  navigationOf,
  type RequestAnswer,
} from '../types.ts';
import type { LiveState } from '../use-booking-live.ts';
import { JobCard } from './JobCard.tsx';
import { RequestCard } from './RequestCard.tsx';
import { useMinuteClock } from './use-now.ts';

export type CleanerBookingsStatus = 'loading' | 'error' | 'ready';

export interface CleanerBookingsViewProps extends BookingsNavigation, RetryProps {
  status: CleanerBookingsStatus;
  /** Pending requests (any order: the one expiring first is shown first). */
  requests: readonly Booking[];
  /** Confirmed and started jobs, soonest first. */
  jobs: readonly Booking[];
  locale: Locale;
  /** Each request's answer in flight or refused, by booking id. */
  answers?: Readonly<Record<string, RequestAnswer>>;
  onAccept?: (bookingId: string) => void;
  onDecline?: (bookingId: string, values: DeclineValues) => void;
  /** The last answer that went through, said at the top: the request then leaves the list. */
  answered?: { booking: Booking; action: 'accept' | 'decline' } | null;
  /** The live connection: only its loss is said. */
  live?: LiveState;
  /** « now » for the countdowns (stories and tests fix it); the device's clock, by the minute, otherwise. */
  now?: Date;
  /** Of the sections' titles: 2 under a page's h1. */
  headingLevel?: 2 | 3;
}

function Section({ part: name, level, ...section }: { title: string; part: BookingsPart; level: 2 | 3; children: ReactNode }) {
  const part = usePart<BookingsPart>('bookings');
  return <TitledSection {...section} {...part(name)} headingLevel={level} titleProps={part('sectionTitle')} />;
}

/** A cleaner's workspace without data fetching: requests to answer first, then today's and upcoming jobs. */
export function CleanerBookingsView(props: CleanerBookingsViewProps) {
  const { status, requests, jobs, locale, answers = {}, headingLevel = 2 } = props;
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const nav = navigationOf(props);
  const now = useMinuteClock(props.now);
  const today = todayInQuebec(now);

  let body: ReactNode;
  if (status === 'loading') body = <ListSkeleton label={t('bookings.loading')} />;
  else if (status === 'error')
    body = <ErrorState error={props.error} title={t('bookings.errorTitle')} onRetry={props.onRetry} retrying={props.retrying} />;
  else if (requests.length === 0 && jobs.length === 0)
    body = <EmptyState headingLevel={headingLevel} title={t('cleaner.empty.title')} body={t('bookings.empty.cleaner')} />;
  else {
    const waiting = [...requests].sort((a, b) => (a.expiresAt ?? '').localeCompare(b.expiresAt ?? ''));
    const todays = jobs.filter((job) => job.date <= today);
    const later = jobs.filter((job) => job.date > today);
    const jobList = (list: readonly Booking[]) => (
      <ul {...part('cards')}>
        {list.map((job) => (
          <JobCard key={job.id} booking={job} locale={locale} href={nav.bookingHref(job.id)} />
        ))}
      </ul>
    );
    body = (
      <>
        <Section
          title={waiting.length > 0 ? t('cleaner.requests', { count: waiting.length }) : t('cleaner.requestsTitle')}
          part="requests"
          level={headingLevel}
        >
          {waiting.length === 0 ? (
            <p {...part('note')}>{t('cleaner.noRequests')}</p>
          ) : (
            <ul {...part('cards')}>
              {waiting.map((booking) => (
                <RequestCard
                  key={booking.id}
                  booking={booking}
                  locale={locale}
                  now={now}
                  href={nav.bookingHref(booking.id)}
                  answer={answers[booking.id]}
                  onAccept={() => props.onAccept?.(booking.id)}
                  onDecline={(values) => props.onDecline?.(booking.id, values)}
                />
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('cleaner.today')} part="jobs" level={headingLevel}>
          {todays.length === 0 ? <p {...part('note')}>{t('cleaner.noJobToday')}</p> : jobList(todays)}
        </Section>
        {later.length > 0 ? (
          <Section title={t('cleaner.upcoming')} part="jobs" level={headingLevel}>
            {jobList(later)}
          </Section>
        ) : null}
      </>
    );
  }

  const count = status === 'ready' ? requests.length : null;
  return (
    <div {...part('workspace', { state: status })}>
      {props.live === 'lost' ? (
        <p {...part('live')} role="status">
          {t('cleaner.lost')}
        </p>
      ) : null}
      {/* Always there, so the answer that goes through is announced as it fills it. */}
      <div {...part('outcome')} role="status">
        {props.answered ? (
          <Alert tone={props.answered.action === 'accept' ? 'success' : 'info'}>
            {t(`cleaner.answered.${props.answered.action}`, {
              date: formatDay(props.answered.booking.startsAt, locale),
              time: formatTime(props.answered.booking.startsAt, locale),
              name: props.answered.booking.client.name,
            })}
          </Alert>
        ) : null}
      </div>
      {/* Said once when the number of requests changes (one arrives live, one is answered), never each minute. */}
      <VisuallyHidden role="status">{count === null ? '' : t('cleaner.pendingCount', { count })}</VisuallyHidden>
      {body}
    </div>
  );
}
