import '@propre/widgets/reviews/styles.css';
import '@propre/widgets/bookings/styles.css';
import { BookingsList, type BookingsTab, CleanerBookings } from '@propre/widgets/bookings';
import { useRealtime } from '@propre/widgets/chat';
import { useSearchParams } from 'react-router';
import { useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { useBookingsText } from './bookings-text.ts';
import { useSpaLinks } from './use-spa-links.ts';
import './bookings.css';

const tabs: readonly BookingsTab[] = ['upcoming', 'past', 'cancelled'];

/**
 * /bookings: the person's bookings; the tab is in the address (?tab=past), so it can be shared and
 * walked back. A cleaner gets their requests and jobs first (live on the layout's connection),
 * then the same tabs as their history.
 */
export function BookingsPage() {
  const { t } = useBookingsText();
  const { user } = useShell();
  const cleaner = user?.role === 'cleaner';
  const realtime = useRealtime();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as BookingsTab | null;
  const tab = asked && tabs.includes(asked) ? asked : cleaner ? 'past' : 'upcoming';
  const home = cleaner ? 'past' : 'upcoming';
  useDocumentTitle(t('bookings.title'));
  const onClick = useSpaLinks();
  const list = (
    <BookingsList
      tab={tab}
      showTitle={false}
      onTabChange={(next) => setParams(next === home ? {} : { tab: next }, { replace: true, preventScrollReset: true })}
    />
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation of the widget's own links, which stay links
    // biome-ignore lint/a11y/useKeyWithClickEvents: links activate with Enter as clicks
    <div className="app-page app-page--wide" onClick={onClick}>
      <h1 className="app-page-title">{t('bookings.title')}</h1>
      {cleaner ? (
        <>
          <CleanerBookings realtime={realtime} />
          <section aria-labelledby="bookings-history" className="app-bookings-history">
            <h2 id="bookings-history">{t('bookings.history')}</h2>
            {list}
          </section>
        </>
      ) : (
        list
      )}
    </div>
  );
}
