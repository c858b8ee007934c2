import { type ReactNode, useId } from 'react';
import { formatDay, formatDayTime, formatTime } from '../i18n/format.ts';
import { Alert } from '../ui/Alert.tsx';
import { buttonClassName } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { usePart } from '../ui/part.ts';
import type { RetryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import { ChecklistProgress } from './ChecklistProgress.tsx';
import { type CleanerAnswer, DetailsActions } from './DetailsActions.tsx';
import { DetailsPayment } from './DetailsPayment.tsx';
import { DetailsTimeline } from './DetailsTimeline.tsx';
import type { MapPoint } from './map-point.ts';
import type { BookingsPart } from './parts.ts';
import { SiteMap } from './SiteMap.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { DetailsSkeleton } from './skeletons.tsx';
import { bookingsTexts } from './texts.ts';
import { type Booking, type BookingsNavigation, type Locale, navigationOf, type ViewerRole } from './types.ts';
import type { LiveState } from './use-booking-live.ts';

export type BookingDetailsStatus = 'loading' | 'error' | 'denied' | 'success';

export interface BookingDetailsViewProps extends BookingsNavigation, RetryProps {
  status: BookingDetailsStatus;
  booking?: Booking;
  viewer: ViewerRole;
  locale: Locale;
  live?: LiveState;
  /** `/messages/{id}` by default: the conversation of a confirmed booking. */
  messageHref?: (bookingId: string) => string;
  /** `/bookings` by default. */
  listHref?: string;
  answer?: CleanerAnswer;
  /** Slots the data component fills: photos, invoice, balance payment, review form. */
  photos?: ReactNode;
  invoice?: ReactNode;
  balance?: ReactNode;
  review?: ReactNode;
  /** The job on site (punch-in, checklist, photos, punch-out), first under the title. */
  work?: ReactNode;
  renderMap?: (pin: MapPoint) => ReactNode;
  /** A tile server for the address's map (Leaflet, loaded on demand); the offline schematic without. */
  mapTilesUrl?: string;
  mapTilesAttribution?: string;
  /** Of the booking's title: 1 when the widget is the page's main content; its sections follow. */
  headingLevel?: 1 | 2;
  /** The current time (what may still be done: postponing closes 24 h before); the clock's by default. */
  now?: Date;
}

type SectionPart = Extract<
  BookingsPart,
  | 'whenSection'
  | 'personSection'
  | 'addressSection'
  | 'actionsSection'
  | 'timelineSection'
  | 'paymentSection'
  | 'checklistSection'
  | 'photosSection'
>;

function Section({
  title,
  part: name,
  level,
  children,
}: {
  title: string;
  part: SectionPart;
  level: 2 | 3;
  children: ReactNode;
}) {
  const part = usePart<BookingsPart>('bookings');
  const Heading = `h${level}` as const;
  return (
    <section {...part(name)} aria-label={title}>
      <Heading {...part('sectionTitle')}>{title}</Heading>
      {children}
    </section>
  );
}

/** A booking's details without data fetching: status, timeline, people, address and map, money, photos, actions. */
export function BookingDetailsView(props: BookingDetailsViewProps) {
  const { status, booking, viewer, locale, live = 'off', headingLevel = 2 } = props;
  const Title = `h${headingLevel}` as const;
  const level = (headingLevel + 1) as 2 | 3;
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const titleId = useId();
  const nav = navigationOf(props);
  const listHref = props.listHref ?? '/bookings';

  if (status === 'loading')
    return (
      <div {...part('details', { state: 'loading' })}>
        <DetailsSkeleton label={t('details.loading')} />
      </div>
    );
  if (status === 'denied')
    return (
      <div {...part('details', { state: 'denied' })}>
        <EmptyState
          headingLevel={headingLevel}
          title={t('details.accessDenied.title')}
          body={t('details.accessDenied.body')}
          action={
            <a className={buttonClassName()} href={listHref}>
              {t('details.accessDenied.action')}
            </a>
          }
        />
      </div>
    );
  if (status === 'error' || !booking)
    return (
      <div {...part('details', { state: 'error' })}>
        <ErrorState
          headingLevel={headingLevel}
          error={props.error}
          title={t('details.errorTitle')}
          onRetry={props.onRetry}
          retrying={props.retrying}
        />
        <p {...part('note')}>{t('details.errorHint')}</p>
      </div>
    );

  const site = booking.site;
  const day = formatDay(booking.startsAt, locale);
  const other = viewer === 'cleaner' ? booking.client.name : booking.cleaner.name;
  const open = booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'in_progress';
  const working = booking.status === 'in_progress' || booking.status === 'completed';
  return (
    <article {...part('details', { state: booking.status })} aria-labelledby={titleId}>
      <a {...part('back')} href={listHref}>
        ← {t('details.back')}
      </a>
      <header {...part('header', { className: 'propre-wrap' })}>
        <Title id={titleId} {...part('title')}>
          {t('details.title', { date: day })}
        </Title>
        <StatusBadge booking={booking} />
      </header>
      <div aria-live="polite" {...part('live', { state: live })}>
        {live === 'lost' ? <Alert tone="warning">{t('details.live.lost')}</Alert> : null}
        {live === 'back' ? <Alert tone="success">{t('details.live.back')}</Alert> : null}
      </div>
      {props.work}
      <div {...part('grid', { className: 'propre-grid' })}>
        <Section level={level} title={t('details.section.when')} part="whenSection">
          <p {...part('highlight')}>
            {t('details.when', {
              date: day,
              start: formatTime(booking.startsAt, locale),
              end: formatTime(booking.endsAt, locale),
            })}
          </p>
          <p {...part('note')}>{t('details.duration', { count: booking.durationHours })}</p>
          {booking.expiresAt ? (
            <p {...part('note')}>
              {t('details.expires', { name: booking.cleaner.name, date: formatDayTime(booking.expiresAt, locale) })}
            </p>
          ) : null}
        </Section>
        <Section
          level={level}
          title={viewer === 'cleaner' ? t('details.section.client') : t('details.section.cleaner')}
          part="personSection"
        >
          <p {...part('highlight')}>{other}</p>
          {viewer === 'client' && booking.cleaner.slug ? (
            <a href={nav.cleanerHref(booking.cleaner.slug)}>{t('details.profile')}</a>
          ) : null}
        </Section>
        <Section level={level} title={t('details.section.address')} part="addressSection">
          {site ? (
            <>
              <address {...part('address')}>
                {site.address.streetAddress}
                <br />
                {site.address.city} ({site.address.province}) {site.address.postalCode}
              </address>
              <SiteMap
                pin={site.pin}
                city={site.address.city}
                renderMap={props.renderMap}
                tilesUrl={props.mapTilesUrl}
                tilesAttribution={props.mapTilesAttribution}
              />
            </>
          ) : (
            <p {...part('note')}>
              {booking.property.city} — {t('details.map.hidden')}
            </p>
          )}
        </Section>
        {open ? (
          <Section level={level} title={t('details.section.actions')} part="actionsSection">
            <DetailsActions
              booking={booking}
              viewer={viewer}
              locale={locale}
              actionHref={nav.actionHref}
              messageHref={props.messageHref ?? ((id) => `/messages/${id}`)}
              answer={props.answer}
              now={props.now}
            />
          </Section>
        ) : null}
        <Section level={level} title={t('details.section.timeline')} part="timelineSection">
          <DetailsTimeline booking={booking} locale={locale} />
        </Section>
        <Section level={level} title={t('details.section.payment')} part="paymentSection">
          <DetailsPayment booking={booking} locale={locale} balance={props.balance} invoice={props.invoice} />
        </Section>
        {working ? (
          <>
            <Section level={level} title={t('details.section.checklist')} part="checklistSection">
              <ChecklistProgress booking={booking} locale={locale} />
            </Section>
            <Section level={level} title={t('details.section.photos')} part="photosSection">
              {props.photos}
            </Section>
          </>
        ) : null}
      </div>
      {props.review ? <section {...part('review', { className: 'propre-panel' })}>{props.review}</section> : null}
    </article>
  );
}
