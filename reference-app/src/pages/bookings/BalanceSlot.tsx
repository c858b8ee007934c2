import '@propre/widgets/login/styles.css';
import '@propre/widgets/auth/styles.css';
import '@propre/widgets/properties/styles.css';
import '@propre/widgets/booking/styles.css';
import { BalancePayment } from '@propre/widgets/booking';
import { Link } from 'react-router';

/** The balance payment of the booking widget, inside the details, when the bank refused the off-session charge. */
export function BalanceSlot({ bookingId }: { bookingId: string }) {
  return (
    <BalancePayment
      bookingId={bookingId}
      headingLevel={3}
      bookingHref={`/bookings/${bookingId}`}
      renderLink={({ href, children, ...rest }) => (
        <Link to={href} {...rest}>
          {children}
        </Link>
      )}
    />
  );
}
