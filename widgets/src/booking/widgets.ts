import { createElement } from 'react';
import { entryWidgets } from '../ui/define-widget.tsx';
import { BalanceSkeleton, BookingSkeleton } from './skeletons.tsx';
import { bookingTexts } from './texts.ts';

const widget = entryWidgets(bookingTexts);
const booking = () => createElement(BookingSkeleton);
const balance = () => createElement(BalanceSkeleton);

/**
 * Books a cleaner: when (only times the cleaner is available), where and what, the exact price
 * from the API, then the deposit, paid once whatever happens to the network or the button.
 * Works signed out: the visitor signs in on the way and keeps every choice.
 */
export const BookingWidget = widget('BookingWidget', () => import('./BookingWidget.tsx'), booking);

/** The booking form with your own data: one step at a time, props only. */
export const BookingView = widget('BookingView', () => import('./BookingView.tsx'), booking);

/**
 * Pays the balance of a completed booking whose off-session charge failed (the pay-now link of
 * the balance-due mail), with the deposit's payment steps and one-charge guarantee.
 */
export const BalancePayment = widget('BalancePayment', () => import('./BalancePayment.tsx'), balance);

/** The six payment steps (spec §4) as the person follows them, props only. */
export const PaymentProgress = widget('PaymentProgress', () => import('./PaymentProgress.tsx'));
