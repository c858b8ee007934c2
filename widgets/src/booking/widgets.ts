import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import type { BalancePaymentProps } from './BalancePayment.tsx';
import type { BookingViewProps } from './BookingView.tsx';
import type { BookingWidgetProps } from './BookingWidget.tsx';
import type { PaymentProgressProps } from './PaymentProgress.tsx';
import { BalanceSkeleton, BookingSkeleton } from './skeletons.tsx';
import { bookingTexts } from './texts.ts';

/**
 * Books a cleaner: when (only times the cleaner is available), where and what, the exact price
 * from the API, then the deposit, paid once whatever happens to the network or the button.
 * Works signed out: the visitor signs in on the way and keeps every choice.
 */
export const BookingWidget = defineWidget<BookingWidgetProps>({
  name: 'BookingWidget',
  texts: bookingTexts,
  load: () => import('./BookingWidget.tsx').then((module) => module.BookingWidget),
  skeleton: () => createElement(BookingSkeleton),
});

/** The booking form with your own data: one step at a time, props only. */
export const BookingView = defineWidget<BookingViewProps>({
  name: 'BookingView',
  texts: bookingTexts,
  load: () => import('./BookingView.tsx').then((module) => module.BookingView),
  skeleton: () => createElement(BookingSkeleton),
});

/**
 * Pays the balance of a completed booking whose off-session charge failed (the pay-now link of
 * the balance-due mail), with the deposit's payment steps and one-charge guarantee.
 */
export const BalancePayment = defineWidget<BalancePaymentProps>({
  name: 'BalancePayment',
  texts: bookingTexts,
  load: () => import('./BalancePayment.tsx').then((module) => module.BalancePayment),
  skeleton: () => createElement(BalanceSkeleton),
});

/** The six payment steps (spec §4) as the person follows them, props only. */
export const PaymentProgress = defineWidget<PaymentProgressProps>({
  name: 'PaymentProgress',
  texts: bookingTexts,
  load: () => import('./PaymentProgress.tsx').then((module) => module.PaymentProgress),
});
