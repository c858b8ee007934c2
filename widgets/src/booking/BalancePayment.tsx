import { callOperation } from '@propre/sdk';
import { invalidateStale, payments } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { formatMoney } from '../i18n/format.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { BookingLink, type BookingLinkProps } from './BookingLink.tsx';
import { CardInput } from './CardInput.tsx';
import type { StripeSource } from './card-input.ts';
import { PaymentFailure } from './PaymentFailure.tsx';
import { PaymentProgress } from './PaymentProgress.tsx';
import type { BookingPart } from './parts.ts';
import { bookingTexts } from './texts.ts';
import type { BalancePaymentInfo } from './types.ts';
import { usePayForm } from './use-pay-form.ts';
import { usePayment } from './use-payment.ts';

export interface BalancePaymentProps {
  bookingId: string;
  onSuccess?: (balance: BalancePaymentInfo) => void;
  onError?: (error: unknown) => void;
  /** The booking's page, linked once paid or when nothing is due. */
  bookingHref?: string;
  renderLink?: (props: BookingLinkProps) => ReactNode;
  /** Stripe.js from the host or a stand-in (see BookingWidget's `stripe`). */
  stripe?: StripeSource;
  title?: ReactNode | false;
  headingLevel?: 1 | 2 | 3;
}

/** The bank asks the client to confirm the payment on its own page. */
class BankConfirmationNeeded extends Error {
  readonly url: string | null;
  constructor(url: string | null) {
    super('The bank asks the client to confirm the payment.');
    this.url = url;
  }
}

/**
 * Pays the balance of a completed booking whose off-session charge failed (the pay-now link of
 * the balance-due mail): the amount from the API, a card, the same payment steps as the
 * deposit and the same one-charge guarantee (one Idempotency-Key per attempt).
 */
export function BalancePayment({
  bookingId,
  onSuccess,
  onError,
  bookingHref,
  renderLink,
  stripe,
  title,
  headingLevel = 2,
}: BalancePaymentProps) {
  const { t, part } = useEntry<BookingPart>(bookingTexts);
  const { client, locale, queryClient } = usePropre();
  const headingId = useId();
  const balance = useQuery(payments.getBalancePayment(client, bookingId));
  const payment = usePayment<BalancePaymentInfo>();
  const payForm = usePayForm();
  const [bankUrl, setBankUrl] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const running = payment.progress.status === 'running';

  const pay = async () => {
    try {
      const paymentMethodId = await payForm.paymentMethod();
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
      if (error instanceof BankConfirmationNeeded) return setBankUrl(error.url);
      payForm.failed(error);
      onError?.(error);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!running) void pay();
  };

  const info = balance.data;
  const paid = info?.status === 'paid' || payment.progress.status === 'succeeded';
  const state = balance.isPending ? 'loading' : balance.isError ? 'error' : paid ? 'paid' : (info?.status ?? 'none');
  const needsBank = payment.progress.error instanceof BankConfirmationNeeded;

  return (
    <section {...part('balance', { state })} aria-labelledby={headingId}>
      <div {...part('frame', { className: 'propre-stack propre-panel' })}>
        {title !== false && (
          <Heading id={headingId} {...part('title')}>
            {title ?? t('book.balance.title')}
          </Heading>
        )}
        {balance.isPending && (
          <div role="status" aria-busy="true" aria-label={t('book.balance.loading')} {...part('balanceSkeleton')}>
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
          <form ref={payForm.formRef} {...part('payForm')} noValidate aria-busy={running || undefined} onSubmit={submit}>
            <dl {...part('quoteLines', { className: 'propre-stack' })}>
              <div {...part('balanceAmount')}>
                <dt>{t('book.balance.due')}</dt>
                <dd>{formatMoney(info.amount, locale)}</dd>
              </div>
            </dl>
            <CardInput
              amount={info.amount}
              stripe={stripe}
              collector={payForm.collector}
              values={payForm.card}
              errors={payForm.cardErrors}
              disabled={running}
              onChange={payForm.onCardChange}
            />
            {payForm.problem && (
              <PaymentFailure problem={payForm.problem} error={payment.progress.error} alertRef={payForm.alertRef} />
            )}
            {needsBank && (
              <Alert tone="warning" title={t('book.decline.requires_action.title')}>
                <p>{t('book.balance.bank')}</p>
                {bankUrl && (
                  <a {...part('bankLink', { className: buttonClassName({ variant: 'secondary' }) })} href={bankUrl}>
                    {t('book.balance.bankLink')}
                  </a>
                )}
              </Alert>
            )}
            <PaymentProgress progress={payment.progress} />
            <div {...part('actions')}>
              <Button type="submit" size="lg" loading={running} {...part('pay')}>
                {t('book.balance.pay', { amount: formatMoney(info.amount, locale) })}
              </Button>
            </div>
          </form>
        )}
        {bookingHref && (paid || info?.status === 'none') && (
          <BookingLink
            renderLink={renderLink}
            href={bookingHref}
            {...part('detailsLink', { className: buttonClassName({ variant: 'secondary' }) })}
          >
            {t('book.done.details')}
          </BookingLink>
        )}
      </div>
    </section>
  );
}
