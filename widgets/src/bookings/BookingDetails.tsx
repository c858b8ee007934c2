import { ProblemError, type PropreError } from '@propre/sdk';
import { bookings as bookingsApi, invalidateStale, setAnswer } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { formatMoney } from '../i18n/format.ts';
import { buttonClassName } from '../ui/Button.tsx';
import { defineWidget } from '../ui/define-widget.tsx';
import { retryProps } from '../ui/query-state.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useReportValue } from '../ui/use-report-value.ts';
import { BookingDetailsView, type BookingDetailsViewProps } from './BookingDetailsView.tsx';
import { BookingPhotos } from './BookingPhotos.tsx';
import type { BookingReviewProps } from './BookingReview.tsx';
import { InvoiceButton } from './InvoiceButton.tsx';
import type { BookingsPart } from './parts.ts';
import { bookingsTexts } from './texts.ts';
import type { Booking, ViewerRole } from './types.ts';
import { type BookingLiveOptions, useBookingLive } from './use-booking-live.ts';
import { useViewerRole } from './use-viewer.ts';

// Loaded only for a completed booking's client: the review is not part of the details' code.
const BookingReview = defineWidget<BookingReviewProps>({
  name: 'BookingReview',
  texts: bookingsTexts,
  load: () => import('./BookingReview.tsx').then((module) => module.BookingReview),
  skeleton: () => <Skeleton height="10rem" />,
});

type ViewProps = Omit<
  BookingDetailsViewProps,
  | 'status'
  | 'booking'
  | 'viewer'
  | 'locale'
  | 'error'
  | 'onRetry'
  | 'retrying'
  | 'live'
  | 'answer'
  | 'photos'
  | 'invoice'
  | 'balance'
  | 'review'
  | 'work'
>;

export interface BookingDetailsProps extends ViewProps {
  bookingId: string;
  /** The signed-in person's role by default. */
  viewer?: ViewerRole;
  /** Live updates (BOOKING_UPDATE); by default the widget opens its own connection. */
  live?: BookingLiveOptions;
  /** The balance payment when it is due; by default a link to the booking's pay-now page. */
  renderBalance?: (booking: Booking) => ReactNode;
  /** The review of a completed booking; by default the one given, else `ReviewForm` from `@propre/widgets/reviews`. */
  renderReview?: (booking: Booking) => ReactNode;
  /** The cleaner's job on site under the title (e.g. `Job` from `@propre/widgets/job`); nothing by default. */
  renderWork?: (booking: Booking, viewer: ViewerRole) => ReactNode;
  /** Each time the booking is loaded or changes (e.g. to follow its status in a page title). */
  onChange?: (booking: Booking) => void;
  onError?: (error: PropreError) => void;
}

const workSteps = new Set(['checklist', 'checklistSubmit', 'photo']);
const paidInFull = new Set(['final_completed', 'fully_paid', 'completed']);

/**
 * One booking for its client or its cleaner (`bookings.get`), kept current without a reload: the
 * socket's BOOKING_UPDATE and the window's focus refetch it. Others get the access-denied message.
 */
export function BookingDetails(props: BookingDetailsProps) {
  const {
    bookingId,
    viewer: viewerProp,
    live: liveOptions,
    renderBalance,
    renderReview,
    renderWork,
    onChange,
    onError,
    ...view
  } = props;
  const sectionLevel = view.headingLevel === 1 ? 2 : 3;
  const { client, locale, queryClient } = usePropre();
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const toast = useToast();
  const viewer = useViewerRole(viewerProp);
  const query = useQuery({
    ...bookingsApi.get(client, bookingId),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    retry: false,
  });
  const booking = query.data as Booking | undefined;

  // A status the socket announced: told once the booking shows it.
  const [announced, setAnnounced] = useState<string | null>(null);
  const live = useBookingLive(
    bookingId,
    (status, action) => {
      // A step of the work (checklist, photo) keeps the status: shown as it refreshes, not announced.
      if (!action || !workSteps.has(action)) setAnnounced(status);
      void query.refetch();
      void invalidateStale(queryClient, ['/api/bookings/{bookingId}/photos'], { bookingId });
    },
    liveOptions,
  );
  useEffect(() => {
    if (announced && booking?.status === announced) {
      toast.show({ title: t('details.live.updated', { status: t(`status.${announced}`) }), tone: 'info' });
      setAnnounced(null);
    }
  }, [announced, booking?.status, toast, t]);

  useReportValue(booking, onChange);
  useReportValue(query.error as PropreError | null, onError);

  const answered = (data: Booking) => setAnswer(queryClient, bookingsApi.get(client, bookingId).queryKey, data);
  const accept = useMutation({ ...bookingsApi.accept(client), onSuccess: (data) => answered(data as Booking) });
  const decline = useMutation({ ...bookingsApi.decline(client), onSuccess: (data) => answered(data as Booking) });

  const error = query.error;
  // The API says « not yours » as 404 (and 403 for a role that never sees bookings): spec §6's access denied.
  const denied = error instanceof ProblemError && (error.status === 404 || error.status === 403);
  const status = booking ? 'success' : denied ? 'denied' : error ? 'error' : 'loading';

  let balance: ReactNode = null;
  if (booking && viewer === 'client' && booking.payment.payNowUrl) {
    balance = renderBalance ? (
      renderBalance(booking)
    ) : (
      <div {...part('balance')}>
        <p>{t('details.payment.due', { amount: formatMoney(booking.price.balance, locale) })}</p>
        <a
          {...part('payBalance', { className: buttonClassName() })}
          href={`${props.bookingHref?.(bookingId) ?? `/bookings/${bookingId}`}/pay`}
        >
          {t('details.payment.pay', { amount: formatMoney(booking.price.balance, locale) })}
        </a>
      </div>
    );
  }
  const invoice =
    booking && booking.status === 'completed' ? (
      paidInFull.has(booking.paymentStatus) ? (
        <InvoiceButton bookingId={bookingId} />
      ) : (
        <p {...part('note')}>{t('details.invoice.notYet')}</p>
      )
    ) : null;
  const review =
    booking && viewer === 'client' && booking.status === 'completed' ? (
      renderReview ? (
        renderReview(booking)
      ) : (
        <BookingReview booking={booking} headingLevel={sectionLevel} />
      )
    ) : null;

  return (
    <BookingDetailsView
      {...view}
      status={status}
      booking={booking}
      viewer={viewer}
      locale={locale}
      {...retryProps(query)}
      live={live}
      answer={{
        onAccept: () => accept.mutate({ path: { bookingId } }),
        onDecline: () => decline.mutate({ path: { bookingId }, body: {} }),
        pending: accept.isPending ? 'accept' : decline.isPending ? 'decline' : null,
        error: accept.error ?? decline.error ?? undefined,
      }}
      photos={booking ? <BookingPhotos booking={booking} headingLevel={sectionLevel === 2 ? 3 : 4} /> : null}
      invoice={invoice}
      balance={balance}
      review={review}
      work={booking && renderWork ? renderWork(booking, viewer) : null}
    />
  );
}
