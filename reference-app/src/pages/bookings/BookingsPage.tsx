import { BookingsList, type BookingsTab } from '@propre/widgets/bookings';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { useBookingsText } from './bookings-text.ts';
import { useSpaLinks } from './use-spa-links.ts';

const tabs: readonly BookingsTab[] = ['upcoming', 'past', 'cancelled'];

/** /bookings: the person's bookings; the tab is in the address (?tab=past), so it can be shared and walked back. */
export function BookingsPage() {
  const { t } = useBookingsText();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as BookingsTab | null;
  const tab = asked && tabs.includes(asked) ? asked : 'upcoming';
  useDocumentTitle(t('bookings.title'));
  const onClick = useSpaLinks();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation of the widget's own links, which stay links
    // biome-ignore lint/a11y/useKeyWithClickEvents: links activate with Enter as clicks
    <div className="app-page app-page--wide" onClick={onClick}>
      <h1 className="app-page-title">{t('bookings.title')}</h1>
      <BookingsList
        tab={tab}
        showTitle={false}
        onTabChange={(next) => setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true, preventScrollReset: true })}
      />
    </div>
  );
}
