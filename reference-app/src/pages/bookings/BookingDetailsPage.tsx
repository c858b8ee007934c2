import '@propre/widgets/reviews/styles.css';
import '@propre/widgets/job/styles.css';
import '@propre/widgets/bookings/styles.css';
import { BookingDetails } from '@propre/widgets/bookings';
import { Job, jobPhase } from '@propre/widgets/job';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { BalanceSlot } from './BalanceSlot.tsx';
import { useBookingsText } from './bookings-text.ts';
import { useSpaLinks } from './use-spa-links.ts';
import './bookings.css';

/** /bookings/{bookingId}: one booking, kept current live; the widget says « access denied » to others. */
export function BookingDetailsPage() {
  const { bookingId = '' } = useParams();
  const { t, day } = useBookingsText();
  const [title, setTitle] = useState<string | null>(null);
  useDocumentTitle(title ?? t('bookings.title'));
  const onClick = useSpaLinks();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation of the widget's own links, which stay links
    // biome-ignore lint/a11y/useKeyWithClickEvents: links activate with Enter as clicks
    <div className="app-page app-page--wide app-booking-details" onClick={onClick}>
      <BookingDetails
        key={bookingId}
        bookingId={bookingId}
        // The booking is the page: its title is the page's one h1.
        headingLevel={1}
        onChange={(booking) =>
          setTitle(`${t('bookings.detailsTitle', { date: day(booking.startsAt) })} · ${t(`bookings.status.${booking.status}`)}`)
        }
        renderBalance={(booking) => <BalanceSlot bookingId={booking.id} />}
        // The booked cleaner does the job here: punch in on the day, checklist, photos, punch out
        // (mounted only when there is something to do: no skeleton on the other bookings).
        renderWork={(booking, viewer) =>
          viewer === 'cleaner' && jobPhase(booking) ? <Job bookingId={booking.id} headingLevel={2} /> : null
        }
        // A tile server only when configured at build time; the offline schematic otherwise.
        mapTilesUrl={import.meta.env.VITE_MAP_TILES_URL || undefined}
        mapTilesAttribution={import.meta.env.VITE_MAP_TILES_ATTRIBUTION || undefined}
      />
    </div>
  );
}
