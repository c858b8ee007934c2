import type { ReactNode } from 'react';
import { useBookingTranslation } from '../booking/i18n.ts';
import { usePartClass } from '../context/hooks.ts';
import { cx } from '../theme/appearance.ts';
import { Alert, buttonClassName, EmptyState, ErrorState, Skeleton } from '../ui/index.ts';
import { ChecklistProgress } from './ChecklistProgress.tsx';
import { type CleanerAnswer, DetailsActions } from './DetailsActions.tsx';
import { DetailsPayment } from './DetailsPayment.tsx';
import { DetailsTimeline } from './DetailsTimeline.tsx';
import { formatDay, formatDayTime, formatTime } from './format.ts';
import { type MapPoint, SiteMap } from './SiteMap.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { type Booking, type BookingsNavigation, type Locale, navigationOf, type ViewerRole } from './types.ts';
import type { LiveState } from './use-booking-live.ts';

export type BookingDetailsStatus = 'loading' | 'error' | 'denied' | 'success';

export interface BookingDetailsViewProps extends BookingsNavigation {
  status: BookingDetailsStatus;
  booking?: Booking;
  viewer: ViewerRole;
  locale: Locale;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
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
  renderMap?: (pin: MapPoint) => ReactNode;
  /** A tile server for the address's map (Leaflet, loaded on demand); the offline schematic without. */
  mapTilesUrl?: string;
  mapTilesAttribution?: string;
  /** Of the booking's title: 1 when the widget is the page's main content; its sections follow. */
  headingLevel?: 1 | 2;
  className?: string;
}

function Section({ title, part, level, children }: { title: string; part: string; level: 2 | 3; children: ReactNode }) {
  const Heading = `h${level}` as const;
  return (
    <section className="propre-bookings__section" data-part={part} aria-label={title}>
      <Heading className="propre-bookings__section-title">{title}</Heading>
      {children}
    </section>
  );
}

function DetailsSkeleton({ label }: { label: string }) {
  return (
    <div className="propre-bookings__details" aria-busy="true" role="status" aria-label={label}>
      <Skeleton shape="text" width="70%" height="2rem" />
      <Skeleton shape="rect" height="1.5rem" width="9rem" />
      <div className="propre-bookings__grid">
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
        <Skeleton height="12rem" />
        <Skeleton height="12rem" />
      </div>
    </div>
  );
}

/** A booking's details without data fetching: status, timeline, people, address and map, money, photos, actions. */
export function BookingDetailsView(props: BookingDetailsViewProps) {
  const { status, booking, viewer, locale, live = 'off', headingLevel = 2 } = props;
  const Title = `h${headingLevel}` as const;
  const level = (headingLevel + 1) as 2 | 3;
  const { t } = useBookingTranslation();
  const nav = navigationOf(props);
  const listHref = props.listHref ?? '/bookings';
  const rootClass = usePartClass('root', cx('propre-bookings propre-bookings--details', props.className));

  if (status === 'loading')
    return (
      <div className={rootClass} data-part="root" data-state="loading">
        <DetailsSkeleton label={t('details.loading')} />
      </div>
    );
  if (status === 'denied')
    return (
      <div className={rootClass} data-part="root" data-state="denied">
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
      <div className={rootClass} data-part="root" data-state="error">
        <ErrorState
          headingLevel={headingLevel}
          error={props.error}
          title={t('details.errorTitle')}
          onRetry={props.onRetry}
          retrying={props.retrying}
        />
        <p className="propre-bookings__muted">{t('details.errorHint')}</p>
      </div>
    );

  const site = booking.site;
  const day = formatDay(booking.startsAt, locale);
  const other = viewer === 'cleaner' ? booking.client.name : booking.cleaner.name;
  return (
    <article className={rootClass} data-part="root" data-state={booking.status} aria-labelledby="propre-booking-title">
      <a className="propre-bookings__back" href={listHref}>
        ← {t('details.back')}
      </a>
      <header className="propre-bookings__header">
        <Title id="propre-booking-title" className="propre-bookings__title">
          {t('details.title', { date: day })}
        </Title>
        <StatusBadge booking={booking} />
      </header>
      <div aria-live="polite" className="propre-bookings__live" data-part="live" data-state={live}>
        {live === 'lost' ? <Alert tone="warning">{t('details.live.lost')}</Alert> : null}
        {live === 'back' ? <Alert tone="success">{t('details.live.back')}</Alert> : null}
      </div>
      <div className="propre-bookings__grid">
        <Section level={level} title={t('details.section.when')} part="when">
          <p className="propre-bookings__strong">
            {t('details.when', {
              date: day,
              start: formatTime(booking.startsAt, locale),
              end: formatTime(booking.endsAt, locale),
            })}
          </p>
          <p className="propre-bookings__muted">{t('details.duration', { count: booking.durationHours })}</p>
          {booking.expiresAt ? (
            <p className="propre-bookings__muted">
              {t('details.expires', { name: booking.cleaner.name, date: formatDayTime(booking.expiresAt, locale) })}
            </p>
          ) : null}
        </Section>
        <Section
          level={level}
          title={viewer === 'cleaner' ? t('details.section.client') : t('details.section.cleaner')}
          part="person"
        >
          <p className="propre-bookings__strong">{other}</p>
          {viewer === 'client' && booking.cleaner.slug ? (
            <a href={nav.cleanerHref(booking.cleaner.slug)}>{t('details.profile')}</a>
          ) : null}
        </Section>
        <Section level={level} title={t('details.section.address')} part="address">
          {site ? (
            <>
              <address className="propre-bookings__address">
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
            <p className="propre-bookings__muted">
              {booking.property.city} — {t('details.map.hidden')}
            </p>
          )}
        </Section>
        {booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'in_progress' ? (
          <Section level={level} title={t('details.section.actions')} part="actions-section">
            <DetailsActions
              booking={booking}
              viewer={viewer}
              locale={locale}
              actionHref={nav.actionHref}
              messageHref={props.messageHref ?? ((id) => `/messages/${id}`)}
              answer={props.answer}
            />
          </Section>
        ) : null}
        <Section level={level} title={t('details.section.timeline')} part="timeline-section">
          <DetailsTimeline booking={booking} locale={locale} />
        </Section>
        <Section level={level} title={t('details.section.payment')} part="payment-section">
          <DetailsPayment booking={booking} locale={locale} balance={props.balance} invoice={props.invoice} />
        </Section>
        {booking.status === 'in_progress' || booking.status === 'completed' ? (
          <>
            <Section level={level} title={t('details.section.checklist')} part="checklist-section">
              <ChecklistProgress booking={booking} locale={locale} />
            </Section>
            <Section level={level} title={t('details.section.photos')} part="photos-section">
              {props.photos}
            </Section>
          </>
        ) : null}
      </div>
      {props.review ? (
        <section className="propre-bookings__review" data-part="review">
          {props.review}
        </section>
      ) : null}
    </article>
  );
}
