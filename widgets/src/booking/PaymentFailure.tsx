import { useEffect, useRef } from 'react';
import { problemMessage } from '../errors/problem-message.ts';
import { Alert } from '../ui/Alert.tsx';
import { useBookingTranslation } from './i18n.ts';
import { declineOf } from './payment-errors.ts';

/**
 * Why the payment did not go through, in the person's language, and what to do: a refused card
 * says its reason (insufficient funds, the bank's confirmation…) and that nothing was charged;
 * anything else reads through the shared catalogue (with a request id for a 5xx). The alert
 * takes the focus, so the person lands on it after pressing pay.
 */
export function PaymentFailure({ error }: { error: unknown }) {
  const { t } = useBookingTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const decline = declineOf(error);
  const generic = decline ? null : problemMessage(error, t);
  return (
    <div ref={ref} tabIndex={-1} className="propre-book-failure" data-part="payment-error" data-decline={decline ?? undefined}>
      <Alert tone="danger" role="alert" title={decline ? t(`book.decline.${decline}.title`) : generic?.title}>
        <p>{decline ? t(`book.decline.${decline}.body`) : generic?.message}</p>
        {decline && <p>{t('book.decline.nothingCharged')}</p>}
        {generic?.requestId && (
          <p className="propre-request-id" data-part="request-id">
            {t('common:problem.requestId')} <code>{generic.requestId}</code>
          </p>
        )}
      </Alert>
    </div>
  );
}
