import { callOperation } from '@propre/sdk';
import { invalidateStale, payments } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { BalancePaymentProps } from './BalancePayment.tsx';
import type { BookingLinkProps } from './BookingConfirmation.tsx';
import { CardInput } from './CardInput.tsx';
import type { CollectPaymentMethod } from './card-input.ts';
import { type CardErrors, type CardValues, cardErrors, emptyCard, paymentMethodOf } from './cards.ts';
import { formatMoney } from './format.ts';
import { useBookingTranslation } from './i18n.ts';
import { PaymentFailure } from './PaymentFailure.tsx';
import { PaymentProgress } from './PaymentProgress.tsx';
import type { BalancePaymentInfo } from './types.ts';
import { usePayment } from './use-payment.ts';

/** The bank asks the client to confirm the payment on its own page. */
class BankConfirmationNeeded extends Error {
  readonly url: string | null;
  constructor(url: string | null) {
    super('The bank asks the client to confirm the payment.');
    this.url = url;
  }
}

/** The balance widget itself, loaded on demand by `BalancePayment`. */
export function BalancePaymentFlow({
  bookingId,
  onSuccess,
  onError,
  bookingHref,
  renderLink,
  stripe,
  title,
  headingLevel = 2,
  className,
}: BalancePaymentProps) {
  const { t } = useBookingTranslation();
  const { client, locale, queryClient } = usePropre();
  const headingId = useId();
  const balance = useQuery(payments.getBalancePayment(client, bookingId));
  const payment = usePayment<BalancePaymentInfo>();
  const [card, setCard] = useState<CardValues>(emptyCard);
  const [shown, setShown] = useState<CardErrors>({});
  const [bankUrl, setBankUrl] = useState<string | null>(null);
  const collector = useRef<CollectPaymentMethod | null>(null);
  const Heading = `h${headingLevel}` as const;
  const running = payment.progress.status === 'running';

  /** Stripe's payment method, or the local card form's once its fields are valid. */
  const paymentMethod = async (): Promise<string | null> => {
    if (collector.current) return collector.current();
    const problems = cardErrors(card);
    setShown(problems);
    return Object.keys(problems).length > 0 ? null : paymentMethodOf(card);
  };

  const pay = async () => {
    try {
      const paymentMethodId = await paymentMethod();
      if (!paymentMethodId) return;
      const result = await payment.run(paymentMethodId, async ({ step, idempotencyKey }) => {
        step('confirming');
        step('processing');
        const data = await callOperation(
          client,
          'post',
          '/api/bookings/{bookingId}/balance-payment',
          { path: { bookingId }, body: { paymentMethodId } },
          { idempotencyKey },
        );
        step('recording');
        await invalidateStale(queryClient, payments.payBalance(client).meta.invalidates, { bookingId });
        step('checking');
        // The bank wants the client to authenticate: the payment completes on its page, then
        // through the webhook. Not a success yet: the steps stop at the bank's confirmation.
        if (data.status === 'due') {
          step('confirming');
          throw new BankConfirmationNeeded(data.nextActionUrl);
        }
        return (await balance.refetch()).data ?? data;
      });
      if (result?.status === 'paid') onSuccess?.(result);
    } catch (error) {
      if (error instanceof BankConfirmationNeeded) setBankUrl(error.url);
      else onError?.(error);
    }
  };

  const link = (href: string, label: string) => {
    const props: BookingLinkProps = {
      href,
      className: buttonClassName({ variant: 'secondary' }),
      'data-part': 'details-link',
      children: label,
    };
    return renderLink ? renderLink(props) : <a {...props} />;
  };
  const info = balance.data;
  const paid = info?.status === 'paid' || payment.progress.status === 'succeeded';
  const state = balance.isPending ? 'loading' : balance.isError ? 'error' : paid ? 'paid' : (info?.status ?? 'none');

  return (
    <section
      className={['propre-balance', className].filter(Boolean).join(' ')}
      data-part="root"
      data-state={state}
      aria-labelledby={headingId}
    >
      {title !== false && (
        <Heading id={headingId} className="propre-book-title">
          {title ?? t('book.balance.title')}
        </Heading>
      )}
      {balance.isPending && (
        <div role="status" aria-busy="true" aria-label={t('book.balance.loading')} data-part="balance-skeleton">
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="rect" height="12rem" />
        </div>
      )}
      {balance.isError && (
        <ErrorState error={balance.error} onRetry={() => void balance.refetch()} title={t('book.balance.error')} />
      )}
      {info && paid && (
        <Alert tone="success" role="status" title={t('book.balance.paidTitle')}>
          <p>{t('book.balance.paidBody', { amount: formatMoney(info.amount, locale) })}</p>
        </Alert>
      )}
      {info && !paid && info.status === 'none' && (
        <Alert tone="info" title={t('book.balance.noneTitle')}>
          <p>{t('book.balance.noneBody')}</p>
        </Alert>
      )}
      {info && !paid && info.status === 'due' && (
        <form
          className="propre-book-pay"
          data-part="pay-form"
          noValidate
          aria-busy={running || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            if (!running) void pay();
          }}
        >
          <dl className="propre-quote-lines">
            <div className="propre-quote-row propre-quote-row--now" data-part="balance-amount">
              <dt>{t('book.balance.due')}</dt>
              <dd>{formatMoney(info.amount, locale)}</dd>
            </div>
          </dl>
          <CardInput
            amount={info.amount}
            stripe={stripe}
            collector={collector}
            values={card}
            errors={shown}
            disabled={running}
            onChange={(field, value) => {
              setCard((previous) => ({ ...previous, [field]: value }));
              setShown(({ [field]: _gone, ...rest }) => rest);
            }}
          />
          {payment.progress.status === 'failed' && !(payment.progress.error instanceof BankConfirmationNeeded) && (
            <PaymentFailure error={payment.progress.error} />
          )}
          {payment.progress.error instanceof BankConfirmationNeeded && (
            <Alert tone="warning" title={t('book.decline.requires_action.title')}>
              <p>{t('book.balance.bank')}</p>
              {bankUrl && (
                <a className={buttonClassName({ variant: 'secondary' })} href={bankUrl}>
                  {t('book.balance.bankLink')}
                </a>
              )}
            </Alert>
          )}
          <PaymentProgress progress={payment.progress} />
          <div className="propre-book-actions">
            <Button type="submit" size="lg" loading={running} data-part="pay">
              {t('book.balance.pay', { amount: formatMoney(info.amount, locale) })}
            </Button>
          </div>
        </form>
      )}
      {bookingHref && (paid || info?.status === 'none') && link(bookingHref, t('book.done.details'))}
    </section>
  );
}
