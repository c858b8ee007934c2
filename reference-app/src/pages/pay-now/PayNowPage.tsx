import { BalancePayment } from '@propre/widgets/booking';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { useBookingText } from '../book/page-title.ts';
import '../book/book.css';

/** /bookings/{id}/pay: the balance-due mail's link (api/src/modules/bookings/balance.ts, payNowUrlOf). */
export function PayNowPage() {
  const { bookingId = '' } = useParams();
  const t = useBookingText();
  useDocumentTitle(t('book.balance.title'));
  return (
    <div className="app-page app-book">
      <BalancePayment
        bookingId={bookingId}
        headingLevel={1}
        bookingHref={`/bookings/${bookingId}`}
        renderLink={({ href, children, ...rest }) => (
          <Link to={href} {...rest}>
            {children}
          </Link>
        )}
      />
    </div>
  );
}
