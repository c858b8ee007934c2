import '@propre/widgets/reviews/styles.css';
import '@propre/widgets/bookings/styles.css';
import { BookingAction, isBookingAction } from '@propre/widgets/bookings';
import { useToast } from '@propre/widgets/provider';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { useBookingsText } from './bookings-text.ts';
import { useSpaLinks } from './use-spa-links.ts';

/**
 * /bookings/{id}/{action}: the confirmation page of a cancellation or a postponement (spec §2).
 * Any other action is not a page: the 404.
 */
export function BookingActionPage() {
  const { id = '', action } = useParams();
  const { t, day } = useBookingsText();
  const navigate = useNavigate();
  const toast = useToast();
  const known = isBookingAction(action);
  useDocumentTitle(known ? t(`bookings.${action}.title`) : null);
  const onClick = useSpaLinks();
  if (!known) return <NotFoundPage />;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation of the widget's own links, which stay links
    // biome-ignore lint/a11y/useKeyWithClickEvents: links activate with Enter as clicks
    <div className="app-page" onClick={onClick}>
      <BookingAction
        bookingId={id}
        action={action}
        headingLevel={1}
        onSuccess={(booking) => {
          const title =
            action === 'cancel' ? t('bookings.cancel.done') : t('bookings.postpone.done', { date: day(booking.startsAt, true) });
          toast.show({ title, tone: 'success' });
          navigate(`/bookings/${id}`);
        }}
      />
    </div>
  );
}
