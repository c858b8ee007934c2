import '@propre/widgets/login/styles.css';
import '@propre/widgets/auth/styles.css';
import '@propre/widgets/properties/styles.css';
import '@propre/widgets/booking/styles.css';
import { BalancePayment } from '@propre/widgets/booking';
import { Link, useParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { bookFrame } from '../book/book-frame.ts';
import '../book/book.css';

/** /bookings/{id}/pay: the balance-due mail's link (api/src/modules/bookings/balance.ts, payNowUrlOf). */
export function PayNowPage() {
  const { bookingId = '' } = useParams();
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('book.balanceTitle'));
  return (
    <div className="app-page app-book">
      <BalancePayment
        appearance={bookFrame}
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
